-- CreateTable
CREATE TABLE "site_releases" (
    "id" UUID NOT NULL,
    "site_id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "source_key" TEXT NOT NULL,
    "document" JSONB NOT NULL,
    "pages" TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "site_releases_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "site_releases_site_id_created_at_idx" ON "site_releases"("site_id", "created_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "site_releases_site_id_source_key_key" ON "site_releases"("site_id", "source_key");

-- AddForeignKey
ALTER TABLE "site_releases" ADD CONSTRAINT "site_releases_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE CASCADE ON UPDATE CASCADE;

