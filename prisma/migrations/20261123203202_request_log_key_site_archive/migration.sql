-- AlterTable
ALTER TABLE "sites" ADD COLUMN     "archived_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "request_logs" ADD COLUMN     "key_id" TEXT;

