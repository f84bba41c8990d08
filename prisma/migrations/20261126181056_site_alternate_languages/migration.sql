-- AlterTable
ALTER TABLE "sites" ADD COLUMN     "alternate_languages" TEXT[] DEFAULT ARRAY[]::TEXT[];

