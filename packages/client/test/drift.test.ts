// The committed client types and docs/api.md are what the running gateway documents: regenerate them with
// `npm run client:generate`.
// (openapi-typescript is ESM-only, so the check runs as its own process against this gateway; asynchronously,
// since the gateway answering it lives in this process.)
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { startGateway, type TestGateway } from '../../../test/helpers/stack';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(() => gw.close());

test('packages/client/src/schema.ts and docs/api.md match the served OpenAPI document', async () => {
  const script = path.resolve(__dirname, '../scripts/generate.ts');
  const run = await promisify(execFile)(process.execPath, ['--import', 'tsx', script, '--check', gw.url]).then(
    (r) => ({ code: 0, stderr: r.stderr }),
    (err: { code?: number; stderr?: string }) => ({ code: err.code ?? 1, stderr: err.stderr ?? String(err) }),
  );
  expect(run).toEqual({ code: 0, stderr: '' });
}, 120_000);
