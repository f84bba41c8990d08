// A webhook receiver on 127.0.0.1 for tests: records every request and checks signatures with its own
// HMAC code (not the service's), in constant time, the way a customer's receiver would.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db } from '@sgs/db';

export interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  rawBody: string;
  body: Record<string, unknown>;
  at: number;
}

type Reply = { status: number; body?: string; headers?: Record<string, string>; delayMs?: number } | 'hang';

export interface Receiver {
  url: string;
  port: number;
  requests: Received[];
  /** What to answer next; the last entry repeats. */
  replies: Reply[];
  close(): Promise<void>;
  waitFor(n: number, timeoutMs?: number): Promise<Received[]>;
}

/** Independent check of X-Service-Signature: HMAC-SHA256(key = UTF-8 secret, `<timestamp>.<raw body>`), constant time. */
export function signatureValid(r: Received, secret: string): boolean {
  const ts = String(r.headers['x-service-timestamp'] ?? '');
  const given = Buffer.from(String(r.headers['x-service-signature'] ?? ''));
  const want = Buffer.from(`sha256=${createHmac('sha256', secret).update(`${ts}.${r.rawBody}`).digest('hex')}`);
  return given.length === want.length && timingSafeEqual(given, want);
}

export async function startReceiver(opts: { port?: number; replies?: Reply[] } = {}): Promise<Receiver> {
  const requests: Received[] = [];
  const state = { replies: opts.replies ?? [{ status: 200, body: 'ok' }] };
  const pending = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(rawBody);
      } catch {
        /* not JSON */
      }
      requests.push({ path: req.url ?? '/', headers: req.headers, rawBody, body, at: Date.now() });
      const reply = state.replies.length > 1 ? state.replies.shift()! : state.replies[0]!;
      if (reply === 'hang') return void pending.add(res);
      setTimeout(() => res.writeHead(reply.status, reply.headers).end(reply.body ?? ''), reply.delayMs ?? 0);
    });
  });
  await new Promise<void>((r) => server.listen(opts.port ?? 0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    port,
    requests,
    get replies() {
      return state.replies;
    },
    set replies(v: Reply[]) {
      state.replies = v;
    },
    async close() {
      for (const res of pending) res.destroy();
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
    async waitFor(n, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (requests.length < n) {
        if (Date.now() > deadline)
          throw new Error(`receiver got ${requests.length} of ${n} requests in ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return requests;
    },
  };
}

/** Polls a condition, bounded in time. */
export async function eventually<T>(
  fn: () => Promise<T | null | undefined | false>,
  timeoutMs = 20_000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`${what} not reached within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A deployed site row owned by the account, without running a build. */
export async function createTestSite(
  db: Db,
  accountId: string,
  opts: { contactEmail?: string | null; origin?: string } = {},
) {
  const slug = `form-test-${randomUUID().slice(0, 8)}`;
  return db.site.create({
    data: {
      accountId,
      slug,
      businessName: 'Form Test Bakery',
      status: 'complete',
      generationPhase: 'complete',
      deploymentUrl: `http://${slug}.localhost:3001/`,
      operatorEmail: 'operator@example.com',
      contactEmail: opts.contactEmail === undefined ? 'owner@bakery.example' : opts.contactEmail,
      origin: opts.origin ?? 'service_public',
      buildRequest: {},
    },
  });
}
