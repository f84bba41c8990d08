-- AlterTable
ALTER TABLE "accounts" ADD COLUMN     "password_hash" TEXT;

-- AlterTable
ALTER TABLE "account_auth_tokens" ADD COLUMN     "password_hash" TEXT;

