// A local OpenAI-compatible chat-completions server (loopback only) whose answers may wait: the revision
// tests hold one conversation open to show FIFO on a site, parallelism across sites, and a worker killed
// in the middle of a model call. Same wire format as packages/llm/test/fake-openai.ts.
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
}
export type ChatReply = {
  content?: string;
  tool_calls?: { name: string; args: Record<string, unknown> }[];
  status?: number;
};

export async function startFakeChat(reply: (req: ChatRequest, n: number) => ChatReply | Promise<ChatReply>) {
  const calls: ChatRequest[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as ChatRequest;
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
