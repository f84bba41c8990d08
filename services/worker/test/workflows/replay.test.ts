// Replays the recorded histories in ./histories against the current workflow code: a change that breaks
// determinism for workflows already running (without a `patched` guard) fails here. Re-record with
//   RECORD_HISTORIES=1 npm test -- services/worker/test/workflows
// only when the old histories can no longer be running anywhere (docs/operations.md, upgrades).
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from '@temporalio/worker';
import * as workflows from '@sgs/workflows';
import { workflowBundle } from '../../../../test/helpers/worker';
import { HISTORIES_DIR } from './harness';

const files = fs
  .readdirSync(HISTORIES_DIR)
  .filter((f) => f.endsWith('.json'))
  .sort();
const histories = files.map((f) => ({
  workflowId: path.basename(f, '.json'),
  history: JSON.parse(fs.readFileSync(path.join(HISTORIES_DIR, f), 'utf8')) as {
    events: { workflowExecutionStartedEventAttributes?: { workflowType?: { name?: string } } }[];
  },
}));

it('has a recorded history of every workflow type the worker registers', () => {
  const recorded = new Set(
    histories.map((h) => h.history.events[0]?.workflowExecutionStartedEventAttributes?.workflowType?.name),
  );
  const missing = Object.keys(workflows).filter((name) => !recorded.has(name));
  expect(missing).toEqual([]);
});

it('replays every recorded history against the current workflow code', async () => {
  expect(histories.length).toBeGreaterThan(0);
  const failures: string[] = [];
  for await (const result of Worker.runReplayHistories({ workflowBundle: await workflowBundle() }, histories)) {
    if (result.error) failures.push(`${result.workflowId}: ${result.error.message}`);
  }
  expect(failures).toEqual([]);
}, 120_000);
