import { randomUUID } from 'node:crypto';
import { loadEnv, type Env } from '@sgs/config';

/** The test run's environment (scripts/test.ts sets DATABASE_URL and TEMPORAL_ADDRESS) with overrides. */
export function testEnv(overrides: Partial<Record<keyof Env, string>> = {}): Env {
  // Every test client is 127.0.0.1: a high failed-auth limit keeps one file's 401 checks from tripping another's.
  return loadEnv({
    ...process.env,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    AUTH_FAILURE_LIMIT: process.env.AUTH_FAILURE_LIMIT ?? '100000',
    ...overrides,
  });
}

/** A task-queue prefix of its own, so one test file's worker never takes another file's workflows. */
export const uniquePrefix = (name: string) => `test-${name}-${randomUUID().slice(0, 8)}-`;
