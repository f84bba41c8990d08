-- AlterTable
ALTER TABLE "webhook_deliveries" ADD COLUMN     "dead_lettered_at" TIMESTAMPTZ(3),
ADD COLUMN     "last_status_code" INTEGER,
ADD COLUMN     "replays" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- AlterTable
ALTER TABLE "webhook_delivery_attempts" ADD COLUMN     "outcome" TEXT NOT NULL DEFAULT 'retry',
ADD COLUMN     "url" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "customer_webhooks" ADD COLUMN     "subscriptions_set_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "form_submissions" ADD COLUMN     "event_id" UUID;

-- CreateTable
CREATE TABLE "webhook_secret_rotations" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "site_id" UUID,
    "scope" TEXT NOT NULL,
    "secret_preview" TEXT NOT NULL,
    "rotated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "webhook_secret_rotations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "outbound_emails" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "site_id" UUID,
    "dedupe_key" TEXT NOT NULL,
    "to_address" TEXT NOT NULL,
    "from_address" TEXT NOT NULL,
    "reply_to" TEXT,
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "transport" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3),
    "last_error" TEXT,
    "message_id" TEXT,
    "sent_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "outbound_emails_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "webhook_secret_rotations_account_id_rotated_at_idx" ON "webhook_secret_rotations"("account_id", "rotated_at");

-- CreateIndex
CREATE UNIQUE INDEX "outbound_emails_dedupe_key_key" ON "outbound_emails"("dedupe_key");

-- CreateIndex
CREATE INDEX "outbound_emails_status_next_attempt_at_idx" ON "outbound_emails"("status", "next_attempt_at");

-- CreateIndex
CREATE INDEX "outbound_emails_created_at_idx" ON "outbound_emails"("created_at");

-- CreateIndex
CREATE INDEX "events_type_occurred_at_idx" ON "events"("type", "occurred_at");

