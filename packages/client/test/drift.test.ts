// The committed client types are what the running gateway documents: regenerate with `npm run client:generate`.
// (openapi-typescript is ESM-only, so the check runs as its own process against this gateway.)
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { startGateway, type TestGateway } from '../../../test/helpers/stack';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(() => gw.close());

test('packages/client/src/schema.ts matches the served OpenAPI document', () => {
  const script = path.resolve(__dirname, '../scripts/generate.ts');
  const run = spawnSync(process.execPath, ['--import', 'tsx', script, '--check', gw.url], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
}, 60_000);
