// Webhook and email delivery definitions shared by workflows, activities, the gateway and tests. Workflow-safe: no Node, no zod.

/** Where an event goes: the account's lifecycle webhook, or the site's form webhook (form.submit only). */
export const WEBHOOK_ENDPOINTS = ['customer', 'site_form'] as const;
export type WebhookEndpoint = (typeof WEBHOOK_ENDPOINTS)[number];
export const isWebhookEndpoint = (v: unknown): v is WebhookEndpoint => WEBHOOK_ENDPOINTS.includes(v as WebhookEndpoint);

/** Spec 6.1/8: attempts at once, then +30 s, +5 min, +30 min after the previous attempt; then dead-letter. */
export const DEFAULT_RETRY_SCHEDULE_MS = [0, 30_000, 300_000, 1_800_000] as const;

export interface WebhookDeliveryInput {
  eventId: string;
  endpoint: WebhookEndpoint;
  /** Delay before each attempt, relative to the end of the previous one; its length is the number of attempts. */
  scheduleMs: number[];
  /** Set by an operator replay: a new run for the same event id. */
  replay?: boolean;
}

/** What one attempt's activity reports; the workflow branches on `outcome`, never on text. */
export type AttemptOutcome = 'delivered' | 'permanent' | 'retry' | 'cancelled';
export interface AttemptResult {
  outcome: AttemptOutcome;
  status: number | null;
  durationMs: number;
  error?: string;
}

export type DeliveryFinalStatus = 'delivered' | 'failed' | 'dead_letter' | 'cancelled';
export interface WebhookDeliveryResult {
  status: DeliveryFinalStatus;
  attempts: number;
}

export interface SendEmailInput {
  emailId: string;
  /** First retry interval of the SMTP send (doubles up to 1 h); env MAIL_RETRY_INITIAL_MS. */
  retryInitialMs: number;
  maxAttempts: number;
}

export interface RetentionInput {
  formSubmissionDays: number;
  deliveryLogDays: number;
  requestLogDays: number;
}

export const deliveryWorkflowIds = {
  sendEmail: (emailId: string) => `email:${emailId}`,
  retentionSchedule: (prefix: string) => `${prefix}retention`,
  outboxSweepSchedule: (prefix: string) => `${prefix}outbox-sweep`,
};

/** The sleeps a delivery run takes before each attempt (pure, so the real schedule is testable without waiting). */
export function retrySleeps(scheduleMs: readonly number[]): number[] {
  return scheduleMs.map((ms) => Math.max(0, Math.floor(ms)));
}
