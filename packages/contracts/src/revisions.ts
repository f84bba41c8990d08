// Revisions (spec 2.6, 3.4, 6.3, 7): the request and response shapes, and the out-of-scope rules shared by
// admission (the gateway's 422) and the agent (a site.revision_failed with reason out_of_scope).
import { z } from './zod';

/** POST /v1/sites/:id/revisions body. `prompt` is checked by hand so the 400 reads exactly `prompt is required`. */
export const createRevisionBody = z
  .object({
    prompt: z.unknown().optional(),
    publish: z
      .enum(['immediate', 'review', 'auto', 'manual'])
      .optional()
      .openapi({
        description:
          'immediate (default; auto is the same): the change goes live when it completes. review: it is built and ' +
          'checked, and the revision ends awaiting_review with preview_url and diff_url (site.revision_ready) until ' +
          'POST .../revisions/{revisionId}/approve (it goes live, status complete, charged then) or .../discard ' +
          '(charged only for model work already done). manual: its release waits for POST ' +
          '/v1/sites/{id}/releases/{releaseId}/publish.',
      }),
  })
  .openapi('CreateRevisionBody', {
    example: { prompt: 'Change our phone number to (217) 555-0199' },
  });
export const MAX_PROMPT_LENGTH = 4000;

export const createRevisionResponse = z
  .object({
    revisionId: z.string(),
    status: z.literal('pending'),
    queue_position: z.number().int(),
    queue_total: z.number().int(),
  })
  .openapi('CreateRevisionResponse');

export const REVISION_STATUSES = [
  'pending',
  'running',
  'complete',
  'failed',
  'clarification_needed',
  'awaiting_review',
  'discarded',
] as const;
export type RevisionStatus = (typeof REVISION_STATUSES)[number];
/** Statuses that hold one of the site's 3 queue places (spec 8: 1 running + 2 waiting). */
export const IN_FLIGHT_REVISION_STATUSES: RevisionStatus[] = ['pending', 'running'];
export const REVISION_QUEUE_LIMIT = 3;

/** One round of POST .../reply: the agent's question and the owner's answer. */
export const revisionExchange = z
  .object({
    question: z.string(),
    answer: z.string(),
    answered_at: z.string().optional().describe('when the owner answered (ISO 8601)'),
  })
  .openapi('RevisionReply');
/** One logged tool call of the agent (revisions.calls, replayed on approval when the live site moved). */
export const revisionToolCall = z.object({ name: z.string(), args: z.record(z.string(), z.unknown()) });
export const MAX_ANSWER_LENGTH = 4000;

/** POST /v1/sites/:id/revisions/:revisionId/reply body; `answer` is checked by hand for exact error strings. */
export const replyRevisionBody = z
  .object({
    answer: z
      .unknown()
      .optional()
      .openapi({
        type: 'string',
        description: `The answer to the revision's question (1 to ${MAX_ANSWER_LENGTH} characters).`,
      }),
  })
  .openapi('ReplyRevisionBody', { example: { answer: 'Call the page "Our Team".' } });
export const replyRevisionResponse = z
  .object({
    revisionId: z.string(),
    status: z.literal('pending'),
    queue_position: z.number().int(),
  })
  .openapi('ReplyRevisionResponse');

/** GET /v1/sites/:id/revisions/:revisionId (snake_case, like other resource fetches). */
export const revisionResource = z
  .object({
    id: z.string(),
    site_id: z.string(),
    prompt: z.string(),
    status: z.enum(REVISION_STATUSES),
    reason: z.string().nullable().describe('machine code when failed (spec 6.3 reason values)'),
    reason_detail: z.string().nullable(),
    suggestion: z.string().nullable().describe('in-scope alternative when the reason is out_of_scope'),
    summary: z.string().nullable().describe('what changed, when complete'),
    question: z.string().nullable().describe('what the agent needs to know, when clarification_needed'),
    context: z.string().nullable(),
    iterations_used: z.number().int().nullable(),
    usage: z.object({
      credits_charged: z.number().int().nullable(),
      tokens_in: z.number().int(),
      tokens_out: z.number().int(),
      cost_usd: z.number(),
    }),
    release_id: z.string().nullable().describe('the release this revision published (or built, awaiting review)'),
    preview_url: z
      .string()
      .nullable()
      .optional()
      .describe("the revision's release served noindex (set when it built one; the live site may differ)"),
    diff_url: z
      .string()
      .nullable()
      .optional()
      .describe("GET it for the difference between the revision's release and the live one"),
    replies: z
      .array(revisionExchange)
      .optional()
      .describe("the agent's earlier questions and the owner's answers (POST .../reply), in order"),
    queued_at: z.string(),
    started_at: z.string().nullable(),
    finished_at: z.string().nullable(),
  })
  .openapi('Revision');
export const revisionList = z
  .object({ revisions: z.array(revisionResource), next_cursor: z.string().nullable() })
  .openapi('RevisionList');

export type OutOfScopeCategory =
  'live_chat' | 'checkout' | 'accounts' | 'realtime_data' | 'server_ab_test' | 'online_booking';
export interface OutOfScope {
  category: OutOfScopeCategory;
  /** Human-readable: why a static site cannot do it. */
  reason: string;
  /** The static alternative we can build instead. */
  suggestion: string;
}

/** `unless`: the request already asks for the static alternative (an embed, a payment link), which is in scope. */
const RULES: { category: OutOfScopeCategory; pattern: RegExp; unless?: RegExp; reason: string; suggestion: string }[] =
  [
    {
      category: 'live_chat',
      pattern:
        /\b(live[- ]?chat|chat ?bots?|ai (chat|assistant)|real[- ]time (chat|messaging)|chat with (an? )?(agent|assistant|us live))\b/i,
      unless: /\b(embed|snippet|script tag|widget code)\b/i,
      reason: 'A live chat or chatbot needs a server answering visitors in real time; the site is static.',
      suggestion:
        'Embed a hosted chat widget (paste its client-side snippet), or let visitors reach you through the contact form, which can deliver to a form webhook.',
    },
    {
      category: 'checkout',
      pattern:
        /\b(check-?out (page|session|flow)|shopping cart|online (store|shop)|e-?commerce|(take|accept|process) (card )?payments? (online|on the site|on the website)|payment processing|server-?side (payment|checkout))\b/i,
      unless: /\b(payment[- ]links?|buy buttons?)\b/i,
      reason: 'A checkout creates payment sessions on a server; the site is static.',
      suggestion:
        "Add a static payment-link button (for example a Stripe or PayPal payment link) that opens the provider's hosted checkout.",
    },
    {
      category: 'accounts',
      pattern:
        /\b(user accounts?|customer accounts?|(log|sign)[- ]?in (page|form|system|area)|login (page|system|area)|members?[- ]only|member(ship)? (area|portal)|password[- ]protect(ed)?|gated (area|content|page)|customer portal|client portal)\b/i,
      reason: 'Accounts, logins and gated areas need a server to check who is visiting; the site is static.',
      suggestion:
        'Keep the page public, or link to a hosted portal you already use; collect sign-ups with the contact form and its form webhook.',
    },
    {
      category: 'realtime_data',
      pattern:
        /\b((real[- ]?time|live|up[- ]to[- ]the[- ]minute) (inventory|stock( levels)?|availability|pricing|prices|seat(s|ing)?)|personali[sz](e|ed|ation)\b.*\b(visitor|user|customer)s?|(per|each)[- ](visitor|user) content|dynamic pricing)\b/i,
      reason:
        'Real-time inventory and per-visitor personalisation need live data on a server at request time; the site is static.',
      suggestion:
        "Publish the information as it stands and update it with a revision when it changes, or embed the supplier's client-side availability widget.",
    },
    {
      category: 'online_booking',
      pattern:
        /\b((online )?(booking|reservation|appointment|scheduling) (system|engine|calendar|software)|book(ing)? (appointments?|online|a table|tables|a room|rooms) online|(take|accept) (online )?(bookings|reservations|appointments) online|online (booking|reservations?|scheduling))\b/i,
      unless:
        /\b(embed|snippet|widget code|link(ing)? to|button (to|for|linking)|calendly|booksy|opentable|square appointments)\b/i,
      reason: 'An online booking system keeps availability and takes reservations on a server; the site is static.',
      suggestion:
        'Embed your booking provider\'s client-side widget or add a "Book now" button linking to its booking page; or take requests through the contact form, which can deliver to a form webhook.',
    },
    {
      category: 'server_ab_test',
      pattern: /\b((a\/?b|split|multivariate)[- ]test(s|ing)?|server[- ]side experiments?)\b/i,
      reason: 'Server-side A/B tests choose a variant per request on a server; the site is static.',
      suggestion:
        "Use a client-side testing tool's embed snippet, or publish one version, measure, and switch with a revision.",
    },
  ];

/** The first server-side need a prompt asks for, or null when a static site can do it. */
export function detectOutOfScope(prompt: string): OutOfScope | null {
  for (const r of RULES)
    if (r.pattern.test(prompt) && !r.unless?.test(prompt))
      return { category: r.category, reason: r.reason, suggestion: r.suggestion };
  return null;
}

/** What the agent reports for a request it refuses as out of scope without a rule matching (the model judged it). */
export const GENERIC_OUT_OF_SCOPE: Omit<OutOfScope, 'category'> = {
  reason: 'This needs server-side execution at request time; the site is static.',
  suggestion:
    'Static alternatives: payment-link buttons, client-side embeds, and the contact form with a form webhook.',
};

/** The site.revision_complete payload of a revision row (the workflow's completion and an approval send the same). */
export function revisionCompletePayloadOf(
  r: {
    id: string;
    siteId: string;
    accountId: string;
    summary: string | null;
    iterationsUsed: number | null;
    costMicroUsd: number;
    tokensIn: number;
    tokensOut: number;
    creditsCharged: number | null;
    releaseId: string | null;
    publishMode: string;
  },
  deploymentUrl: string | null,
  toolBreakdown: Record<string, number>,
) {
  return {
    site_id: r.siteId,
    revision_id: r.id,
    platform_user_id: r.accountId,
    deployment_url: deploymentUrl,
    summary: r.summary,
    iterations_used: r.iterationsUsed,
    usage: { cost_usd: r.costMicroUsd / 1_000_000, tokens_in: r.tokensIn, tokens_out: r.tokensOut },
    tool_breakdown: toolBreakdown,
    billing: { credits_charged: r.creditsCharged },
    release_id: r.releaseId,
    published: r.publishMode !== 'manual',
  };
}
