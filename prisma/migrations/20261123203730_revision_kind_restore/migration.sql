-- AlterTable
ALTER TABLE "revisions" ADD COLUMN     "kind" TEXT NOT NULL DEFAULT 'prompt',
ADD COLUMN     "restore_release_id" UUID;

