import { ApplicationFailure, Context } from '@temporalio/activity';
import type { Env } from '@sgs/config';
import {
  FAILURE_TYPES,
  IN_FLIGHT_REVISION_STATUSES,
  revisionCompletePayloadOf,
  revisionCredits,
  type EventType,
  type QueuedRevision,
} from '@sgs/contracts';
import { holdKey, readRevisionExchanges, releaseHold, settleHold, type Db, type Prisma } from '@sgs/db';
import type { Llm, LlmUsage } from '@sgs/llm';
import { DocumentOperationError, type SiteDocument } from '@sgs/site-kit';
import type { SiteStorage } from '@sgs/storage';
import { createReleaseService, reviewLinks } from '@sgs/releases';
import {
  ModelCallError,
  planRuleRevisionWithReplies,
  replay,
  requestLanguage,
  runLlmAgent,
  runTool,
  type AgentResult,
  type ToolCall,
} from '@sgs/revision-agent';
import { createTypecheck } from './typecheck';
import { untilCommitted } from '../committed';

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
  | {
      /** A review-mode revision: its release is built, the live site unchanged, until approve or discard. */
      kind: 'ready';
      summary: string;
      iterations: number;
      usage: LlmUsage;
      toolBreakdown: Record<string, number>;
      releaseId: string;
    }
  | { kind: 'clarification'; question: string; context: string; iterations: number; usage: LlmUsage }
  | { kind: 'failed'; reason: string; detail: string; suggestion?: string; iterations?: number; usage?: LlmUsage };

/** What the agent activity returns: the agent's result and, for a change, the release it rendered once. */
export type RevisionAgentOutcome = AgentResult & {
  /** The release built from the agent's document (not live), and the live release it was built on. */
  built?: { releaseId: string; baseReleaseId: string | null };
};

const HEARTBEAT_MS = 2_000;

/** The model agent with the owner's answers in context; an upstream failure ends the revision as sdk_error. */
async function modelAgent(
  llm: Llm,
  prompt: string,
  replies: { question: string; answer: string }[],
  doc: SiteDocument,
  typecheck: (doc: SiteDocument) => Promise<string[]>,
  maxIterations: number,
): Promise<AgentResult> {
  try {
    return await runLlmAgent(llm, {
      prompt,
      replies,
      doc,
      maxIterations,
      typecheck,
      signal: Context.current().cancellationSignal,
    });
  } catch (err) {
    if (err instanceof ModelCallError)
      throw ApplicationFailure.nonRetryable(err.message, FAILURE_TYPES.SdkError, err.usage);
    throw err;
  }
}

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
      // Admission signals the workflow inside its transaction: the row can reach us a moment after the signal.
      if (!(await untilCommitted(async () => (await db.revision.count({ where: { id: revisionId } })) > 0)))
        return false;
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
        select: { id: true, queuedAt: true, exchanges: true },
      });
      return rows.map((r) => {
        const answered = readRevisionExchanges(r).at(-1)?.answered_at;
        return {
          revisionId: r.id,
          queuedAt: r.queuedAt.getTime(),
          ...(answered ? { repliedAt: Date.parse(answered) } : {}),
        };
      });
    },

    /**
     * The agent on a snapshot of the live document, with the owner's answers to its earlier questions: the model
     * with tools when configured, else the rules. A change is checked and rendered once, and that render is stored
     * as the revision's release (not live): publishing moves the pointer to it.
     */
    async runRevisionAgent(revisionId: string): Promise<RevisionAgentOutcome> {
      const rev = await db.revision.findUniqueOrThrow({ where: { id: revisionId } });
      const site = await db.site.findFirstOrThrow({ where: { id: rev.siteId, accountId: rev.accountId } });
      const doc = await releases.currentDocument(site);
      if (!doc)
        throw ApplicationFailure.nonRetryable('The site has no live release to revise', FAILURE_TYPES.SiteNotDeployed);
      const replies = readRevisionExchanges(rev);
      const typecheck = createTypecheck(env, releases, site);
      return heartbeating(async () => {
        const result = llm
          ? await modelAgent(llm, rev.prompt, replies, doc, typecheck.check, env.REVISION_MAX_ITERATIONS)
          : await ruleAgent();
        if (result.kind !== 'changed') return result;
        const clean = typecheck.lastClean();
        if (!clean) throw new Error('a changed revision has no clean render');
        const stored = await releases.storeRendered(site.id, clean.files, clean.doc, 'revision', `revision:${rev.id}`);
        return { ...result, built: { releaseId: stored.releaseId, baseReleaseId: site.currentReleaseId } };
      });

      async function ruleAgent(): Promise<AgentResult> {
        const plan = planRuleRevisionWithReplies(rev.prompt, replies, doc!);
        const none = {
          iterations: 1,
          usage: { tokensIn: 0, tokensOut: 0, costMicroUsd: 0 },
          toolBreakdown: {} as Record<string, number>,
        };
        if (plan.kind !== 'calls') return { ...none, ...plan };
        let next = doc!;
        for (const call of plan.calls) {
          const out = runTool(next, call, requestLanguage(rev.prompt));
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
        const problems = await typecheck.check(next);
        if (problems.length)
          return {
            ...none,
            kind: 'failed',
            reason: 'typecheck_iteration_cap',
            detail: `The change does not typecheck: ${problems.slice(0, 5).join('; ')}`,
          };
        return { ...none, kind: 'changed', calls: plan.calls, summary: plan.summary };
      }
    },

    /**
     * Publishes the revision's release under the site's publish lock: the pointer moves to the release the agent
     * built when the live site is still the one it was built on, else the changes are replayed on the live document
     * (a conflict when they no longer apply). A change of the contact email is stored for form mail in the same step,
     * so the revision publishes one release. Review and manual revisions leave the live site as it is and keep their
     * calls and base for the approval. Idempotent per revision.
     */
    async publishRevision(args: {
      revisionId: string;
      calls: ToolCall[];
      built?: { releaseId: string; baseReleaseId: string | null };
    }): Promise<{ releaseId: string; deploymentUrl: string; awaitingReview: boolean }> {
      const rev = await db.revision.findUniqueOrThrow({ where: { id: args.revisionId }, include: { site: true } });
      const contactEmail = args.calls.filter((c) => c.name === 'set_contact_email').at(-1)?.args.email;
      try {
        if (!args.built) {
          // A run admitted before revisions rendered once: render and publish in one step, as it did.
          const published = await releases.publishChange(rev.siteId, 'revision', `revision:${rev.id}`, (doc) =>
            replay(doc, args.calls, requestLanguage(rev.prompt)),
          );
          return { releaseId: published.releaseId, deploymentUrl: published.deploymentUrl, awaitingReview: false };
        }
        if (rev.publishMode === 'review' || rev.publishMode === 'manual') {
          await db.revision.update({
            where: { id: rev.id },
            data: { calls: args.calls as unknown as Prisma.InputJsonValue, baseReleaseId: args.built.baseReleaseId },
          });
          return {
            releaseId: args.built.releaseId,
            deploymentUrl: rev.site.deploymentUrl ?? '',
            awaitingReview: rev.publishMode === 'review',
          };
        }
        const published = await releases.publishBuilt(rev.siteId, {
          ...args.built,
          sourceKey: `revision:${rev.id}`,
          replay: (doc) => replay(doc, args.calls, requestLanguage(rev.prompt)),
          ...(typeof contactEmail === 'string' ? { contactEmail } : {}),
        });
        return { releaseId: published.releaseId, deploymentUrl: published.deploymentUrl, awaitingReview: false };
      } catch (err) {
        if (err instanceof DocumentOperationError)
          throw ApplicationFailure.nonRetryable(
            `The site changed meanwhile: ${err.message}`,
            FAILURE_TYPES.RevisionConflict,
          );
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
    ): Promise<{ type: EventType; payload: Record<string, unknown>; round?: number } | null> {
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
          : end.kind === 'ready'
            ? // Charged on approval (docs/credits.md); the admission's hold stays until then.
              {
                ...common,
                status: 'awaiting_review',
                summary: end.summary,
                releaseId: end.releaseId,
                creditsCharged: 0,
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
      // After the owner's replies the revision ends again: each round has its own outcome event.
      const round = readRevisionExchanges(done).length;
      const event = (type: EventType, payload: Record<string, unknown>) => ({
        type,
        payload,
        ...(round ? { round } : {}),
      });
      if (done.status === 'complete') {
        await settleHold(db, holdKey('revision', done.id), {
          accountId: done.accountId,
          kind: 'charge',
          amount: -(done.creditsCharged ?? 0),
          reason: `Revision ${done.id}`,
          key: `charge:revision:${done.id}`,
          siteId: done.siteId,
        });
        return event(
          'site.revision_complete',
          revisionCompletePayloadOf(done, done.site.deploymentUrl, end.kind === 'complete' ? end.toolBreakdown : {}),
        );
      }
      if (done.status === 'awaiting_review' && done.releaseId)
        return event('site.revision_ready', {
          ...base,
          summary: done.summary,
          release_id: done.releaseId,
          ...reviewLinks(env, done.site, done.releaseId),
        });
      await releaseHold(db, holdKey('revision', done.id));
      if (done.status === 'clarification_needed')
        return event('site.revision_clarification_needed', {
          ...base,
          question: done.question,
          context: done.context ?? '',
        });
      return event('site.revision_failed', {
        ...base,
        reason: done.reason,
        reason_detail: done.reasonDetail,
        last_error: done.reasonDetail,
        ...(done.suggestion ? { suggestion: done.suggestion } : {}),
        failed_at: (done.finishedAt ?? new Date()).toISOString(),
      });
    },
  };
}
export type RevisionActivities = ReturnType<typeof createRevisionActivities>;
