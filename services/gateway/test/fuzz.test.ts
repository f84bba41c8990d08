import fc from 'fast-check';
import Ajv2020 from 'ajv/dist/2020';
import { testEnv, uniquePrefix } from '../../../test/helpers/env';
import { createTestSite } from '../../../test/helpers/receiver';
import { newAccount, startGateway, type TestGateway } from '../../../test/helpers/stack';

// Issue 12 suite: every endpoint of the served OpenAPI document, fed property-based junk (fast-check) in path
// parameters, query strings, headers and bodies. Bounded (RUNS per operation) so the CI run stays short.
// Assertions: never a 5xx (except a documented 503 for an unconfigured provider); every JSON error carries an `error` string; documented JSON responses match their schema.
jest.setTimeout(300_000);
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

type Schema = Record<string, unknown>;
type Operation = {
  method: string;
  path: string;
  params: string[];
  body?: Schema;
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
};

let gw: TestGateway;
let key: string;
let siteId: string;
let doc: { paths: Record<string, Record<string, Schema>>; components?: Schema };
const ops: Operation[] = [];
const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false });

beforeAll(async () => {
  gw = await startGateway({
    env: testEnv({
      TASK_QUEUE_PREFIX: uniquePrefix('fuzz'),
      RATE_LIMIT_PER_MINUTE: '1000000',
      DAILY_SITE_QUOTA: '1000000',
      DNS_RESOLVER_SERVERS: '127.0.0.1:9',
      DNS_TIMEOUT_MS: '200',
    }),
  });
  const a = await newAccount(gw.db);
  key = a.key;
  siteId = (await createTestSite(gw.db, a.account.id)).id;
  doc = (await (await fetch(`${gw.url}/v1/openapi.json`)).json()) as typeof doc;
  ajv.addSchema({ $id: 'doc', components: doc.components ?? {} });
  for (const [path, methods] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(methods)) {
      const content = (op.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined)?.content;
      ops.push({
        method: method.toUpperCase(),
        path,
        params: [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!),
        body: content?.['application/json']?.schema,
        responses: (op.responses ?? {}) as Operation['responses'],
      });
    }
});
afterAll(() => gw.close());

/** A schema from the document, its `$ref`s pointed at the registered copy of the components. */
const compile = (schema: Schema) =>
  ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/')) as Schema);

const junkText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.fullUnicodeString({ maxLength: 20 }),
  fc.constantFrom('\u0000', '\ud800', '-'.repeat(36), 'a'.repeat(36), '../../etc/passwd', '%00', ' ', '💥', 'null'),
  fc.uuid(),
);
const param = fc.oneof(fc.constant('SITE'), junkText);
const json: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 3 });

/** A body near the documented shape: its property names with junk values, or plain junk. */
function bodyFor(schema: Schema | undefined): fc.Arbitrary<unknown> {
  const resolved = schema?.$ref
    ? ((doc.components?.schemas as Record<string, Schema> | undefined)?.[String(schema.$ref).split('/').pop()!] ?? {})
    : (schema ?? {});
  const names = Object.keys((resolved.properties as Schema | undefined) ?? {});
  const shaped = names.length
    ? fc.dictionary(fc.constantFrom(...names), fc.oneof(json, junkText), { maxKeys: names.length })
    : fc.constant({});
  return fc.oneof(shaped, json, fc.dictionary(junkText, json, { maxKeys: 4 }));
}

it('no operation answers 5xx to junk; errors are { error }; documented JSON bodies match their schemas', async () => {
  expect(ops.length).toBeGreaterThan(20);
  const failures: string[] = [];
  for (const op of ops) {
    await fc.assert(
      fc.asyncProperty(
        fc.array(param, { minLength: op.params.length, maxLength: op.params.length }),
        bodyFor(op.body),
        fc.option(fc.dictionary(fc.constantFrom('limit', 'cursor', 'include_assets', 'q'), junkText), {
          nil: undefined,
        }),
        fc.boolean(),
        async (values, body, query, withKey) => {
          let path = op.path;
          op.params.forEach((p, i) => {
            const v = values[i] === 'SITE' ? (p === 'id' ? siteId : 'x') : values[i]!;
            path = path.replace(`{${p}}`, encodeURIComponent(v));
          });
          const qs = query ? `?${new URLSearchParams(query as Record<string, string>).toString()}` : '';
          const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
          if (withKey) headers.authorization = `Bearer ${key}`;
          const res = await fetch(gw.url + path + qs, {
            method: op.method,
            headers,
            body: op.method === 'GET' || op.method === 'DELETE' ? undefined : JSON.stringify(body),
            redirect: 'manual',
          });
          const type = res.headers.get('content-type') ?? '';
          const text = await res.text();
          const where = `${op.method} ${path}${qs} -> ${res.status}`;
          // A documented 503 (a provider that is not configured here) is an answer, not a failure.
          const documented503 = res.status === 503 && op.responses['503'];
          if (res.status >= 500 && !documented503) return void failures.push(`${where}: ${text.slice(0, 200)}`);
          if (!type.includes('application/json')) return;
          const parsed = JSON.parse(text) as Record<string, unknown>;
          if (res.status >= 400 && typeof parsed.error !== 'string')
            return void failures.push(`${where}: error JSON without an error string`);
          const documented = op.responses[String(res.status)]?.content?.['application/json']?.schema;
          if (res.status < 300 && documented) {
            const validate = compile(documented);
            if (!validate(parsed)) failures.push(`${where}: ${ajv.errorsText(validate.errors)}`);
          }
        },
      ),
      { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 20261123) },
    );
  }
  expect(failures).toEqual([]);
});

it('answers every id-shaped-but-not-a-UUID path value (36 hyphens, 36 letters) with a 4xx, signed in', async () => {
  const failures: string[] = [];
  for (const op of ops.filter((o) => o.params.length))
    for (const bad of ['-'.repeat(36), 'z'.repeat(36), '00000000-0000-0000-0000-00000000000g']) {
      const path = op.params.reduce((p, name) => p.replace(`{${name}}`, bad), op.path);
      const res = await fetch(gw.url + path, {
        method: op.method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        body: op.method === 'GET' || op.method === 'DELETE' ? undefined : '{}',
        redirect: 'manual',
      });
      const documented503 = res.status === 503 && op.responses['503'];
      if (res.status >= 500 && !documented503) failures.push(`${op.method} ${path} -> ${res.status}`);
    }
  expect(failures).toEqual([]);
});
