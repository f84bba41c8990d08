import { ApiError } from '@sgs/contracts';

/** node-postgres / libpq codes for "the server is not there or not taking work right now". */
const PG_UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08006', // connection_failure
  '53300', // too_many_connections
]);
/** Prisma's codes for an unreachable server, a dropped connection and an exhausted pool. */
const PRISMA_UNAVAILABLE = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024']);
/** gRPC UNAVAILABLE and DEADLINE_EXCEEDED, as the Temporal client's ServiceError carries them in `cause.code`. */
const GRPC_UNAVAILABLE = new Set([14, 4]);

type Errorish = { name?: unknown; code?: unknown; message?: unknown; cause?: unknown; meta?: unknown };

/**
 * Which backing service an error says is unreachable (PostgreSQL or Temporal), or undefined when the error is
 * anything else. Walks the `cause` chain: drivers wrap the socket error they saw.
 */
export function unreachableDependency(err: unknown): 'database' | 'workflow engine' | undefined {
  for (let e = err as Errorish | undefined, depth = 0; e && typeof e === 'object' && depth < 6; depth++) {
    const code = e.code;
    if (e.name === 'ServiceError') {
      const cause = e.cause as Errorish | undefined;
      if (typeof cause?.code === 'number' && GRPC_UNAVAILABLE.has(cause.code)) return 'workflow engine';
    }
    if (typeof code === 'string' && (PRISMA_UNAVAILABLE.has(code) || PG_UNAVAILABLE.has(code))) return 'database';
    if (e.name === 'PrismaClientInitializationError') return 'database';
    // Raw queries through the ORM report an unreachable server only in their message (P2010, "Code: N/A").
    if (code === 'P2010' && typeof e.message === 'string' && /Can't reach database server/.test(e.message))
      return 'database';
    const adapter = (e.meta as { driverAdapterError?: unknown } | undefined)?.driverAdapterError;
    e = (adapter ?? e.cause) as Errorish | undefined;
  }
  return undefined;
}

/** 503 for a request that failed only because PostgreSQL or Temporal was unreachable: the caller should retry. */
export function unavailableError(err: unknown): ApiError | undefined {
  const dependency = unreachableDependency(err);
  if (!dependency) return undefined;
  return new ApiError(
    503,
    {
      error: 'Service temporarily unavailable',
      hint: `The ${dependency} is unreachable for a moment. Retry with backoff; an Idempotency-Key makes a retried POST safe.`,
    },
    { 'Retry-After': '5' },
  );
}
