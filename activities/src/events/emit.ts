import { Context } from '@temporalio/activity';
import { loadEnv, type Env } from '@sgs/config';
import type { EmitEventInput } from '@sgs/contracts';
import type { Db } from '@sgs/db';
import { dispatchConfigOf, emitAndDispatch } from '@sgs/webhooks';

export interface EventDeps {
  db: Db;
  env?: Env;
}

/** Events for workflows: record in the outbox once, then start one webhookDelivery run per endpoint. */
export function createEventActivities(deps: EventDeps) {
  const env = deps.env ?? loadEnv();
  return {
    /**
     * Idempotent on `dedupeKey`: a retried activity returns the same eventId and delivers nothing twice.
     * Unsubscribed events are recorded and not delivered.
     */
    async emitEvent(input: EmitEventInput): Promise<{ eventId: string }> {
      return emitAndDispatch(deps.db, Context.current().client, dispatchConfigOf(env), input);
    },
  };
}
export type EventActivities = ReturnType<typeof createEventActivities>;
