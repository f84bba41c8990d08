import OpenAI from 'openai';
import { z } from 'zod';
import {
  envelopeErrors,
  extractJson,
  fullCapabilities,
  toolCallsInText,
  toTextProtocol,
  unsupportedFeature,
  type Capabilities,
  type ToolCallOut,
} from './compat';

export { extractJson, toolCallsInText, unsupportedFeature, type Capabilities, type ToolCallOut } from './compat';

/** What one or more model calls cost; integers so they add up exactly. */
export interface LlmUsage {
  tokensIn: number;
  tokensOut: number;
  /** millionths of a US dollar */
  costMicroUsd: number;
}
export const NO_USAGE: LlmUsage = { tokensIn: 0, tokensOut: 0, costMicroUsd: 0 };
export const addUsage = (a: LlmUsage, b: LlmUsage): LlmUsage => ({
  tokensIn: a.tokensIn + b.tokensIn,
  tokensOut: a.tokensOut + b.tokensOut,
  costMicroUsd: a.costMicroUsd + b.costMicroUsd,
});

/** USD per million tokens (so tokens x price = micro-USD). Override with LLM_PRICE_*_PER_MTOK. */
const PRICES: Record<string, [number, number]> = {
  'gpt-4o-mini': [0.15, 0.6],
  'gpt-4o': [2.5, 10],
  'gpt-4.1-mini': [0.4, 1.6],
  'gpt-4.1-nano': [0.1, 0.4],
  'gpt-4.1': [2, 8],
};

export interface LlmConfig {
  OPENAI_API_KEY?: string;
  OPENAI_BASE_URL: string;
  OPENAI_MODEL: string;
  LLM_PRICE_IN_PER_MTOK?: number;
  LLM_PRICE_OUT_PER_MTOK?: number;
  LLM_TIMEOUT_MS: number;
}

/** The model answered, but not with what was asked for (after one corrective retry). */
export class LlmOutputError extends Error {
  override name = 'LlmOutputError';
  constructor(
    message: string,
    readonly usage: LlmUsage,
  ) {
    super(message);
  }
}

export interface StructuredRequest<T> {
  /** Names the JSON schema for the endpoint (letters, digits, underscores). */
  name: string;
  schema: z.ZodType<T>;
  system: string;
  user: string;
  temperature?: number;
  maxTokens?: number;
}

export interface ToolTurnRequest {
  messages: OpenAI.ChatCompletionMessageParam[];
  tools: OpenAI.ChatCompletionTool[];
  temperature?: number;
  signal?: AbortSignal;
}

export interface ToolTurn {
  content: string | null;
  toolCalls: ToolCallOut[];
  usage: LlmUsage;
}

export interface Llm {
  readonly model: string;
  readonly client: OpenAI;
  /** What the endpoint has accepted so far (features it refused are off for this adapter's lifetime). */
  readonly capabilities: Readonly<Capabilities>;
  /** One structured answer validated by `schema`; invalid output gets one corrective retry. */
  generate<T>(req: StructuredRequest<T>): Promise<{ data: T; usage: LlmUsage }>;
  /**
   * One model turn with tools. Works on servers without `tool_choice` or without `tools` (calls then travel
   * as JSON in the text) and picks up tool calls a model wrote in its text. Messages stay in OpenAI form.
   */
  toolTurn(req: ToolTurnRequest): Promise<ToolTurn>;
  usageOf(u: { prompt_tokens?: number; completion_tokens?: number } | undefined | null): LlmUsage;
}

/** The OpenAI-compatible adapter, or null when no key is configured (callers then use their deterministic path). */
export function createLlm(cfg: LlmConfig): Llm | null {
  if (!cfg.OPENAI_API_KEY) return null;
  const client = new OpenAI({
    apiKey: cfg.OPENAI_API_KEY,
    baseURL: cfg.OPENAI_BASE_URL,
    timeout: cfg.LLM_TIMEOUT_MS,
    maxRetries: 2,
    fetch: envelopeErrors(),
  });
  const model = cfg.OPENAI_MODEL;
  const [pin, pout] = PRICES[model] ?? [0, 0];
  const priceIn = cfg.LLM_PRICE_IN_PER_MTOK ?? pin;
  const priceOut = cfg.LLM_PRICE_OUT_PER_MTOK ?? pout;
  const usageOf: Llm['usageOf'] = (u) => {
    const tokensIn = u?.prompt_tokens ?? 0;
    const tokensOut = u?.completion_tokens ?? 0;
    return { tokensIn, tokensOut, costMicroUsd: Math.round(tokensIn * priceIn + tokensOut * priceOut) };
  };

  const caps = fullCapabilities();
  /** Sends a request; when the server refuses one of `features`, turns it off and sends again. */
  async function withFallback<T>(send: () => Promise<T>, features: (keyof Capabilities)[]): Promise<T> {
    for (;;) {
      try {
        return await send();
      } catch (err) {
        const feature = unsupportedFeature(err);
        if (!feature || !features.includes(feature) || !caps[feature]) throw err;
        caps[feature] = false;
        // Without JSON schema, json_object next; no response_format at all means neither; without tools, no tool_choice.
        if (feature === 'tools') caps.toolChoice = false;
        if (feature === 'jsonObject') caps.jsonSchema = false;
      }
    }
  }
  let textCallSeq = 0;

  return {
    model,
    client,
    usageOf,
    capabilities: caps,
    async toolTurn(req) {
      const known = new Set(req.tools.flatMap((t) => (t.type === 'function' ? [t.function.name] : [])));
      const res = await withFallback(
        () =>
          client.chat.completions.create(
            {
              model,
              temperature: req.temperature ?? 0.2,
              ...(caps.tools
                ? {
                    messages: req.messages,
                    tools: req.tools,
                    ...(caps.toolChoice ? { tool_choice: 'auto' as const } : {}),
                  }
                : { messages: toTextProtocol(req.messages, req.tools) }),
            },
            { signal: req.signal },
          ),
        ['toolChoice', 'tools'],
      );
      const message = res.choices[0]?.message;
      if (!message) throw new Error(`model ${model} returned no choices`);
      const native = (message.tool_calls ?? []).flatMap((c) =>
        c.type === 'function' ? [{ id: c.id, name: c.function.name, arguments: c.function.arguments }] : [],
      );
      // Some servers and models put the call in the text instead of tool_calls.
      const toolCalls = native.length
        ? native
        : toolCallsInText(message.content, known).map((c) => ({ ...c, id: `call_text_${++textCallSeq}` }));
      return {
        content: toolCalls.length && !native.length ? null : (message.content ?? null),
        toolCalls,
        usage: usageOf(res.usage),
      };
    },
    async generate<T>(req: StructuredRequest<T>) {
      const jsonSchema = z.toJSONSchema(req.schema, { target: 'draft-7', unrepresentable: 'any' }) as Record<
        string,
        unknown
      >;
      const messages: OpenAI.ChatCompletionMessageParam[] = [
        { role: 'system', content: `${req.system}\nAnswer with JSON only, matching the schema "${req.name}".` },
        { role: 'user', content: req.user },
      ];
      let usage = NO_USAGE;
      const format = (): OpenAI.ChatCompletionCreateParams['response_format'] =>
        caps.jsonSchema
          ? { type: 'json_schema', json_schema: { name: req.name, schema: jsonSchema, strict: false } }
          : caps.jsonObject
            ? { type: 'json_object' }
            : undefined;
      // Without schema mode the schema goes into the prompt instead.
      const withSchema = (): OpenAI.ChatCompletionMessageParam[] =>
        caps.jsonSchema
          ? messages
          : [
              {
                role: 'system',
                content: `${req.system}\nAnswer with JSON only, matching this JSON schema: ${JSON.stringify(jsonSchema)}`,
              },
              ...messages.slice(1),
            ];
      for (let attempt = 1; attempt <= 2; attempt++) {
        const res = await withFallback(() => {
          const response_format = format();
          return client.chat.completions.create({
            model,
            messages: withSchema(),
            temperature: req.temperature ?? 0.4,
            max_tokens: req.maxTokens ?? 2000,
            ...(response_format ? { response_format } : {}),
          });
        }, ['jsonSchema', 'jsonObject']);
        usage = addUsage(usage, usageOf(res.usage));
        const content = res.choices[0]?.message?.content ?? '';
        let problem: string;
        try {
          const parsed = req.schema.safeParse(extractJson(content));
          if (parsed.success) return { data: parsed.data, usage };
          problem = parsed.error.issues
            .slice(0, 5)
            .map((i) => `${i.path.join('.')}: ${i.message}`)
            .join('; ');
        } catch {
          problem = 'the answer was not valid JSON';
        }
        messages.push(
          { role: 'assistant', content },
          { role: 'user', content: `That answer is invalid (${problem}). Answer again with JSON matching the schema.` },
        );
      }
      throw new LlmOutputError(`model ${model} did not produce valid "${req.name}" output`, usage);
    },
  };
}
