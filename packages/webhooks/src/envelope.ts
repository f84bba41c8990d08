import type { EventType } from '@sgs/contracts';

/** Spec 6.1 envelope; key order fixed so the raw body is the same bytes on every attempt. */
export interface Envelope {
  event_id: string;
  type: EventType;
  site_id: string | null;
  occurred_at: string;
  payload: Record<string, unknown>;
}

export function envelopeOf(e: {
  id: string;
  type: string;
  siteId: string | null;
  occurredAt: Date;
  payload: unknown;
}): Envelope {
  return {
    event_id: e.id,
    type: e.type as EventType,
    site_id: e.siteId,
    occurred_at: e.occurredAt.toISOString(),
    payload: (e.payload ?? {}) as Record<string, unknown>,
  };
}

export const serializeEnvelope = (env: Envelope) =>
  JSON.stringify({
    event_id: env.event_id,
    type: env.type,
    site_id: env.site_id,
    occurred_at: env.occurred_at,
    payload: env.payload,
  });
