// Every schema in the OpenAPI document carries an example, and each example is accepted by the zod schema the
// gateway validates requests and shapes responses with (so the examples cannot drift from the API).
import { getRefId } from '@asteasolutions/zod-to-openapi';
import * as contracts from '@sgs/contracts';
import type { z } from '@sgs/contracts';
import { startGateway, type TestGateway } from '../../../test/helpers/stack';

let gw: TestGateway;
let schemas: Record<string, { example?: unknown }>;
beforeAll(async () => {
  gw = await startGateway();
  const doc = (await (await fetch(`${gw.url}/v1/openapi.json`)).json()) as {
    components: { schemas: Record<string, { example?: unknown }> };
  };
  schemas = doc.components.schemas;
});
afterAll(() => gw.close());

const zodByRef = new Map<string, z.ZodType>();
for (const value of Object.values(contracts)) {
  const ref = value && typeof value === 'object' && '_zod' in value ? getRefId(value as z.ZodType) : undefined;
  if (ref) zodByRef.set(ref, value as z.ZodType);
}

test('every component schema has an example', () => {
  const missing = Object.entries(schemas)
    .filter(([, s]) => s.example === undefined)
    .map(([n]) => n);
  expect(missing).toEqual([]);
  expect(Object.keys(schemas).length).toBeGreaterThan(40);
});

test('each example is accepted by its zod schema', () => {
  const checked: string[] = [];
  const rejected: Record<string, unknown> = {};
  for (const [name, s] of Object.entries(schemas)) {
    const zod = zodByRef.get(name);
    if (!zod) continue;
    checked.push(name);
    const r = zod.safeParse(s.example);
    if (!r.success) rejected[name] = r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  }
  expect(rejected).toEqual({});
  for (const core of ['Site', 'CreateSiteRequest', 'Research', 'Revision', 'Release']) expect(checked).toContain(core);
});
