// The model-driven revision agent: OpenAI tool calling over the document tools, at most `maxIterations`
// model turns; after the model says it is done the result must typecheck, else it gets the problems back.
import { addUsage, NO_USAGE, type Llm, type LlmUsage } from '@sgs/llm';
import { detectOutOfScope, GENERIC_OUT_OF_SCOPE } from '@sgs/contracts';
import type { SiteDocument } from '@sgs/site-kit';
import { isMutation, runTool, toolDefinitions, type ToolCall } from './tools';
import type { AgentResult } from './outcome';

type ChatMessage = Parameters<Llm['toolTurn']>[0]['messages'][number];

export interface AgentContext {
  prompt: string;
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
  'When done, answer with a one-sentence summary of what changed and no tool calls.',
].join(' ');

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
  const messages: ChatMessage[] = [
    { role: 'system', content: SYSTEM },
    {
      role: 'user',
      content: `Business: ${ctx.doc.business.name}. Pages: ${ctx.doc.pages.map((p) => p.slug).join(', ')}.\n\nRequest: ${ctx.prompt}`,
    },
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
      lastProblems = await ctx.typecheck(doc);
      if (!lastProblems.length) {
        return {
          kind: 'changed',
          calls,
          summary: message.content?.trim() || `${calls.length} change(s) applied`,
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
      const out = runTool(doc, { name, args });
      if (out.changed && isMutation(name)) {
        doc = out.doc;
        calls.push({ name, args });
      }
      messages.push({ role: 'tool', tool_call_id: call.id, content: out.result });
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
