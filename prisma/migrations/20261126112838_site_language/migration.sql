-- AlterTable
ALTER TABLE "sites" ADD COLUMN     "language" TEXT;

