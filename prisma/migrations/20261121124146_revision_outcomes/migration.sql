-- AlterTable
ALTER TABLE "revisions" ADD COLUMN     "context" TEXT,
ADD COLUMN     "release_id" UUID,
ADD COLUMN     "suggestion" TEXT;

