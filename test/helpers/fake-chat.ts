// A local OpenAI-compatible chat-completions server (loopback only) whose answers may wait: the revision
// tests hold one conversation open to show FIFO on a site, parallelism across sites, and a worker killed
// in the middle of a model call. Same wire format as packages/llm/test/fake-openai.ts. `lacks` makes it
// refuse parameters the way local servers do (vLLM, llama.cpp server), see LOCAL_SERVER_REFUSALS.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatRequest {
  model: string;
  messages: {
    role: string;
    content: string | null;
    tool_calls?: { id: string; function: { name: string; arguments: string } }[];
    tool_call_id?: string;
  }[];
  tools?: { type: string; function: { name: string } }[];
  tool_choice?: unknown;
  response_format?: { type: string };
}

/** A parameter a local server does not take. */
export type Lacking = 'tool_choice' | 'tools' | 'json_schema' | 'response_format';

/** The status and body each server answers when it meets a parameter it lacks (as those servers word them). */
export const LOCAL_SERVER_REFUSALS: Record<Lacking, { server: string; status: number; body: unknown }> = {
  tool_choice: {
    server: 'vLLM without --enable-auto-tool-choice',
    status: 400,
    body: {
      object: 'error',
      message: '"auto" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set',
      type: 'BadRequestError',
      param: null,
      code: 400,
    },
  },
  tools: {
    server: 'llama.cpp server without --jinja',
    status: 500,
    body: { error: { code: 500, message: 'Unsupported param: tools', type: 'server_error' } },
  },
  json_schema: {
    server: 'llama.cpp server (older)',
    status: 400,
    body: {
      error: {
        code: 400,
        message: 'response_format type must be one of "text" or "json_object", but got: json_schema',
        type: 'invalid_request_error',
      },
    },
  },
  response_format: {
    server: 'a server with no JSON mode',
    status: 422,
    body: {
      detail: [{ loc: ['body', 'response_format'], msg: 'extra fields not permitted', type: 'value_error.extra' }],
    },
  },
};

function refusal(body: ChatRequest, lacks: Lacking[]) {
  for (const l of lacks) {
    const present =
      l === 'tool_choice'
        ? body.tool_choice !== undefined
        : l === 'tools'
          ? body.tools !== undefined
          : l === 'json_schema'
            ? body.response_format?.type === 'json_schema'
            : body.response_format !== undefined;
    if (present) return LOCAL_SERVER_REFUSALS[l];
  }
  return null;
}
export type ChatReply = {
  content?: string;
  tool_calls?: { name: string; args: Record<string, unknown> }[];
  status?: number;
};

export async function startFakeChat(
  reply: (req: ChatRequest, n: number) => ChatReply | Promise<ChatReply>,
  opts: { lacks?: Lacking[] } = {},
) {
  const calls: ChatRequest[] = [];
  /** Requests refused for a parameter the server lacks (not passed to `reply`). */
  const refused: ChatRequest[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as ChatRequest;
      const refuse = refusal(body, opts.lacks ?? []);
      if (refuse) {
        refused.push(body);
        res.writeHead(refuse.status, { 'content-type': 'application/json' });
        return res.end(JSON.stringify(refuse.body));
      }
      calls.push(body);
      Promise.resolve(reply(body, calls.length)).then(
        (r) => {
          if (res.destroyed) return;
          if (r.status && r.status >= 400) {
            res.writeHead(r.status, { 'content-type': 'application/json' });
            return res.end(JSON.stringify({ error: { message: 'fake upstream failure', type: 'server_error' } }));
          }
          const toolCalls = r.tool_calls?.map((t, i) => ({
            id: `call_${calls.length}_${i}`,
            type: 'function',
            function: { name: t.name, arguments: JSON.stringify(t.args) },
          }));
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({
              id: `chatcmpl-${calls.length}`,
              object: 'chat.completion',
              created: 1_700_000_000,
              model: body.model,
              choices: [
                {
                  index: 0,
                  finish_reason: toolCalls ? 'tool_calls' : 'stop',
                  message: { role: 'assistant', content: r.content ?? null, tool_calls: toolCalls },
                },
              ],
              usage: { prompt_tokens: 1000, completion_tokens: 200, total_tokens: 1200 },
            }),
          );
        },
        () => res.destroy(),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    calls,
    refused,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/** The revision request a conversation is about (the user message's "Request: ..." line). */
export const requestOf = (req: ChatRequest) =>
  /Request: ([\s\S]*)$/.exec(req.messages.find((m) => m.role === 'user')?.content ?? '')?.[1] ?? '';
/** Model turns so far in this conversation (assistant messages already sent). */
export const turnOf = (req: ChatRequest) => req.messages.filter((m) => m.role === 'assistant').length + 1;
