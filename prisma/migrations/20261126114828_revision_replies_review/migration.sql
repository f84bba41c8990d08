-- AlterTable
ALTER TABLE "revisions" ADD COLUMN     "base_release_id" UUID,
ADD COLUMN     "calls" JSONB,
ADD COLUMN     "exchanges" JSONB NOT NULL DEFAULT '[]';

