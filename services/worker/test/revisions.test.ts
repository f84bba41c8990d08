// Revisions end to end without a model: the gateway admits, the siteRevisions workflow runs each revision as a
// child workflow on a real worker, the rule-based agent changes the document, a new release goes live on the
// hosting service, and exactly one event and at most one charge follow.
import { enqueueRevisionSignal, taskQueue, workflowIds, WORKFLOWS } from '@sgs/contracts';
import { FAVICON_FILES } from '@sgs/site-kit';
import { testEnv } from '../../../test/helpers/env';
import { useRevisionStack } from '../../../test/helpers/revision-stack';
import { revisionEnded, revisionEvents, seedDeployedSite } from '../../../test/helpers/revisions';
import { call, newAccount, startGateway } from '../../../test/helpers/stack';
import { eventually } from '../../../test/helpers/worker';

type Json = Record<string, unknown>;
const stack = useRevisionStack('rev');
const { env, storage, deployed, revise } = stack;
/** The hosting service caches its site lookup briefly: a new release shows within seconds. */
async function visible(check: () => Promise<void>) {
  await eventually(
    () =>
      check().then(
        () => true,
        () => false,
      ),
    'the change on the deployed site',
    10_000,
  ).catch(() => undefined);
  await check(); // fails with the assertion's own message if it never held
}
const charges = (revisionId: string) =>
  stack.gw.db.creditLedgerEntry.findMany({ where: { key: `charge:revision:${revisionId}` } });

it('applies the common requests, each visible on the deployed site, with one event and one charge each', async () => {
  const { key, account, site, host, doc } = await deployed();
  const page = async (p: string) => (await stack.hosting.visit(host, p)).body;
  const firstService = doc!.pages.flatMap((p) =>
    p.sections.flatMap((s) => (s.type === 'services' ? s.items.map((i) => i.name) : [])),
  )[0]!;
  const firstFaq = doc!.pages.flatMap((p) =>
    p.sections.flatMap((s) => (s.type === 'faq' ? s.items.map((i) => i.question) : [])),
  )[0]!;
  // The site's stylesheet is inlined in each page's <head>.
  const css = async () => /<style>([\s\S]*?)<\/style>/.exec(await page('/'))?.[1];
  const cssBefore = await css();
  expect(cssBefore).toMatch(/--c-/);
  expect(await page('/')).toContain('(217) 555-0142');

  const cases: [string, () => Promise<void>][] = [
    [
      'Change our phone number to (217) 555-0199',
      async () => {
        const home = await page('/');
        expect(home).toContain('(217) 555-0199');
        expect(home).not.toContain('(217) 555-0142');
      },
    ],
    [
      'Please update the contact email to hello@riverbend-plumbing.com',
      async () => {
        const contact = await page('/contact.html');
        expect(contact).toContain('hello@riverbend-plumbing.com');
        expect(contact).not.toContain('office@riverbend.example');
        expect((await stack.gw.db.site.findUniqueOrThrow({ where: { id: site.id } })).contactEmail).toBe(
          'hello@riverbend-plumbing.com',
        );
      },
    ],
    [
      'Change our hours: Saturday 9am-1pm, Sunday closed',
      // Times are written the way the site already shows them.
      async () => expect(await page('/contact.html')).toContain('9:00 AM – 1:00 PM'),
    ],
    [
      `Change "Riverbend Plumbing & Drain" to "Riverbend Plumbing Co."`,
      async () => expect(await page('/')).toContain('Riverbend Plumbing Co.'),
    ],
    ['Make the primary colour #0b5394', async () => expect(await css()).not.toEqual(cssBefore)],
    [
      'Switch to the Dark & Sleek style',
      async () => {
        const live = await stack.gw.db.site.findUniqueOrThrow({ where: { id: site.id } });
        const release = await stack.gw.db.siteRelease.findUniqueOrThrow({ where: { id: live.currentReleaseId! } });
        expect(release.document).toMatchObject({ theme: { style: 'Dark & Sleek', colors: { primary: '#0b5394' } } });
      },
    ],
    [
      'Add a service called Water Heater Repair: Same-day repair of tank and tankless water heaters.',
      async () => expect(await page('/services.html')).toContain('Water Heater Repair'),
    ],
    [
      `Remove the ${firstService} service`,
      async () => expect(await page('/services.html')).not.toContain(`>${firstService}</`),
    ], // its card heading; other copy may mention it
    [
      'Add a FAQ: Do you work weekends? Yes, Saturday mornings by appointment.',
      async () => expect(await page('/services.html')).toContain('Do you work weekends?'),
    ],
    [
      `Remove the FAQ about ${firstFaq}`,
      async () => expect((await page('/services.html')) + (await page('/'))).not.toContain(firstFaq.replace(/\?$/, '')),
    ],
  ];
  const balanceBefore = (await stack.gw.db.account.findUniqueOrThrow({ where: { id: account.id } })).creditsBalance;
  const releasesBefore = await stack.gw.db.siteRelease.count({ where: { siteId: site.id } });
  let charged = 0;
  for (const [prompt, check] of cases) {
    const id = await revise(key, site.id, prompt);
    const row = await revisionEnded(stack.gw.db, id, 180_000); // a loaded 2-core machine renders slowly
    expect([prompt, row.status, row.reason, row.reasonDetail]).toEqual([prompt, 'complete', null, null]);
    await visible(check);
    const events = await revisionEvents(stack.gw.db, id);
    expect(events.map((e) => e.type)).toEqual(['site.revision_complete']);
    expect(events[0]!.payload).toMatchObject({
      site_id: site.id,
      revision_id: id,
      deployment_url: `http://${host}:3001`,
      summary: row.summary,
      iterations_used: 1,
      platform_user_id: account.id,
      usage: { cost_usd: 0, tokens_in: 0, tokens_out: 0 },
      billing: { credits_charged: 20 },
    });
    const ledger = await charges(id);
    expect(ledger.map((l) => l.amount)).toEqual([-20]);
    charged += 20;
  }
  expect((await stack.gw.db.account.findUniqueOrThrow({ where: { id: account.id } })).creditsBalance).toBe(
    balanceBefore - charged,
  );
  // Releases stay: every revision added exactly one (the contact email change included: one atomic release), and
  // the first release is still stored and readable.
  expect(await stack.gw.db.siteRelease.count({ where: { siteId: site.id } })).toBe(releasesBefore + cases.length);
  expect(await stack.gw.db.siteRelease.count({ where: { siteId: site.id, kind: 'contact' } })).toBe(0);
  const firstRelease = await stack.gw.db.siteRelease.findFirstOrThrow({
    where: { siteId: site.id, sourceKey: 'seed' },
  });
  expect(await storage.releaseDir(site.id, firstRelease.id)).toBeTruthy();
}, 900_000);

it("keeps the owner's favicon through a revision", async () => {
  const { key, account } = await newAccount(stack.gw.db);
  const { site, releaseId } = await seedDeployedSite(stack.gw.db, storage, env, account, { ownerFavicon: true });
  const before = await storage.readRelease(site.id, releaseId!);
  const id = await revise(key, site.id, 'Switch to the Warm & Friendly style');
  const row = await revisionEnded(stack.gw.db, id);
  expect(row.status).toBe('complete');
  const after = await storage.readRelease(site.id, row.releaseId!);
  expect(after.get('index.html')!.equals(before.get('index.html')!)).toBe(false); // the revision did change the site
  for (const f of Object.values(FAVICON_FILES))
    expect({ f, same: after.get(f)!.equals(before.get(f)!) }).toEqual({ f, same: true });
  const doc = (await stack.gw.db.siteRelease.findUniqueOrThrow({ where: { id: row.releaseId! } })).document as {
    favicon: { override: boolean; source: { src: string } };
  };
  expect(doc.favicon).toMatchObject({ override: true, source: { src: 'images/favicon-source.jpg' } });
}, 60_000);

it('asks for clarification when it cannot tell what is meant, and charges nothing', async () => {
  const { key, account, site } = await deployed();
  for (const [prompt, question] of [
    ['Make it nicer', /what to change/i],
    ['Change the phone number', /new phone number/i],
    ['Remove the service', /Which service/],
  ] as const) {
    const id = await revise(key, site.id, prompt);
    const row = await revisionEnded(stack.gw.db, id);
    expect(row.status).toBe('clarification_needed');
    expect(row.question).toMatch(question);
    const events = await revisionEvents(stack.gw.db, id);
    expect(events).toEqual([
      {
        type: 'site.revision_clarification_needed',
        payload: {
          site_id: site.id,
          revision_id: id,
          question: row.question,
          context: expect.any(String),
          platform_user_id: account.id,
        },
      },
    ]);
    expect(await charges(id)).toEqual([]);
  }
}, 120_000);

it("runs one site's revisions one at a time in FIFO order", async () => {
  const { key, site, host } = await deployed();
  const ids = [];
  for (const n of ['0101', '0102', '0103'])
    ids.push(await revise(key, site.id, `Change our phone number to (217) 555-${n}`));
  const rows = [];
  for (const id of ids) rows.push(await revisionEnded(stack.gw.db, id));
  expect(rows.map((r) => r.status)).toEqual(['complete', 'complete', 'complete']);
  for (let i = 1; i < rows.length; i++)
    expect(rows[i]!.startedAt!.getTime()).toBeGreaterThanOrEqual(rows[i - 1]!.finishedAt!.getTime());
  await visible(async () => expect((await stack.hosting.visit(host, '/')).body).toContain('(217) 555-0103')); // the last one admitted is what shows
}, 120_000);

it('continues as new between revisions and carries the queue across', async () => {
  const { key, account, site, host } = await deployed();
  // Started here with a run length of 1, so each revision after the first starts in a new run.
  const first = await stack.gw.temporal.workflow.signalWithStart(WORKFLOWS.siteRevisions, {
    workflowId: workflowIds.siteRevisions(site.id),
    taskQueue: taskQueue('siteBuild', env.TASK_QUEUE_PREFIX),
    args: [
      {
        siteId: site.id,
        accountId: account.id,
        taskQueuePrefix: env.TASK_QUEUE_PREFIX,
        queueTimeoutMs: env.REVISION_QUEUE_TIMEOUT,
        revisionsPerRun: 1,
      },
    ],
    signal: enqueueRevisionSignal,
    signalArgs: [{ revisionId: '00000000-0000-4000-8000-000000000000', queuedAt: Date.now() }], // no such row: skipped
  });
  const ids = [];
  for (const n of ['0601', '0602', '0603'])
    ids.push(await revise(key, site.id, `Change our phone number to (217) 555-${n}`));
  for (const id of ids) expect((await revisionEnded(stack.gw.db, id)).status).toBe('complete');
  const firstRun = await stack.gw.temporal.workflow
    .getHandle(workflowIds.siteRevisions(site.id), first.signaledRunId)
    .describe();
  expect(firstRun.status.name).toBe('CONTINUED_AS_NEW');
  const latest = await stack.gw.temporal.workflow.getHandle(workflowIds.siteRevisions(site.id)).describe();
  expect(latest.runId).not.toBe(first.signaledRunId);
  await visible(async () => expect((await stack.hosting.visit(host, '/')).body).toContain('(217) 555-0603'));
}, 120_000);

it("runs revisions admitted before the site's workflow (re)started, in admission order", async () => {
  const { key, account, site } = await deployed();
  // Admitted, but its signal never arrived (say the workflow was terminated by an operator).
  const stranded = await stack.gw.db.revision.create({
    data: {
      siteId: site.id,
      accountId: account.id,
      prompt: 'Change our phone number to (217) 555-0701',
      status: 'pending',
      queuedAt: new Date(Date.now() - 1000),
    },
  });
  const next = await revise(key, site.id, 'Change our phone number to (217) 555-0702');
  const [a, b] = [await revisionEnded(stack.gw.db, stranded.id), await revisionEnded(stack.gw.db, next)];
  expect([a.status, b.status]).toEqual(['complete', 'complete']);
  expect(b.startedAt!.getTime()).toBeGreaterThanOrEqual(a.finishedAt!.getTime());
}, 60_000);

it('ends a revision that waited too long as queue_timeout, without a charge', async () => {
  const impatient = await startGateway({
    env: testEnv({
      TASK_QUEUE_PREFIX: env.TASK_QUEUE_PREFIX,
      DATA_DIR: env.DATA_DIR,
      FREE_HOST_DOMAIN: 'sites.test',
      REVISION_QUEUE_TIMEOUT: '1ms',
    }),
    storage,
  });
  try {
    const { key, account, site } = await deployed();
    const r = await call<Json>(impatient.url, 'POST', `/v1/sites/${site.id}/revisions`, {
      key,
      body: { prompt: 'Change our phone number to (217) 555-0777' },
    });
    const id = r.body.revisionId as string;
    const row = await revisionEnded(stack.gw.db, id);
    expect([row.status, row.reason]).toEqual(['failed', 'queue_timeout']);
    const events = await revisionEvents(stack.gw.db, id);
    expect(events).toEqual([
      {
        type: 'site.revision_failed',
        payload: {
          site_id: site.id,
          revision_id: id,
          reason: 'queue_timeout',
          reason_detail: row.reasonDetail,
          last_error: row.reasonDetail,
          failed_at: expect.any(String),
          platform_user_id: account.id,
        },
      },
    ]);
    expect(await charges(id)).toEqual([]);
  } finally {
    await impatient.close();
  }
}, 180_000);
