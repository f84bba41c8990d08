// The model-driven revision agent: OpenAI tool calling over the document tools, at most `maxIterations`
// model turns; after the model says it is done the result must typecheck, else it gets the problems back.
import { addUsage, NO_USAGE, type Llm, type LlmUsage } from '@sgs/llm';
import { detectOutOfScope, GENERIC_OUT_OF_SCOPE } from '@sgs/contracts';
import type { SiteDocument } from '@sgs/site-kit';
import { isMutation, runTool, toolDefinitions, type ToolCall } from './tools';
import type { AgentResult } from './outcome';
import { staleFactFixes } from './facts';
import { requestLanguage } from './rules/languages';

type ChatMessage = Parameters<Llm['toolTurn']>[0]['messages'][number];

export interface AgentContext {
  prompt: string;
  /** The agent's earlier questions on this revision and the owner's answers (POST .../reply), in order. */
  replies?: { question: string; answer: string }[];
  doc: SiteDocument;
  maxIterations: number;
  /** Problems of the rendered document (empty: valid document and valid HTML with resolving links). */
  typecheck: (doc: SiteDocument) => Promise<string[]>;
  /** Called once per iteration so a long run keeps its activity alive. */
  onIteration?: (n: number) => void;
  /** Aborts an in-flight model call (the activity's cancellation). */
  signal?: AbortSignal;
}

/** An upstream model failure (after the SDK's own retries): the revision ends as sdk_error. */
export class ModelCallError extends Error {
  override name = 'ModelCallError';
  constructor(
    message: string,
    readonly usage: LlmUsage,
  ) {
    super(message);
  }
}

const SYSTEM = [
  "You edit a small business's static website by calling tools on its typed site document.",
  'Read what you need (get_document, get_page, list_images), then make the requested change with the fewest tool calls.',
  'Change only what was asked. Keep copy factual; never invent prices, awards or claims.',
  'If the request is ambiguous, call ask_clarification. If it needs server-side execution at request time (live chat, checkout sessions,',
  'accounts or gated areas, real-time inventory or personalisation, server-side A/B tests), call refuse_out_of_scope with a static alternative.',
  'When done, answer with no tool calls and a summary of one line per change made, quoting any new text exactly.',
  'If one part of the request cannot be done with the tools, call ask_clarification naming that part instead of doing the rest.',
].join(' ');

/** The site's language: new text the model writes is in it, the owner's own words stay as they are. */
const languageLine = (tag: string) =>
  `Site language: ${tag} (${new Intl.DisplayNames(['en'], { type: 'language' }).of(tag) ?? tag}). Write any new text in that language; keep the owner's own words as written.`;

function parseArgs(raw: string): Record<string, unknown> {
  try {
    const v = JSON.parse(raw || '{}') as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export async function runLlmAgent(llm: Llm, ctx: AgentContext): Promise<AgentResult> {
  const scope = detectOutOfScope(ctx.prompt);
  if (scope)
    return {
      kind: 'out_of_scope',
      reason: scope.reason,
      suggestion: scope.suggestion,
      iterations: 0,
      usage: NO_USAGE,
      toolBreakdown: {},
    };
  // The other languages' pages mark the owner's words with the language they wrote them in.
  const words = requestLanguage(ctx.prompt);
  const messages: ChatMessage[] = [
    { role: 'system', content: SYSTEM },
    {
      role: 'user',
      content: `Business: ${ctx.doc.business.name}. Pages: ${ctx.doc.pages.map((p) => p.slug).join(', ')}.\n${languageLine(ctx.doc.lang)}\n\nRequest: ${ctx.prompt}`,
    },
    // The questions asked on this revision and the owner's answers: the request continues with them in context.
    ...(ctx.replies ?? []).flatMap((r): ChatMessage[] => [
      { role: 'assistant', content: r.question },
      { role: 'user', content: `Answer: ${r.answer}` },
    ]),
  ];
  const tools = toolDefinitions();
  const toolBreakdown: Record<string, number> = {};
  const calls: ToolCall[] = [];
  let doc = ctx.doc;
  let usage = NO_USAGE;
  let lastProblems: string[] = [];

  for (let iteration = 1; iteration <= ctx.maxIterations; iteration++) {
    ctx.onIteration?.(iteration);
    const turn = await llm.toolTurn({ messages, tools, temperature: 0.2, signal: ctx.signal }).catch((err: unknown) => {
      if (ctx.signal?.aborted) throw err;
      throw new ModelCallError(`model ${llm.model} failed: ${(err as Error).message}`, usage);
    });
    usage = addUsage(usage, turn.usage);
    const message = { content: turn.content };
    const toolCalls = turn.toolCalls.map((c) => ({
      id: c.id,
      type: 'function' as const,
      function: { name: c.name, arguments: c.arguments },
    }));
    messages.push({
      role: 'assistant',
      content: message.content ?? null,
      ...(toolCalls.length ? { tool_calls: toolCalls } : {}),
    });

    if (!toolCalls.length) {
      if (!calls.length) {
        return {
          kind: 'clarification',
          question: message.content?.trim() || 'What exactly should change?',
          context: 'The agent made no change.',
          iterations: iteration,
          usage,
          toolBreakdown,
        };
      }
      const summary = message.content?.trim() || '';
      const unverified = unverifiedClaims(ctx.doc, doc, calls, summary);
      if (unverified)
        return {
          kind: 'failed',
          reason: 'unverified_change',
          detail: `Nothing was published: ${unverified}`,
          iterations: iteration,
          usage,
          toolBreakdown,
        };
      // A changed fact leaves no old copy behind (the owner's own words included).
      const fixes = staleFactFixes(
        ctx.doc,
        doc,
        new Set(calls.flatMap((c) => (c.name === 'set_text' ? [String(c.args.path)] : []))),
      );
      for (const fix of fixes) doc = runTool(doc, fix, words).doc;
      calls.push(...fixes);
      lastProblems = await ctx.typecheck(doc);
      if (!lastProblems.length) {
        return {
          kind: 'changed',
          calls,
          summary: summary || `${calls.length} change(s) applied`,
          iterations: iteration,
          usage,
          toolBreakdown,
        };
      }
      messages.push({
        role: 'user',
        content: `The site does not typecheck yet; fix these problems:\n- ${lastProblems.slice(0, 20).join('\n- ')}`,
      });
      continue;
    }
    for (const call of toolCalls) {
      const name = call.function.name;
      const args = parseArgs(call.function.arguments);
      toolBreakdown[name] = (toolBreakdown[name] ?? 0) + 1;
      if (name === 'ask_clarification') {
        return {
          kind: 'clarification',
          question: String(args.question ?? 'What exactly should change?'),
          context: String(args.context ?? ''),
          iterations: iteration,
          usage,
          toolBreakdown,
        };
      }
      if (name === 'refuse_out_of_scope') {
        return {
          kind: 'out_of_scope',
          reason: String(args.reason ?? GENERIC_OUT_OF_SCOPE.reason),
          suggestion: String(args.suggestion ?? GENERIC_OUT_OF_SCOPE.suggestion),
          iterations: iteration,
          usage,
          toolBreakdown,
        };
      }
      const out = runTool(doc, { name, args }, words);
      // A mutation that leaves the document as it was is not a change (and is not claimed as one).
      const changed = out.changed && isMutation(name) && JSON.stringify(out.doc) !== JSON.stringify(doc);
      if (changed) {
        doc = out.doc;
        calls.push({ name, args });
      }
      const result =
        out.changed && !changed ? 'error: nothing changed; the document already reads that way' : out.result;
      messages.push({ role: 'tool', tool_call_id: call.id, content: result });
    }
  }
  const detail = lastProblems.length
    ? `Could not reach a clean typecheck within ${ctx.maxIterations} iterations: ${lastProblems.slice(0, 5).join('; ')}`
    : `The agent did not finish within its cap of ${ctx.maxIterations} iterations.`;
  return {
    kind: 'failed',
    reason: 'typecheck_iteration_cap',
    detail,
    iterations: ctx.maxIterations,
    usage,
    toolBreakdown,
  };
}

/** The document's visible text and facts, lowercased, for checking what a summary claims. */
const textOf = (doc: SiteDocument) => loose(JSON.stringify([doc.business, doc.pages]).replace(/\\"/g, '"'));
/** Case, and a space or a hyphen, alike ("family run" is "Family-run"), as the agent matches text. */
const loose = (text: string) => text.toLowerCase().replace(/[\s\u2010-\u2015-]+/g, ' ');
/** What a summary says the site now shows: its quoted texts, prices and phone numbers. */
const CLAIMED = /"([^"]{2,})"|“([^”]{2,})”|(\$\s?\d[\d,]*(?:\.\d{2})?)|(\+?\(?\d[\d\s().-]{6,}\d)/g;

/**
 * Checks the model's claims against the document diff: every value the summary names (a quoted text, a price, a
 * phone number) is on the revised site, or was on the site before (an old value it names: "changed from ...",
 * "removed ..."), and a change was claimed when the document changed. Returns what does not hold, or null.
 */
export function unverifiedClaims(
  before: SiteDocument,
  after: SiteDocument,
  calls: ToolCall[],
  summary: string,
): string | null {
  if (calls.length && JSON.stringify(before) === JSON.stringify(after))
    return 'the agent reported changes, but the site would be exactly as it was.';
  if (calls.length && !summary) return 'the agent changed the site without saying what it changed.';
  const now = textOf(after);
  const was = textOf(before);
  for (const line of summary.split('\n')) {
    for (const m of line.matchAll(CLAIMED)) {
      const value = loose((m[1] ?? m[2] ?? m[3] ?? m[4])!.trim());
      const phone = m[4] ? value.replace(/\D/g, '').slice(-7) : '';
      const present = phone ? [...digitsIn(now)].some((d) => d.endsWith(phone)) : now.includes(value);
      // A value the site showed before is an old one the summary names ("changed from ...", "removed ...").
      if (present || (phone ? [...digitsIn(was)].some((d) => d.endsWith(phone)) : was.includes(value))) continue;
      return `the agent said the site now shows "${value}", but it is not on the revised site.`;
    }
  }
  return null;
}

const digitsIn = (text: string) =>
  new Set((text.match(/\+?\(?\d[\d\s().-]{6,}\d/g) ?? []).map((d) => d.replace(/\D/g, '')));
