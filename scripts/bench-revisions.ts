// `npm run bench:revisions`: the revision corpus (test/revisions-corpus) through the real revision workflow
// with no model: real Temporal, PostgreSQL, workers and the gateway's POST /revisions. Each request goes to
// a fresh copy of the deterministic writer's plumber site (with photos); its outcome and the published
// document are graded against the case's expected change. Prints applied-correctly, clarified and
// wrong-edit rates (targets: >= 80% applied, 0 wrong edits), and per group (test/revisions-corpus/groups.ts)
// how many summaries claim what the live site does not show (target 0), applied, rightly asked and wrong.
// Then the corpus in the seven other site languages (test/revisions-corpus/languages.ts), each request on a fresh
// site written in its language, with one line per language. BENCH_LANGUAGES=0 skips it, BENCH_LANGUAGES=only runs
// only it.
import { parseSiteDocument, type SiteDocument } from '../packages/site-kit/src';
import { unverifiedClaims } from '../packages/revision-agent/src';
import { CORPUS, type Case } from '../test/revisions-corpus/corpus';
import { LANGUAGE_CORPUS, languageInput, type CaseLanguage } from '../test/revisions-corpus/languages';
import { grade, type Grade } from '../test/revisions-corpus/grade';
import { revisionEnded, seedDeployedSite } from '../test/helpers/revisions';
import { median, pct, postJson, startBenchStack } from './lib/bench-stack';

const BATCH = Number(process.env.BENCH_BATCH ?? 6);
const STUCK_MS = Number(process.env.BENCH_STUCK_MS ?? 240_000);

async function main() {
  const stack = await startBenchStack('bench-revisions', ['siteBuild'], {
    FREE_HOST_DOMAIN: 'sites.test',
    RATE_LIMIT_PER_MINUTE: '100000',
    DAILY_REVISION_QUOTA: '100000',
    OPENAI_API_KEY: '',
  });
  const { db, storage, env, account } = stack;
  try {
    // Every case on its own fresh site; a batch at a time is admitted together (different sites run in parallel).
    const grades: {
      prompt: string;
      expect: string;
      group?: string;
      language: string;
      grade: Grade;
      problems: string[];
      detail: string;
      /** A complete revision whose summary claims something the live site does not show. */
      unclaimed?: boolean;
    }[] = [];
    const durations: number[] = [];
    const only = process.env.BENCH_LANGUAGES;
    const cases: (Case & { language?: CaseLanguage })[] = [
      ...(only === 'only' ? [] : CORPUS),
      ...(only === '0' ? [] : LANGUAGE_CORPUS),
    ];
    for (let from = 0; from < cases.length; from += BATCH) {
      const runs = [];
      for (const c of cases.slice(from, from + BATCH)) {
        const seeded = await seedDeployedSite(db, storage, env, account, {
          photos: true,
          input: c.language ? languageInput(c.language) : undefined,
        });
        runs.push({ c, before: seeded.doc!, siteId: seeded.site.id });
      }
      const admitted = [];
      for (const r of runs) {
        const started = Date.now();
        const { status, body } = await postJson<{ revisionId?: string; error?: string; reason?: string }>(
          stack,
          `/v1/sites/${r.siteId}/revisions`,
          { prompt: r.c.prompt },
        );
        // Refused at admission (spec part 7): nothing ran, nothing changed.
        if (status === 422 && body.error === 'out_of_scope') {
          durations.push(Date.now() - started);
          grades.push({
            prompt: r.c.prompt,
            expect: r.c.expect,
            group: r.c.group,
            language: r.c.language ?? 'en',
            ...grade(r.c, 'out_of_scope', r.before, null),
            detail: body.reason ?? '',
          });
          continue;
        }
        if (status !== 202 || !body.revisionId) throw new Error(`"${r.c.prompt}": ${status} ${JSON.stringify(body)}`);
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
            group: r.c.group,
            language: r.c.language ?? 'en',
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
        // What the summary claims, checked against the live site (the release the site serves now).
        const site = row.status === 'complete' ? await db.site.findUniqueOrThrow({ where: { id: r.siteId } }) : null;
        const live = site?.currentReleaseId
          ? await db.siteRelease.findUnique({ where: { id: site.currentReleaseId } })
          : null;
        const liveDoc = live ? parseSiteDocument(live.document) : null;
        grades.push({
          prompt: r.c.prompt,
          expect: r.c.expect,
          group: r.c.group,
          language: r.c.language ?? 'en',
          unclaimed: !!liveDoc && !!unverifiedClaims(r.before, liveDoc, [], row.summary ?? ''),
          ...g,
          detail: row.summary ?? row.question ?? row.reasonDetail ?? '',
        });
      }
      process.stderr.write(`${grades.length}/${cases.length} graded\n`);
    }
    const count = (g: Grade) => grades.filter((x) => x.grade === g).length;
    const applyCases = grades.filter((g) => g.expect === 'apply').length;
    const refuseCases = grades.filter((g) => g.expect === 'out_of_scope').length;
    const n = grades.length;
    console.log(
      `\n${n} change requests (${applyCases} asking for a change, ${n - applyCases - refuseCases} where a question is right, ` +
        `${refuseCases} out of scope),`,
    );
    console.log(
      'each on a fresh generated site (in the language of the request) through the real revision workflow, ' +
        'rule-based agent (no model)\n',
    );
    for (const g of grades.filter((x) => !['applied', 'clarified', 'refused'].includes(x.grade) || x.unclaimed))
      console.log(
        `  ${(g.unclaimed ? 'unclaimed' : g.grade).padEnd(9)} ${g.prompt}\n            ${g.problems.join('; ') || g.detail}`,
      );
    console.log(`\napplied correctly: ${count('applied')}/${applyCases} (${pct(count('applied'), applyCases)})`);
    console.log(
      `clarified:         ${count('clarified') + count('missed')}/${n} (${pct(count('clarified') + count('missed'), n)}; ` +
        `${count('clarified')} where a question was right, ${count('missed')} where a change was asked)`,
    );
    console.log(`out of scope:      ${count('refused')}/${refuseCases} refused (422 out_of_scope)`);
    console.log(`wrong edits:       ${count('wrong')}/${n} (${pct(count('wrong'), n)})`);
    console.log(`failed:            ${count('failed')}/${n}`);
    console.log(`median time from admission to outcome: ${median(durations)} ms`);
    const unclaimed = grades.filter((g) => g.unclaimed).length;
    console.log(`claimed but not on the live site: ${unclaimed}`);
    for (const group of ['all', ...new Set(grades.flatMap((g) => (g.group ? [g.group] : [])))]) {
      const of = grades.filter((g) => group === 'all' || g.group === group);
      const n = (gr: Grade) => of.filter((x) => x.grade === gr).length;
      console.log(
        `  ${group.padEnd(13)} ${of.length} requests: claimed but not on the live site ${of.filter((g) => g.unclaimed).length}, ` +
          `applied ${n('applied')}, rightly asked ${n('clarified')}, wrong ${n('wrong')}, asked instead ${n('missed')}, failed ${n('failed')}`,
      );
    }
    console.log('\nper language of the request and the site:');
    for (const language of new Set(grades.map((g) => g.language))) {
      const of = grades.filter((g) => g.language === language);
      const n = (gr: Grade) => of.filter((x) => x.grade === gr).length;
      const asks = of.filter((g) => g.expect === 'apply').length;
      console.log(
        `  ${language}  ${String(of.length).padStart(3)} requests: applied ${n('applied')}/${asks} (${pct(n('applied'), asks)}), ` +
          `rightly asked ${n('clarified')}, wrong ${n('wrong')}, asked instead ${n('missed')}, failed ${n('failed')}`,
      );
    }
    if (unclaimed > 0 || count('wrong') > 0 || count('applied') / applyCases < 0.8) process.exitCode = 1;
  } finally {
    await stack.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
