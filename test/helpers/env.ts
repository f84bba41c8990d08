import { randomUUID } from 'node:crypto';
import { loadEnv, type Env } from '@sgs/config';

/** The test run's environment (scripts/test.ts sets DATABASE_URL and TEMPORAL_ADDRESS) with overrides. */
export function testEnv(overrides: Partial<Record<keyof Env, string>> = {}): Env {
  return loadEnv({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', ...overrides });
}

/** A task-queue prefix of its own, so one test file's worker never takes another file's workflows. */
export const uniquePrefix = (name: string) => `test-${name}-${randomUUID().slice(0, 8)}-`;
