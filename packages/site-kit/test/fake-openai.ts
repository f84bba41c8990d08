// A local OpenAI-compatible server speaking the chat-completions wire format on 127.0.0.1, so the real
// SDK is exercised end to end (never mocked). `reply` scripts each answer.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name: string; schema: Record<string, unknown> } };
    temperature?: number;
  };
}

export interface FakeReply {
  content?: string;
  status?: number;
  usage?: { prompt_tokens: number; completion_tokens: number };
}

export async function startFakeOpenAI(reply: (req: FakeRequest, n: number) => FakeReply) {
  const requests: FakeRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const request: FakeRequest = {
        path: req.url ?? '',
        headers: req.headers,
        body: JSON.parse(Buffer.concat(chunks).toString() || '{}'),
      };
      requests.push(request);
      const r = reply(request, requests.length);
      const usage = r.usage ?? { prompt_tokens: 2000, completion_tokens: 800 };
      if (r.status && r.status >= 400) {
        res.writeHead(r.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'upstream exploded', type: 'server_error', code: null } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: `chatcmpl-fake-${requests.length}`,
          object: 'chat.completion',
          created: 1_763_700_000,
          model: request.body.model,
          choices: [
            {
              index: 0,
              finish_reason: 'stop',
              logprobs: null,
              message: { role: 'assistant', content: r.content ?? '', refusal: null },
            },
          ],
          usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
