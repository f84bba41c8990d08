import express from 'express';
import type { GatewayDeps } from '../deps';

async function probe(fn: () => Promise<unknown>, timeoutMs = 2000) {
  const started = Date.now();
  try {
    await Promise.race([
      fn(),
      new Promise((_, reject) => setTimeout(() => reject(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs)),
    ]);
    return { ok: true, latency_ms: Date.now() - started };
  } catch (err) {
    return { ok: false, latency_ms: Date.now() - started, error: (err as Error).message };
  }
}

/** GET /healthz: PostgreSQL and Temporal reachability; 503 when either is down. */
export function healthRouter(deps: GatewayDeps) {
  const router = express.Router();
  router.get('/healthz', async (_req, res) => {
    const [postgres, temporal] = await Promise.all([
      probe(() => deps.db.$queryRaw`select 1`),
      probe(() => deps.temporal.workflowService.getSystemInfo({})),
    ]);
    const ok = postgres.ok && temporal.ok;
    res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'degraded', postgres, temporal });
  });
  return router;
}
