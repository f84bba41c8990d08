import { ApplicationFailure, Context } from '@temporalio/activity';
import type { Env } from '@sgs/config';
import {
  FAILURE_TYPES,
  IN_FLIGHT_REVISION_STATUSES,
  revisionCredits,
  type EventType,
  type QueuedRevision,
} from '@sgs/contracts';
import { holdKey, releaseHold, settleHold, type Db } from '@sgs/db';
import type { Llm, LlmUsage } from '@sgs/llm';
import { DocumentOperationError } from '@sgs/site-kit';
import type { SiteStorage } from '@sgs/storage';
import { createReleaseService } from '@sgs/releases';
import { changeContactEmail, SiteOpError } from '@sgs/site-ops';
import {
  ModelCallError,
  planRuleRevision,
  replay,
  runLlmAgent,
  runTool,
  type AgentResult,
  type ToolCall,
} from '@sgs/revision-agent';
import { createTypecheck } from './typecheck';

export interface RevisionDeps {
  db: Db;
  storage: SiteStorage;
  env: Env;
  llm: Llm | null;
}

/** How a revision ends (spec 3.4): exactly one of these is recorded, and one event follows it. */
export type RevisionTerminal =
  | {
      kind: 'complete';
      summary: string;
      iterations: number;
      usage: LlmUsage;
      toolBreakdown: Record<string, number>;
      releaseId: string;
    }
  | { kind: 'clarification'; question: string; context: string; iterations: number; usage: LlmUsage }
  | { kind: 'failed'; reason: string; detail: string; suggestion?: string; iterations?: number; usage?: LlmUsage };

const HEARTBEAT_MS = 2_000;
const ADMISSION_COMMIT_WAIT_MS = 15_000; // within the activity's 30 s start-to-close

export function createRevisionActivities({ db, storage, env, llm }: RevisionDeps) {
  const releases = createReleaseService({ db, storage, env });

  /** Runs `work` while heartbeating, so a killed worker is noticed within the heartbeat timeout and the attempt retried. */
  async function heartbeating<T>(work: () => Promise<T>): Promise<T> {
    const ctx = Context.current();
    const timer = setInterval(() => ctx.heartbeat(), HEARTBEAT_MS);
    try {
      return await work();
    } finally {
      clearInterval(timer);
    }
  }

  return {
    /** pending -> running; true when the revision should run (also for a retried start), false once it has ended or vanished. */
    async startRevision(revisionId: string): Promise<boolean> {
      // Admission signals the workflow inside its transaction, so the row can reach us a moment after the
      // signal; wait for it briefly (a rolled-back admission never commits it: then there is nothing to run).
      const deadline = Date.now() + ADMISSION_COMMIT_WAIT_MS;
      while (!(await db.revision.findUnique({ where: { id: revisionId }, select: { id: true } }))) {
        if (Date.now() > deadline) return false;
        await new Promise((r) => setTimeout(r, 200));
      }
      await db.revision.updateMany({
        where: { id: revisionId, status: 'pending' },
        data: { status: 'running', startedAt: new Date() },
      });
      const row = await db.revision.findUnique({ where: { id: revisionId }, select: { status: true } });
      return row?.status === 'running';
    },

    /** The site's in-flight revisions in admission order: a fresh siteRevisions run starts from these, so none is lost. */
    async queuedRevisions(siteId: string): Promise<QueuedRevision[]> {
      const rows = await db.revision.findMany({
        where: { siteId, status: { in: IN_FLIGHT_REVISION_STATUSES } },
        orderBy: { queuedAt: 'asc' },
        select: { id: true, queuedAt: true },
      });
      return rows.map((r) => ({ revisionId: r.id, queuedAt: r.queuedAt.getTime() }));
    },

    /** The agent on a snapshot of the live document: the model with tools when configured, else the rules. Nothing is published here. */
    async runRevisionAgent(revisionId: string): Promise<AgentResult> {
      const rev = await db.revision.findUniqueOrThrow({ where: { id: revisionId } });
      const site = await db.site.findFirstOrThrow({ where: { id: rev.siteId, accountId: rev.accountId } });
      const doc = await releases.currentDocument(site);
      if (!doc)
        throw ApplicationFailure.nonRetryable('The site has no live release to revise', FAILURE_TYPES.SiteNotDeployed);
      const typecheck = createTypecheck(env, releases, site);
      return heartbeating(async () => {
        if (llm) {
          try {
            return await runLlmAgent(llm, {
              prompt: rev.prompt,
              doc,
              maxIterations: env.REVISION_MAX_ITERATIONS,
              typecheck,
              signal: Context.current().cancellationSignal,
            });
          } catch (err) {
            if (err instanceof ModelCallError)
              throw ApplicationFailure.nonRetryable(err.message, FAILURE_TYPES.SdkError, err.usage);
            throw err;
          }
        }
        const plan = planRuleRevision(rev.prompt, doc);
        const none = {
          iterations: 1,
          usage: { tokensIn: 0, tokensOut: 0, costMicroUsd: 0 },
          toolBreakdown: {} as Record<string, number>,
        };
        if (plan.kind !== 'calls') return { ...none, ...plan };
        let next = doc;
        for (const call of plan.calls) {
          const out = runTool(next, call);
          none.toolBreakdown[call.name] = (none.toolBreakdown[call.name] ?? 0) + 1;
          // A refused operation (unknown service, invalid value) is a question for the owner, not a guess.
          if (!out.changed)
            return {
              ...none,
              kind: 'clarification',
              question: `That change could not be made (${out.result.replace(/^error: /, '')}). What exactly should change?`,
              context: rev.prompt,
            };
          next = out.doc;
        }
        const problems = await typecheck(next);
        if (problems.length)
          return {
            ...none,
            kind: 'failed',
            reason: 'typecheck_iteration_cap',
            detail: `The change does not typecheck: ${problems.slice(0, 5).join('; ')}`,
          };
        return { ...none, kind: 'changed', calls: plan.calls, summary: plan.summary };
      });
    },

    /**
     * Replays the agent's changes on the latest live document under the site's publish lock and publishes a
     * new immutable release (earlier releases stay). Idempotent per revision (release source key).
     */
    async publishRevision(args: {
      revisionId: string;
      calls: ToolCall[];
    }): Promise<{ releaseId: string; deploymentUrl: string }> {
      const rev = await db.revision.findUniqueOrThrow({ where: { id: args.revisionId } });
      // set_contact_email is POST /contact's own operation (stored address for form mail, HTML sync in its own
      // release); it takes the publish lock itself, so it runs first and the other changes land on its result.
      const contact = args.calls.filter((c) => c.name === 'set_contact_email').at(-1);
      const rest = args.calls.filter((c) => c.name !== 'set_contact_email');
      try {
        if (contact)
          await changeContactEmail(
            { db, storage, env },
            { siteId: rev.siteId, accountId: rev.accountId, contactEmail: String(contact.args.email), syncHtml: true },
          );
        const published = await releases.publishChange(
          rev.siteId,
          'revision',
          `revision:${rev.id}`,
          (doc) => replay(doc, rest),
          { live: rev.publishMode !== 'manual' },
        );
        return { releaseId: published.releaseId, deploymentUrl: published.deploymentUrl };
      } catch (err) {
        if (err instanceof DocumentOperationError)
          throw ApplicationFailure.nonRetryable(
            `The site changed meanwhile: ${err.message}`,
            FAILURE_TYPES.RevisionConflict,
          );
        if (err instanceof SiteOpError && err.refused)
          throw ApplicationFailure.nonRetryable(err.message, FAILURE_TYPES.OperationRejected);
        throw err;
      }
    },

    /**
     * Records the end state once (a retry keeps the first), charges a complete revision once (ledger key
     * charge:revision:<id>) settling the credits held at admission, releases them otherwise, and returns the event
     * to emit, built from the stored row.
     */
    async finishRevision(
      revisionId: string,
      end: RevisionTerminal,
    ): Promise<{ type: EventType; payload: Record<string, unknown> } | null> {
      const row = await db.revision.findUnique({ where: { id: revisionId } });
      if (!row) return null;
      const usage = 'usage' in end && end.usage ? end.usage : { tokensIn: 0, tokensOut: 0, costMicroUsd: 0 };
      const common = {
        finishedAt: new Date(),
        iterationsUsed: end.iterations ?? 0,
        tokensIn: usage.tokensIn,
        tokensOut: usage.tokensOut,
        costMicroUsd: usage.costMicroUsd,
      };
      const data =
        end.kind === 'complete'
          ? {
              ...common,
              status: 'complete',
              summary: end.summary,
              releaseId: end.releaseId,
              creditsCharged: revisionCredits(usage.costMicroUsd),
            }
          : end.kind === 'clarification'
            ? {
                ...common,
                status: 'clarification_needed',
                question: end.question,
                context: end.context,
                creditsCharged: 0,
              }
            : {
                ...common,
                status: 'failed',
                reason: end.reason,
                reasonDetail: end.detail.slice(0, 2000),
                suggestion: end.suggestion ?? null,
                creditsCharged: 0,
              };
      await db.revision.updateMany({ where: { id: revisionId, status: { in: IN_FLIGHT_REVISION_STATUSES } }, data });
      const done = await db.revision.findUniqueOrThrow({ where: { id: revisionId }, include: { site: true } });
      const base = { site_id: done.siteId, revision_id: done.id, platform_user_id: done.accountId };
      if (done.status === 'complete') {
        await settleHold(db, holdKey('revision', done.id), {
          accountId: done.accountId,
          kind: 'charge',
          amount: -(done.creditsCharged ?? 0),
          reason: `Revision ${done.id}`,
          key: `charge:revision:${done.id}`,
          siteId: done.siteId,
        });
        return {
          type: 'site.revision_complete',
          payload: {
            ...base,
            deployment_url: done.site.deploymentUrl,
            summary: done.summary,
            iterations_used: done.iterationsUsed,
            usage: { cost_usd: done.costMicroUsd / 1_000_000, tokens_in: done.tokensIn, tokens_out: done.tokensOut },
            tool_breakdown: end.kind === 'complete' ? end.toolBreakdown : {},
            billing: { credits_charged: done.creditsCharged },
            release_id: done.releaseId,
            published: done.publishMode !== 'manual',
          },
        };
      }
      await releaseHold(db, holdKey('revision', done.id));
      if (done.status === 'clarification_needed')
        return {
          type: 'site.revision_clarification_needed',
          payload: { ...base, question: done.question, context: done.context ?? '' },
        };
      return {
        type: 'site.revision_failed',
        payload: {
          ...base,
          reason: done.reason,
          reason_detail: done.reasonDetail,
          last_error: done.reasonDetail,
          ...(done.suggestion ? { suggestion: done.suggestion } : {}),
          failed_at: (done.finishedAt ?? new Date()).toISOString(),
        },
      };
    },
  };
}
export type RevisionActivities = ReturnType<typeof createRevisionActivities>;
export type { AgentResult, ToolCall } from '@sgs/revision-agent';
