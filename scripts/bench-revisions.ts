// `npm run bench:revisions`: the revision corpus (test/revisions-corpus) through the real revision workflow
// with no model: real Temporal, PostgreSQL, workers and the gateway's POST /revisions. Each request goes to
// a fresh copy of the deterministic writer's plumber site (with photos); its outcome and the published
// document are graded against the case's expected change. Prints applied-correctly, clarified and
// wrong-edit rates (targets: >= 80% applied, 0 wrong edits).
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import path from 'node:path';
import { Client, Connection } from '@temporalio/client';
import { createLogger, loadEnv } from '../packages/config/src';
import { createAccount, createDb, issueApiKey } from '../packages/db/src';
import { createMapsUrlResolver } from '../packages/net/src';
import { createPlacesProvider } from '../packages/places/src';
import { parseSiteDocument, type SiteDocument } from '../packages/site-kit/src';
import { createLocalSiteStorage } from '../packages/storage/src';
import { createApp } from '../services/gateway/src/app';
import { CORPUS } from '../test/revisions-corpus/corpus';
import { grade, type Grade } from '../test/revisions-corpus/grade';
import { revisionEnded, seedDeployedSite } from '../test/helpers/revisions';
import { startWorkers, tempDataDir } from '../test/helpers/worker';
import { startInfra } from './lib/stack';

const pct = (n: number, d: number) => `${((100 * n) / Math.max(1, d)).toFixed(1)}%`;
const BATCH = Number(process.env.BENCH_BATCH ?? 6);
const STUCK_MS = Number(process.env.BENCH_STUCK_MS ?? 240_000);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function main() {
  const infra = await startInfra('test');
  const dataDir = tempDataDir();
  const env = loadEnv({
    ...process.env,
    DATABASE_URL: infra.databaseUrl,
    TEMPORAL_ADDRESS: infra.temporalAddress,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    TASK_QUEUE_PREFIX: 'bench-rev-',
    FREE_HOST_DOMAIN: 'sites.test',
    RATE_LIMIT_PER_MINUTE: '100000',
    DAILY_REVISION_QUOTA: '100000',
    OPENAI_API_KEY: '',
  });
  const db = createDb(env.DATABASE_URL, 10);
  const storage = createLocalSiteStorage(path.join(dataDir, 'sites'));
  const connection = await Connection.connect({ address: env.TEMPORAL_ADDRESS });
  const temporal = new Client({ connection });
  const workers = await startWorkers(env, db, ['siteBuild'], { storage, llm: null });
  const server: Server = createApp({
    env,
    db,
    temporal,
    log: createLogger('bench', 'silent'),
    resolveMapsUrl: createMapsUrlResolver(),
    places: createPlacesProvider(env, db),
    storage,
  }).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const account = await createAccount(db, {
      email: `bench-revisions-${Date.now()}@example.com`,
      verified: true,
      signupCredits: 100_000,
    });
    const { key } = await issueApiKey(db, account.id);
    // Every case on its own fresh site; a batch at a time is admitted together (different sites run in parallel).
    const grades: { prompt: string; expect: string; grade: Grade; problems: string[]; detail: string }[] = [];
    const durations: number[] = [];
    for (let from = 0; from < CORPUS.length; from += BATCH) {
      const runs = [];
      for (const c of CORPUS.slice(from, from + BATCH)) {
        const seeded = await seedDeployedSite(db, storage, env, account, { photos: true });
        runs.push({ c, before: seeded.doc!, siteId: seeded.site.id });
      }
      const admitted = [];
      for (const r of runs) {
        const started = Date.now();
        const res = await fetch(`${api}/v1/sites/${r.siteId}/revisions`, {
          method: 'POST',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: JSON.stringify({ prompt: r.c.prompt }),
        });
        const body = (await res.json()) as { revisionId?: string; error?: string };
        if (res.status !== 202 || !body.revisionId)
          throw new Error(`"${r.c.prompt}": ${res.status} ${JSON.stringify(body)}`);
        admitted.push({ ...r, revisionId: body.revisionId, started });
      }
      for (const r of admitted) {
        const row = await revisionEnded(db, r.revisionId, STUCK_MS).catch(() => null);
        if (!row) {
          // Never ran (see the report): counted as failed, not waited on forever.
          const stuck = await db.revision.findUniqueOrThrow({ where: { id: r.revisionId } });
          grades.push({
            prompt: r.c.prompt,
            expect: r.c.expect,
            grade: 'failed',
            problems: [`still ${stuck.status} after ${STUCK_MS / 1000} s`],
            detail: '',
          });
          continue;
        }
        durations.push((row.finishedAt ?? new Date()).getTime() - r.started);
        let after: SiteDocument | null = null;
        if (row.releaseId) {
          const release = await db.siteRelease.findUniqueOrThrow({ where: { id: row.releaseId } });
          after = parseSiteDocument(release.document);
        }
        const g = grade(r.c, row.status as 'complete' | 'clarification_needed' | 'failed', r.before, after);
        grades.push({
          prompt: r.c.prompt,
          expect: r.c.expect,
          ...g,
          detail: row.summary ?? row.question ?? row.reasonDetail ?? '',
        });
      }
      process.stderr.write(`${grades.length}/${CORPUS.length} graded\n`);
    }
    const count = (g: Grade) => grades.filter((x) => x.grade === g).length;
    const applyCases = grades.filter((g) => g.expect === 'apply').length;
    const n = grades.length;
    console.log(
      `\n${n} change requests (${applyCases} asking for a change, ${n - applyCases} where a question is right),`,
    );
    console.log('each on a fresh generated site through the real revision workflow, rule-based agent (no model)\n');
    for (const g of grades.filter((x) => x.grade !== 'applied' && !(x.grade === 'clarified' && x.expect === 'clarify')))
      console.log(`  ${g.grade.padEnd(9)} ${g.prompt}\n            ${g.problems.join('; ') || g.detail}`);
    console.log(`\napplied correctly: ${count('applied')}/${applyCases} (${pct(count('applied'), applyCases)})`);
    console.log(
      `clarified:         ${count('clarified') + count('missed')}/${n} (${pct(count('clarified') + count('missed'), n)}; ` +
        `${count('clarified')} where a question was right, ${count('missed')} where a change was asked)`,
    );
    console.log(`wrong edits:       ${count('wrong')}/${n} (${pct(count('wrong'), n)})`);
    console.log(`failed:            ${count('failed')}/${n}`);
    console.log(`median time from admission to outcome: ${median(durations)} ms`);
    if (count('wrong') > 0 || count('applied') / applyCases < 0.8) process.exitCode = 1;
  } finally {
    await new Promise((r) => server.close(r));
    await workers.stop();
    await connection.close();
    await db.$disconnect();
    await infra.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
