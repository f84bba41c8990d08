-- AlterTable
ALTER TABLE "revisions" ADD COLUMN     "publish_mode" TEXT NOT NULL DEFAULT 'auto';

