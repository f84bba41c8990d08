import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeCall {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: { model: string; messages: { role: string; content: string }[]; response_format?: unknown; tools?: unknown };
}

/**
 * A local OpenAI-compatible server speaking the chat-completions wire format. `reply` decides each
 * answer's message (content string, or tool_calls) from the request.
 */
export async function startFakeOpenAI(
  reply: (call: FakeCall, n: number) => { content?: string; tool_calls?: unknown[]; status?: number },
) {
  const calls: FakeCall[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const call: FakeCall = { path: req.url ?? '', headers: req.headers, body: JSON.parse(raw || '{}') };
      calls.push(call);
      const r = reply(call, calls.length);
      if (r.status && r.status >= 400) {
        res.writeHead(r.status, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ error: { message: 'fake failure', type: 'server_error' } }));
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: `chatcmpl-${calls.length}`,
          object: 'chat.completion',
          created: 1_700_000_000,
          model: call.body.model,
          choices: [
            {
              index: 0,
              finish_reason: r.tool_calls ? 'tool_calls' : 'stop',
              message: { role: 'assistant', content: r.content ?? null, tool_calls: r.tool_calls },
            },
          ],
          usage: { prompt_tokens: 1000, completion_tokens: 200, total_tokens: 1200 },
        }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    calls,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
