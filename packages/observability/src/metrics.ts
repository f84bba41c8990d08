import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds buckets from 5 ms to 10 min: HTTP requests at the low end, builds and reviews at the high end. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600];

/** Every metric the service exposes; one registry per process (GET /metrics on METRICS_PORT). */
export function createMetrics(service: string) {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  const m = {
    registry,
    httpDuration: new Histogram({
      name: 'sgs_http_request_duration_seconds',
      help: 'HTTP request latency by route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: BUCKETS,
      registers: [registry],
    }),
    builds: new Counter({
      name: 'sgs_builds_total',
      help: 'Finished site builds by outcome (complete, or failed with the phase that failed)',
      labelNames: ['outcome', 'phase'] as const,
      registers: [registry],
    }),
    phaseDuration: new Histogram({
      name: 'sgs_build_phase_duration_seconds',
      help: 'Duration of each build phase activity (research, generation, review, deploy) by outcome',
      labelNames: ['phase', 'outcome'] as const,
      buckets: BUCKETS,
      registers: [registry],
    }),
    reviewDuration: new Histogram({
      name: 'sgs_review_duration_seconds',
      help: 'Visual review of one release at three widths, by outcome',
      labelNames: ['outcome'] as const,
      buckets: BUCKETS,
      registers: [registry],
    }),
    activityDuration: new Histogram({
      name: 'sgs_activity_duration_seconds',
      help: 'Every Temporal activity execution by type and outcome',
      labelNames: ['activity', 'outcome'] as const,
      buckets: BUCKETS,
      registers: [registry],
    }),
    webhookAttempts: new Counter({
      name: 'sgs_webhook_attempts_total',
      help: 'Webhook delivery attempts by outcome (delivered, retry, permanent, cancelled, error)',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
  };
  return m;
}
export type Metrics = ReturnType<typeof createMetrics>;

/**
 * A gauge read at scrape time (queue depths, credit movements from PostgreSQL): `collect` returns label values
 * and numbers; a failing read leaves the gauge empty for that scrape.
 */
export function scrapeGauge(
  metrics: Metrics,
  name: string,
  help: string,
  labelNames: string[],
  collect: () => Promise<{ labels: Record<string, string>; value: number }[]>,
): Gauge {
  return new Gauge({
    name,
    help,
    labelNames,
    registers: [metrics.registry],
    async collect() {
      this.reset();
      const rows = await collect().catch(() => []);
      for (const r of rows) this.set(r.labels, r.value);
    },
  });
}
