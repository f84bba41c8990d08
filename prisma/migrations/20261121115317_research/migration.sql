-- AlterTable
ALTER TABLE "research" ADD COLUMN     "business" JSONB NOT NULL DEFAULT '{}';

-- CreateTable
CREATE TABLE "places" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "place_id" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "address" TEXT,
    "phone" TEXT,
    "website" TEXT,
    "rating" DOUBLE PRECISION,
    "user_rating_count" INTEGER,
    "google_maps_uri" TEXT,
    "business_type" TEXT,
    "details" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "places_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "places_account_id_updated_at_idx" ON "places"("account_id", "updated_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "places_account_id_place_id_key" ON "places"("account_id", "place_id");

