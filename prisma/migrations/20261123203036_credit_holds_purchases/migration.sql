-- AlterTable
ALTER TABLE "accounts" ADD COLUMN     "auto_refill_pack" INTEGER,
ADD COLUMN     "auto_refill_seq" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "credits_held" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "payment_customer_id" TEXT,
ADD COLUMN     "payment_method_id" TEXT;

-- CreateTable
CREATE TABLE "credit_holds" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "site_id" UUID,
    "amount" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'held',
    "settled_amount" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "closed_at" TIMESTAMPTZ(3),

    CONSTRAINT "credit_holds_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "credit_purchases" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "credits" INTEGER NOT NULL,
    "amount_cents" INTEGER NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'usd',
    "origin" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "checkout_session_id" TEXT,
    "checkout_url" TEXT,
    "payment_intent_id" TEXT,
    "failure_reason" TEXT,
    "paid_at" TIMESTAMPTZ(3),
    "refunded_credits" INTEGER NOT NULL DEFAULT 0,
    "refunded_cents" INTEGER NOT NULL DEFAULT 0,
    "refund_ref" TEXT,
    "refunded_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "credit_purchases_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "credit_holds_key_key" ON "credit_holds"("key");

-- CreateIndex
CREATE INDEX "credit_holds_account_id_status_idx" ON "credit_holds"("account_id", "status");

-- CreateIndex
CREATE UNIQUE INDEX "credit_purchases_key_key" ON "credit_purchases"("key");

-- CreateIndex
CREATE UNIQUE INDEX "credit_purchases_checkout_session_id_key" ON "credit_purchases"("checkout_session_id");

-- CreateIndex
CREATE INDEX "credit_purchases_account_id_created_at_idx" ON "credit_purchases"("account_id", "created_at");

-- AddForeignKey
ALTER TABLE "credit_holds" ADD CONSTRAINT "credit_holds_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "credit_purchases" ADD CONSTRAINT "credit_purchases_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- The ledger is append-only: a row, once written, is never changed (deleting an account still cascades).
CREATE OR REPLACE FUNCTION credit_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'credit_ledger is append-only';
END;
$$;
CREATE TRIGGER credit_ledger_no_update BEFORE UPDATE ON "credit_ledger"
  FOR EACH ROW EXECUTE FUNCTION credit_ledger_append_only();
