// Fast workflow tests: the production workflow bundle on the real Temporal server of the test run, with every
// activity stubbed in-process (no database, no Chromium). RECORD_HISTORIES=1 writes each finished workflow's
// history to ./histories/, which replay.test.ts replays against the current code on every run.
import fs from 'node:fs';
import path from 'node:path';
import { Client, Connection, type WorkflowHandle } from '@temporalio/client';
import { historyToJSON } from '@temporalio/common/lib/proto-utils';
import { DefaultLogger, NativeConnection, Runtime, Worker } from '@temporalio/worker';
import { taskQueue } from '@sgs/contracts';
import { testEnv, uniquePrefix } from '../../../../test/helpers/env';
import { workflowBundle } from '../../../../test/helpers/worker';

export const HISTORIES_DIR = path.join(__dirname, 'histories');

// Workers' state changes are noise here; warnings and errors still show.
try {
  Runtime.install({ logger: new DefaultLogger('WARN') });
} catch {
  // already installed in this jest worker
}

type Stubs = Record<string, (...args: never[]) => unknown>;

export interface Harness {
  client: Client;
  prefix: string;
  /** the site-build / delivery queue name workflows run on in this harness */
  queue: string;
  /** every stubbed activity call, in order: [name, args] */
  calls: [string, unknown[]][];
  /** names of the calls so far */
  names(): string[];
  /** Runs `fn` while a workflow worker (and a visual-review activity worker) poll. */
  run<T>(fn: () => Promise<T>): Promise<T>;
  /** Waits for the result; with RECORD_HISTORIES=1 also stores the history as histories/<name>.json. */
  finish<T>(handle: WorkflowHandle, name: string): Promise<T>;
  close(): Promise<void>;
}

/** A harness whose activities are `stubs` (review activities run on the visual-review queue, as in production). */
export async function harness(name: string, stubs: Stubs): Promise<Harness> {
  const env = testEnv({ TASK_QUEUE_PREFIX: uniquePrefix(`wf-${name}`) });
  const prefix = env.TASK_QUEUE_PREFIX;
  const connection = await Connection.connect({ address: env.TEMPORAL_ADDRESS });
  const client = new Client({ connection, namespace: env.TEMPORAL_NAMESPACE });
  const native = await NativeConnection.connect({ address: env.TEMPORAL_ADDRESS });
  const calls: [string, unknown[]][] = [];
  const recorded = Object.fromEntries(
    Object.entries(stubs).map(([k, fn]) => [
      k,
      (...args: never[]) => {
        calls.push([k, args]);
        return fn(...args);
      },
    ]),
  );
  const queue = taskQueue('siteBuild', prefix);
  const bundle = await workflowBundle();
  return {
    client,
    prefix,
    queue,
    calls,
    names: () => calls.map(([n]) => n),
    async run(fn) {
      const main = await Worker.create({
        connection: native,
        taskQueue: queue,
        workflowBundle: bundle,
        activities: recorded,
      });
      const review = await Worker.create({
        connection: native,
        taskQueue: taskQueue('visualReview', prefix),
        activities: recorded,
      });
      return main.runUntil(review.runUntil(fn));
    },
    async finish<T>(handle: WorkflowHandle, historyName: string): Promise<T> {
      const result = (await handle.result()) as T;
      await recordHistory(handle, historyName);
      return result;
    },
    async close() {
      await native.close();
      await connection.close();
    },
  };
}

/** With RECORD_HISTORIES=1, stores the (closed) run's history as histories/<name>.json. */
export async function recordHistory(handle: WorkflowHandle, name: string): Promise<void> {
  if (process.env.RECORD_HISTORIES !== '1') return;
  const history = await handle.fetchHistory();
  fs.mkdirSync(HISTORIES_DIR, { recursive: true });
  fs.writeFileSync(
    path.join(HISTORIES_DIR, `${name}.json`),
    JSON.stringify(JSON.parse(historyToJSON(history)), null, 1) + '\n',
  );
}

/** Search attributes of a workflow as plain strings (SiteId, AccountId, Phase). */
export async function searchAttributesOf(handle: WorkflowHandle): Promise<Record<string, string>> {
  const d = await handle.describe();
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(d.searchAttributes ?? {})) if (Array.isArray(v)) out[k] = String(v[0]);
  return out;
}

/** Polls until `probe` is truthy (bounded). */
export async function until<T>(probe: () => Promise<T>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}
