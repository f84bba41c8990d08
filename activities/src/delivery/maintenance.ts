import { Context } from '@temporalio/activity';
import { WorkflowNotFoundError } from '@temporalio/common';
import { loadEnv, type Env } from '@sgs/config';
import { revisionWorkflowId, workflowIds } from '@sgs/contracts';
import type { RetentionInput, WebhookEndpoint } from '@sgs/contracts/delivery';
import { releaseStaleHolds, type Db, type OpenHold } from '@sgs/db';
import { dispatchConfigOf, emitAndDispatch, startDelivery, startEmailDelivery } from '@sgs/webhooks';
import { archiveDeactivatedSites } from '../lifecycle/deactivate';
import { createSiteBuildActivities } from '../site-build/phase';

export interface MaintenanceDeps {
  db: Db;
  env?: Env;
}

const DAY_MS = 86_400_000;
const BATCH = 5_000;
/** Bounds one run; whatever is left goes on the next run. */
const MAX_BATCHES = 200;
/** A delivery or email not started this long after it was recorded was missed (e.g. Temporal was down at submit time). */
const SWEEP_GRACE_MS = 60_000;
const SWEEP_LIMIT = 500;
/** Workflow statuses that mean the run is over (RUNNING and PAUSED runs can still settle or release their hold). */
const CLOSED = new Set(['COMPLETED', 'FAILED', 'CANCELLED', 'TERMINATED', 'TIMED_OUT', 'CONTINUED_AS_NEW']);

/** Deletes in bounded batches so a large backlog never holds long locks. Table and column names are ours, never input. */
async function purge(db: Db, table: string, where: string, cutoff: Date): Promise<number> {
  let total = 0;
  for (let i = 0; i < MAX_BATCHES; i++) {
    const n = await db.$executeRawUnsafe(
      `delete from "${table}" where ctid in (select ctid from "${table}" where ${where} limit ${BATCH})`,
      cutoff,
    );
    total += n;
    Context.current().heartbeat({ table, total });
    if (n < BATCH) break;
  }
  return total;
}

export function createMaintenanceActivities(deps: MaintenanceDeps) {
  const env = deps.env ?? loadEnv();
  const { db } = deps;
  return {
    /**
     * Spec 8 retention: form submissions (and the mail and form.submit events that carry them), delivery logs, request
     * logs; and e-mail links and sessions that ended before the request-log cutoff.
     */
    async purgeExpired(input: RetentionInput): Promise<Record<string, number>> {
      const now = Date.now();
      const forms = new Date(now - input.formSubmissionDays * DAY_MS);
      const logs = new Date(now - input.deliveryLogDays * DAY_MS);
      const requests = new Date(now - input.requestLogDays * DAY_MS);
      return {
        form_submissions: await purge(db, 'form_submissions', 'created_at < $1', forms),
        outbound_emails: await purge(db, 'outbound_emails', 'created_at < $1', forms),
        form_submit_events: await purge(db, 'events', `type = 'form.submit' and occurred_at < $1`, forms),
        webhook_delivery_attempts: await purge(db, 'webhook_delivery_attempts', 'created_at < $1', logs),
        webhook_deliveries: await purge(db, 'webhook_deliveries', `status <> 'pending' and updated_at < $1`, logs),
        request_logs: await purge(db, 'request_logs', 'created_at < $1', requests),
        // Sign-in records: links past their expiry can never be redeemed again, ended sessions never authenticate.
        account_auth_tokens: await purge(db, 'account_auth_tokens', 'expires_at < $1', requests),
        account_sessions: await purge(db, 'account_sessions', 'coalesce(revoked_at, expires_at) < $1', requests),
      };
    },

    /** Spec 8: sites deactivated 90 days ago are archived. */
    async archiveDeactivated(): Promise<{ archived: number }> {
      return { archived: await archiveDeactivatedSites(db) };
    },

    /** Starts deliveries and emails that were recorded but never started; duplicates are refused by workflow id. */
    async sweepOutbox(): Promise<{ deliveries: number; emails: number }> {
      const client = Context.current().client;
      const cfg = dispatchConfigOf(env);
      const before = new Date(Date.now() - SWEEP_GRACE_MS);
      const deliveries = await db.webhookDelivery.findMany({
        where: { status: 'pending', attempts: 0, createdAt: { lt: before } },
        select: { eventId: true, endpoint: true },
        take: SWEEP_LIMIT,
      });
      let d = 0;
      for (const x of deliveries)
        if (await startDelivery(client, cfg, { eventId: x.eventId, endpoint: x.endpoint as WebhookEndpoint })) d++;
      const emails = await db.outboundEmail.findMany({
        where: { status: 'pending', attempts: 0, createdAt: { lt: before } },
        select: { id: true },
        take: SWEEP_LIMIT,
      });
      let e = 0;
      for (const m of emails) if (await startEmailDelivery(client, cfg, m.id)) e++;
      return { deliveries: d, emails: e };
    },

    /**
     * Releases credit holds whose work ended without settling or releasing them (spec 8: failed work is free): the
     * database shows it ended, or the workflow that owned it is gone (terminated, timed out, or finished without
     * settling). A revision still waiting in its site's queue belongs to the site's revisions workflow. A build whose
     * workflow is gone while its site still says `generating` ends as `failed` (spec 3.1) with site.failed sent, as
     * the build itself would have.
     */
    async releaseStaleHolds(): Promise<{ released: number }> {
      const client = Context.current().client;
      const build = createSiteBuildActivities({ db, publicBaseUrl: env.PUBLIC_BASE_URL });
      const ownerOf = (h: OpenHold) => {
        if (h.kind === 'build') return h.siteId && workflowIds.siteBuild(h.siteId);
        if (h.kind === 'language') return h.siteId && workflowIds.siteLanguage(h.siteId);
        if (h.revisionId && h.revisionStarted) return revisionWorkflowId(h.revisionId);
        return h.siteId && workflowIds.siteRevisions(h.siteId);
      };
      const workEnded = async (h: OpenHold) => {
        Context.current().heartbeat(h.key);
        const owner = ownerOf(h);
        if (!owner) return false;
        try {
          const { name } = (await client.workflow.getHandle(owner).describe()).status;
          return CLOSED.has(name) && name;
        } catch (err) {
          if (err instanceof WorkflowNotFoundError) return 'NOT_FOUND';
          throw err;
        }
      };
      const onBuildFailed = async (siteId: string) => {
        const site = await db.site.findUniqueOrThrow({ where: { id: siteId }, select: { accountId: true } });
        await emitAndDispatch(db, client, dispatchConfigOf(env), {
          accountId: site.accountId,
          siteId,
          type: 'site.failed',
          payload: await build.failedPayload(siteId),
          dedupeKey: `site-build:${siteId}:site.failed`, // the build's own key: sent once, by whichever ends it
        });
      };
      return { released: await releaseStaleHolds(db, { workEnded, onBuildFailed }) };
    },
  };
}
export type MaintenanceActivities = ReturnType<typeof createMaintenanceActivities>;
