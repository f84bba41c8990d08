-- AlterTable
ALTER TABLE "form_submissions" ADD COLUMN     "seen_at" TIMESTAMPTZ(3);

