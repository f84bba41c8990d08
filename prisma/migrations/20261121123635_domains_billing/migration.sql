-- AlterTable
ALTER TABLE "domains" ADD COLUMN     "last_error" TEXT;

-- CreateTable
CREATE TABLE "hosting_subscriptions" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "provider" TEXT NOT NULL,
    "subscription_id" TEXT NOT NULL,
    "item_id" TEXT,
    "customer_id" TEXT,
    "status" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "cancel_at_period_end" BOOLEAN NOT NULL DEFAULT false,
    "period_start" TIMESTAMPTZ(3) NOT NULL,
    "period_end" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "hosting_subscriptions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "hosting_billing_lines" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "site_id" UUID,
    "kind" TEXT NOT NULL,
    "amount_cents" INTEGER NOT NULL,
    "description" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "hosting_billing_lines_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "hosting_subscriptions_account_id_key" ON "hosting_subscriptions"("account_id");

-- CreateIndex
CREATE UNIQUE INDEX "hosting_billing_lines_key_key" ON "hosting_billing_lines"("key");

-- CreateIndex
CREATE INDEX "hosting_billing_lines_account_id_created_at_idx" ON "hosting_billing_lines"("account_id", "created_at");

