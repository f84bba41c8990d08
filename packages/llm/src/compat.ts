// What local OpenAI-compatible servers (llama.cpp server, Ollama, vLLM) commonly lack, and how we get by:
// no `tool_choice` (vLLM without --enable-auto-tool-choice), no `tools` at all (llama.cpp without --jinja),
// no JSON-schema response_format (older llama.cpp: "text" or "json_object" only). A refusal naming one of
// these turns the feature off for the adapter's lifetime and the request is sent again without it; tool
// calls then travel as JSON in the message text, and JSON answers are dug out of prose or code fences.
import type OpenAI from 'openai';

export interface Capabilities {
  toolChoice: boolean;
  tools: boolean;
  jsonSchema: boolean;
  jsonObject: boolean;
}
export const fullCapabilities = (): Capabilities => ({
  toolChoice: true,
  tools: true,
  jsonSchema: true,
  jsonObject: true,
});

/** The message of an upstream error, whatever shape the server used. */
function errorText(err: unknown): string {
  const e = err as { message?: string; error?: unknown; status?: number };
  return `${e.message ?? ''} ${JSON.stringify(e.error ?? '')}`.toLowerCase();
}

const REFUSAL =
  /unsupported|not supported|not support|unknown|unrecognized|unexpected|invalid|requires|must be one of|not allowed|not implemented|extra (?:fields|inputs)/;

/** Which feature (if any) an upstream error says the server cannot do. */
export function unsupportedFeature(err: unknown): keyof Capabilities | null {
  const status = (err as { status?: number }).status;
  if (status !== undefined && ![400, 404, 422, 500, 501].includes(status)) return null;
  const text = errorText(err);
  if (!REFUSAL.test(text)) return null;
  if (/tool_choice|tool choice/.test(text)) return 'toolChoice';
  if (/json_schema|json schema/.test(text)) return 'jsonSchema';
  if (/response_format|json_object/.test(text)) return 'jsonObject';
  if (/\btools?\b|function call/.test(text)) return 'tools';
  return null;
}

/** The first JSON value in a model's text: the whole text, a ```json fence, or the first balanced {...}/[...]. */
export function extractJson(text: string): unknown {
  const t = text.trim();
  const attempts = [t, /```(?:json)?\s*([\s\S]*?)```/i.exec(t)?.[1]?.trim()];
  const start = t.search(/[[{]/);
  if (start >= 0) {
    const open = t[start]!;
    const close = open === '{' ? '}' : ']';
    let depth = 0;
    let inString = false;
    for (let i = start; i < t.length; i++) {
      const c = t[i]!;
      if (inString) {
        if (c === '\\') i++;
        else if (c === '"') inString = false;
      } else if (c === '"') inString = true;
      else if (c === open) depth++;
      else if (c === close && --depth === 0) {
        attempts.push(t.slice(start, i + 1));
        break;
      }
    }
  }
  for (const a of attempts) {
    if (!a) continue;
    try {
      return JSON.parse(a) as unknown;
    } catch {
      /* next */
    }
  }
  throw new SyntaxError('no JSON found in the answer');
}

export interface ToolCallOut {
  id: string;
  name: string;
  /** JSON text, as in the OpenAI wire format. */
  arguments: string;
}

/**
 * Tool calls a model wrote as text: {"tool_calls":[{"name","arguments"}]}, a single {"name","arguments"}
 * (Ollama's and many chat templates' habit), or a list of them. Anything else is not a tool call.
 */
export function toolCallsInText(content: string | null | undefined, known: Set<string>): ToolCallOut[] {
  if (!content || !/[[{]/.test(content)) return [];
  let value: unknown;
  try {
    value = extractJson(content);
  } catch {
    return [];
  }
  const list = Array.isArray(value)
    ? value
    : value && typeof value === 'object' && Array.isArray((value as { tool_calls?: unknown }).tool_calls)
      ? (value as { tool_calls: unknown[] }).tool_calls
      : [value];
  const out: ToolCallOut[] = [];
  list.forEach((raw, i) => {
    const c = raw as {
      name?: unknown;
      arguments?: unknown;
      parameters?: unknown;
      function?: { name?: unknown; arguments?: unknown };
    };
    const name = c?.function?.name ?? c?.name;
    const args = c?.function?.arguments ?? c?.arguments ?? c?.parameters ?? {};
    if (typeof name === 'string' && known.has(name))
      out.push({ id: `text_call_${i}`, name, arguments: typeof args === 'string' ? args : JSON.stringify(args) });
  });
  return out;
}

type Message = OpenAI.ChatCompletionMessageParam;

/** For a server without `tools`: the tool list goes into the system prompt, calls and results into text. */
export function toTextProtocol(messages: Message[], tools: OpenAI.ChatCompletionTool[]): Message[] {
  const catalogue = tools
    .flatMap((t) => (t.type === 'function' ? [t.function] : []))
    .map((f) => `- ${f.name}: ${f.description ?? ''} Parameters (JSON schema): ${JSON.stringify(f.parameters ?? {})}`)
    .join('\n');
  const protocol =
    `\n\nYou can call these tools:\n${catalogue}\n\nTo call tools, answer with JSON only, exactly ` +
    '{"tool_calls":[{"name":"<tool>","arguments":{...}}]}. Tool results come back in the next message. ' +
    'When you are finished, answer in plain text without JSON.';
  return messages.map((m): Message => {
    if (m.role === 'system') return { role: 'system', content: `${String(m.content)}${protocol}` };
    if (m.role === 'assistant' && m.tool_calls?.length)
      return {
        role: 'assistant',
        content: JSON.stringify({
          tool_calls: m.tool_calls.flatMap((c) =>
            c.type === 'function'
              ? [{ name: c.function.name, arguments: JSON.parse(c.function.arguments || '{}') as unknown }]
              : [],
          ),
        }),
      };
    if (m.role === 'tool') return { role: 'user', content: `Result of ${m.tool_call_id}: ${String(m.content)}` };
    return m;
  });
}

/**
 * fetch for the SDK: an error body without OpenAI's `{ error: {...} }` envelope (vLLM's top-level
 * `{ object: "error", message }`, FastAPI's `{ detail }`) is wrapped in one, so its message survives into
 * the SDK's error and a refused feature can be recognised.
 */
export const envelopeErrors =
  (inner: typeof fetch = fetch): typeof fetch =>
  async (input, init) => {
    const res = await inner(input, init);
    if (res.ok) return res;
    const text = await res.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    const wrapped =
      body && typeof body === 'object' && !('error' in body)
        ? JSON.stringify({
            error: {
              message:
                typeof (body as { message?: unknown }).message === 'string'
                  ? (body as { message: string }).message
                  : JSON.stringify(body),
            },
          })
        : text;
    const headers = new Headers(res.headers);
    headers.delete('content-length');
    headers.delete('content-encoding');
    return new Response(wrapped, { status: res.status, statusText: res.statusText, headers });
  };
