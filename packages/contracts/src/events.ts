/** Spec 6.2. `available_events` lists these; all but webhook.test_ping can be subscribed to. */
export const EVENT_TYPES = [
  'site.research_ready',
  'site.complete',
  'site.failed',
  'site.revision_complete',
  'site.revision_failed',
  'site.revision_clarification_needed',
  'site.revision_ready',
  'form.submit',
  'webhook.test_ping',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const SUBSCRIBABLE_EVENTS = EVENT_TYPES.filter((t) => t !== 'webhook.test_ping');
export const isEventType = (v: unknown): v is EventType => EVENT_TYPES.includes(v as EventType);

/** What a workflow asks to be recorded in the outbox and delivered (activity `emitEvent`). */
export interface EmitEventInput {
  accountId: string;
  siteId: string | null;
  type: EventType;
  payload: Record<string, unknown>;
  /** Unique per business event (e.g. `site-build:<siteId>:site.complete`): a retried activity never emits twice. */
  dedupeKey: string;
}
