// docker-compose.yml cannot run here (no Docker engine): this keeps it consistent with packages/config instead.
// Every variable given to a service built from this repository must be one the config schema knows, and the
// whole environment (with ${VAR:-default} at its default) must parse.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { envSchema } from '@sgs/config';
import { SEARCH_ATTRIBUTES } from '@sgs/contracts';

const ROOT = path.resolve(__dirname, '../../..');
type Service = {
  build?: unknown;
  image?: string;
  environment?: Record<string, unknown>;
  command?: string[];
  depends_on?: Record<string, unknown>;
};
const compose = parse(fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
};
const ours = Object.entries(compose.services).filter(([, s]) => s.build !== undefined);

/** `${NAME:-default}` -> default, as compose does with NAME unset. */
const atDefault = (v: unknown) => String(v).replace(/\$\{[A-Z0-9_]+:-([^}]*)\}/g, '$1');

it('runs the gateway, hosting, migrations and one worker per role from this repository', () => {
  expect(ours.map(([name]) => name).sort()).toEqual(
    ['gateway', 'hosting', 'migrate', 'worker-delivery', 'worker-site-build', 'worker-visual-review'].sort(),
  );
  const roles = ours.map(([, s]) => s.environment?.WORKER_ROLES).filter(Boolean);
  expect(roles.sort()).toEqual(['delivery', 'site-build', 'visual-review']);
});

it.each(ours)('%s: every variable is in the config schema and the environment parses', (_name, service) => {
  const env = Object.fromEntries(Object.entries(service.environment ?? {}).map(([k, v]) => [k, atDefault(v)]));
  const known = new Set(Object.keys(envSchema.shape));
  expect(Object.keys(env).filter((k) => !known.has(k))).toEqual([]);
  const parsed = envSchema.safeParse(env);
  expect(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([]);
});

it('keeps site files in object storage, so no service shares a disk', () => {
  for (const [name, s] of ours.filter(([n]) => n !== 'migrate')) {
    expect([name, s.environment?.STORAGE_URL]).toEqual([name, expect.stringMatching(/^s3:\/\//)]);
    expect([name, (s as { volumes?: unknown }).volumes]).toEqual([name, undefined]);
  }
});

it('registers every search attribute the workflows carry before any of our services starts', () => {
  const init = compose.services['temporal-init'];
  expect(String(init?.environment?.SEARCH_ATTRIBUTES).split(/\s+/).sort()).toEqual(
    Object.keys(SEARCH_ATTRIBUTES).sort(),
  );
  for (const [name, s] of ours.filter(([n]) => n !== 'migrate'))
    expect([name, s.depends_on?.['temporal-init']]).toEqual([name, { condition: 'service_completed_successfully' }]);
});
