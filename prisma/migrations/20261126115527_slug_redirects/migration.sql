-- CreateTable
CREATE TABLE "slug_redirects" (
    "slug" TEXT NOT NULL,
    "site_id" UUID NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "slug_redirects_pkey" PRIMARY KEY ("slug")
);

-- CreateIndex
CREATE INDEX "slug_redirects_site_id_idx" ON "slug_redirects"("site_id");

-- AddForeignKey
ALTER TABLE "slug_redirects" ADD CONSTRAINT "slug_redirects_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE CASCADE ON UPDATE CASCADE;

