// The model-driven revision agent against a local OpenAI-compatible server that answers with tool calls:
// the conversation (messages, tool results), usage and billing, the iteration cap, clarification, refusal,
// an upstream failure, FIFO on one site with parallelism across sites, and a worker killed mid-revision.
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { revisionWorkflowId } from '@sgs/contracts';
import { createLlm } from '@sgs/llm';
import { createLocalSiteStorage } from '@sgs/storage';
import { testEnv, uniquePrefix } from '../../../test/helpers/env';
import { startFakeChat, requestOf, turnOf, type ChatReply, type ChatRequest } from '../../../test/helpers/fake-chat';
import { spawnTs } from '../../../test/helpers/process';
import { revisionEnded, revisionEvents, seedDeployedSite, startHosting } from '../../../test/helpers/revisions';
import { call, newAccount, startGateway, type TestGateway } from '../../../test/helpers/stack';
import { eventually, startWorkers, tempDataDir } from '../../../test/helpers/worker';

type Json = Record<string, unknown>;
const dataDir = tempDataDir();
const storage = createLocalSiteStorage(path.join(dataDir, 'sites'));
const common = {
  DATA_DIR: dataDir,
  FREE_HOST_DOMAIN: 'sites.test',
  RATE_LIMIT_PER_MINUTE: '1000',
  REVISION_MAX_ITERATIONS: '3',
  LLM_PRICE_IN_PER_MTOK: '1',
  LLM_PRICE_OUT_PER_MTOK: '2',
};
const env = testEnv({ TASK_QUEUE_PREFIX: uniquePrefix('rev-llm'), ...common });

let release: () => void = () => undefined;
const gate = new Promise<void>((r) => (release = r));
let killSeen: () => void = () => undefined;
const killCalled = new Promise<void>((r) => (killSeen = r));
let killCalls = 0;

/** A model's recorded German for the owner's words of the `LLM service` request. */
const GERMAN: Record<string, string> = {
  'Backflow testing': 'Rückflussprüfung',
  'Yearly testing of backflow preventers, with the certificate your water utility asks for.':
    'Jährliche Prüfung der Rückflussverhinderer, mit dem Nachweis, den Ihr Wasserversorger verlangt.',
};

function answer(req: ChatRequest): ChatReply | Promise<ChatReply> {
  const format = req.response_format as { json_schema?: { name?: string } } | undefined;
  if (format?.json_schema?.name === 'owner_text_translation') {
    const { texts } = JSON.parse(String(req.messages.at(-1)!.content).split('\n\n').at(-1)!) as { texts: string[] };
    const translations = texts.filter((t) => GERMAN[t]).map((source) => ({ source, text: GERMAN[source] }));
    return { content: JSON.stringify({ translations }) };
  }
  const request = requestOf(req);
  const turn = turnOf(req);
  const phone = /\(217\) 555-\d{4}/.exec(request)?.[0] ?? '(217) 555-0111';
  const phoneTurns = (n: number): ChatReply =>
    n === 1
      ? {
          tool_calls: [
            { name: 'get_document', args: {} },
            { name: 'set_phone', args: { phone } },
          ],
        }
      : { content: `Changed the phone number to ${phone}.` };
  if (request.startsWith('LLM phone')) return phoneTurns(turn);
  if (request.startsWith('LLM service'))
    return turn === 1
      ? {
          tool_calls: [
            {
              name: 'add_service',
              args: {
                name: 'Backflow testing',
                description: Object.keys(GERMAN)[1]!,
                price: '$75',
              },
            },
          ],
        }
      : { content: 'Added Backflow testing ($75).' };
  if (request.startsWith('LLM hold')) return turn === 1 ? gate.then(() => phoneTurns(1)) : phoneTurns(turn);
  if (request.startsWith('LLM loop')) return { tool_calls: [{ name: 'get_document', args: {} }] };
  if (request.startsWith('LLM ask'))
    return {
      tool_calls: [
        {
          name: 'ask_clarification',
          args: { question: 'Which page should the banner go on?', context: 'The site has 4 pages.' },
        },
      ],
    };
  if (request.startsWith('LLM refuse'))
    return {
      tool_calls: [
        {
          name: 'refuse_out_of_scope',
          args: {
            reason: 'Booking slots need a server.',
            suggestion: "Embed the booking provider's client-side widget.",
          },
        },
      ],
    };
  if (request.startsWith('LLM down')) return { status: 500 };
  if (request.startsWith('LLM stuck')) return new Promise<ChatReply>(() => undefined); // answered never: an operator cancels
  if (request.startsWith('LLM kill')) {
    killCalls++;
    if (killCalls === 1) {
      killSeen();
      return new Promise<ChatReply>(() => undefined); // never answers: the worker dies waiting
    }
    return phoneTurns(turn);
  }
  return { content: 'I do not know what to do.' };
}

let fake: Awaited<ReturnType<typeof startFakeChat>>;
let gw: TestGateway;
let workers: Awaited<ReturnType<typeof startWorkers>>;
let hosting: Awaited<ReturnType<typeof startHosting>>;
const llmFor = (url: string) =>
  createLlm({
    OPENAI_API_KEY: 'test-key',
    OPENAI_BASE_URL: url,
    OPENAI_MODEL: 'fake-model',
    LLM_PRICE_IN_PER_MTOK: 1,
    LLM_PRICE_OUT_PER_MTOK: 2,
    LLM_TIMEOUT_MS: 120_000,
  });

beforeAll(async () => {
  fake = await startFakeChat(answer);
  gw = await startGateway({ env, storage });
  workers = await startWorkers(env, gw.db, ['siteBuild'], { storage, llm: llmFor(fake.url) });
  hosting = await startHosting(env, gw.db, storage);
}, 120_000);
afterAll(async () => {
  release();
  await workers.stop();
  await hosting.close();
  await gw.close();
  await fake.close();
});

async function deployed(g: TestGateway = gw) {
  const { key, account } = await newAccount(g.db);
  return { key, account, ...(await seedDeployedSite(g.db, storage, env, account)) };
}
async function revise(key: string, siteId: string, prompt: string, base = gw.url) {
  const r = await call<Json>(base, 'POST', `/v1/sites/${siteId}/revisions`, { key, body: { prompt } });
  expect(r.status).toBe(202);
  return r.body.revisionId as string;
}
const conversation = (prompt: string) => fake.calls.filter((c) => requestOf(c) === prompt);
const charges = (revisionId: string) =>
  gw.db.creditLedgerEntry.findMany({ where: { key: `charge:revision:${revisionId}` } });

it("drives the tools from the model's tool calls, returns tool results to it, records usage and charges on it", async () => {
  const { key, account, site, host } = await deployed();
  const prompt = 'LLM phone: our new number is (217) 555-0111';
  const id = await revise(key, site.id, prompt);
  const row = await revisionEnded(gw.db, id);
  expect([row.status, row.summary, row.iterationsUsed]).toEqual([
    'complete',
    'Changed the phone number to (217) 555-0111.',
    2,
  ]);

  const [first, second] = conversation(prompt);
  expect(conversation(prompt)).toHaveLength(2);
  expect(first!.model).toBe('fake-model');
  expect(first!.messages.map((m) => m.role)).toEqual(['system', 'user']);
  expect(first!.tools!.map((t) => t.function.name)).toEqual(
    expect.arrayContaining([
      'get_document',
      'set_text',
      'set_contact_email',
      'add_service',
      'set_hours',
      'ask_clarification',
      'refuse_out_of_scope',
    ]),
  );
  expect(second!.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'tool', 'tool']);
  const [docResult, phoneResult] = second!.messages.slice(3);
  const assistant = second!.messages[2]!;
  expect(docResult!.tool_call_id).toBe(assistant.tool_calls![0]!.id);
  expect(JSON.parse(docResult!.content!)).toMatchObject({
    business: { name: 'Riverbend Plumbing & Drain', phone: '(217) 555-0142' },
  });
  expect([phoneResult!.tool_call_id, phoneResult!.content]).toEqual([assistant.tool_calls![1]!.id, 'ok']);

  // Two model calls of 1000 in / 200 out tokens at $1 / $2 per million: 2,800 micro-USD -> 20 + 3 credits.
  expect([row.tokensIn, row.tokensOut, row.costMicroUsd, row.creditsCharged]).toEqual([2000, 400, 2800, 23]);
  const events = await revisionEvents(gw.db, id);
  expect(events).toHaveLength(1);
  expect(events[0]).toMatchObject({
    type: 'site.revision_complete',
    payload: {
      site_id: site.id,
      revision_id: id,
      summary: 'Changed the phone number to (217) 555-0111.',
      iterations_used: 2,
      platform_user_id: account.id,
      usage: { cost_usd: 0.0028, tokens_in: 2000, tokens_out: 400 },
      tool_breakdown: { get_document: 1, set_phone: 1 },
      billing: { credits_charged: 23 },
    },
  });
  expect((await charges(id)).map((c) => c.amount)).toEqual([-23]);
  await eventually(
    async () => (await hosting.visit(host, '/')).body.includes('(217) 555-0111'),
    'the new number on the site',
    10_000,
  );
}, 90_000);

it("translates the owner's new words for the site's other language, and research records them", async () => {
  const { key, account } = await newAccount(gw.db);
  const { site, host } = await seedDeployedSite(gw.db, storage, env, account, { languages: ['en', 'de'] });
  await gw.db.research.create({ data: { siteId: site.id, accountId: account.id } });
  const id = await revise(key, site.id, 'LLM service: add Backflow testing, $75');
  expect((await revisionEnded(gw.db, id)).status).toBe('complete');
  const [name, description] = Object.keys(GERMAN) as [string, string];
  await eventually(
    async () => (await hosting.visit(host, '/de/services.html')).body.includes(GERMAN[name]!),
    'the translated service on the German pages',
    10_000,
  );
  const german = (await hosting.visit(host, '/de/services.html')).body;
  expect(german).toContain(`>${GERMAN[description]}<`);
  expect(german).toContain('$75');
  // Translated, so not marked as foreign; the English pages show the owner's words as written.
  expect(german).not.toMatch(/lang="en">(Backflow testing|Rückflussprüfung)</);
  expect((await hosting.visit(host, '/services.html')).body).toContain(`>${description}<`);
  const research = await call<Json>(gw.url, 'GET', `/v1/sites/${site.id}/research`, { key });
  expect(research.body.translations).toEqual(
    expect.arrayContaining([
      { source: name, language: 'de', text: GERMAN[name], machine_translated: true },
      { source: description, language: 'de', text: GERMAN[description], machine_translated: true },
    ]),
  );
}, 90_000);

it('ends as typecheck_iteration_cap at the cap, as clarification or out_of_scope when the model says so, and as sdk_error when the model is down; none is charged', async () => {
  const { key, site } = await deployed();
  const cases = [
    ['LLM loop: keep reading', 'failed', 'typecheck_iteration_cap', 'site.revision_failed'],
    ['LLM ask: add a banner', 'clarification_needed', null, 'site.revision_clarification_needed'],
    ['LLM refuse: add live booking slots', 'failed', 'out_of_scope', 'site.revision_failed'],
    ['LLM down: change the tagline', 'failed', 'sdk_error', 'site.revision_failed'],
  ] as const;
  for (const [prompt, status, reason, type] of cases) {
    const id = await revise(key, site.id, prompt);
    const row = await revisionEnded(gw.db, id, 90_000);
    expect([prompt, row.status, row.reason]).toEqual([prompt, status, reason]);
    const events = await revisionEvents(gw.db, id);
    expect(events.map((e) => e.type)).toEqual([type]);
    expect(await charges(id)).toEqual([]);
    if (prompt.startsWith('LLM loop')) {
      expect(conversation(prompt)).toHaveLength(3); // REVISION_MAX_ITERATIONS
      expect(row.iterationsUsed).toBe(3);
      expect([row.tokensIn, row.tokensOut]).toEqual([3000, 600]);
    }
    if (prompt.startsWith('LLM ask'))
      expect(events[0]!.payload).toMatchObject({
        question: 'Which page should the banner go on?',
        context: 'The site has 4 pages.',
      });
    if (prompt.startsWith('LLM refuse'))
      expect(events[0]!.payload).toMatchObject({
        reason: 'out_of_scope',
        suggestion: "Embed the booking provider's client-side widget.",
        reason_detail: 'Booking slots need a server.',
      });
    if (prompt.startsWith('LLM down'))
      expect(events[0]!.payload).toMatchObject({
        reason: 'sdk_error',
        last_error: expect.stringContaining('fake-model'),
      });
  }
}, 240_000);

it("holds a site's second revision while its first runs, and runs another site meanwhile", async () => {
  const a = await deployed();
  const b = await deployed();
  const a1 = await revise(a.key, a.site.id, 'LLM hold: change our number to (217) 555-0201');
  const a2 = await revise(a.key, a.site.id, 'LLM phone: change our number to (217) 555-0202');
  await eventually(
    async () => (await gw.db.revision.findUnique({ where: { id: a1 } }))?.status === 'running',
    'the first revision running',
  );
  const b1 = await revise(b.key, b.site.id, 'LLM phone: change our number to (217) 555-0301');
  const bRow = await revisionEnded(gw.db, b1); // site B finishes while site A's first revision is held
  expect(bRow.status).toBe('complete');
  expect((await gw.db.revision.findUniqueOrThrow({ where: { id: a1 } })).status).toBe('running');
  expect((await gw.db.revision.findUniqueOrThrow({ where: { id: a2 } })).status).toBe('pending');
  release();
  const [r1, r2] = [await revisionEnded(gw.db, a1), await revisionEnded(gw.db, a2)];
  expect([r1.status, r2.status]).toEqual(['complete', 'complete']);
  expect(r2.startedAt!.getTime()).toBeGreaterThanOrEqual(r1.finishedAt!.getTime());
  const live = await gw.db.site.findUniqueOrThrow({ where: { id: a.site.id } });
  expect(live.currentReleaseId).toBe(r2.releaseId);
}, 120_000);

it("ends as cancelled when an operator cancels the revision in flight, and the site's queue goes on", async () => {
  const { key, site } = await deployed();
  const stuck = await revise(key, site.id, 'LLM stuck: think forever');
  const next = await revise(key, site.id, 'LLM phone: change our number to (217) 555-0505');
  await eventually(async () => conversation('LLM stuck: think forever').length > 0, 'the model call');
  await gw.temporal.workflow.getHandle(revisionWorkflowId(stuck)).cancel();
  const row = await revisionEnded(gw.db, stuck);
  expect([row.status, row.reason]).toEqual(['failed', 'cancelled']);
  expect((await revisionEvents(gw.db, stuck)).map((e) => [e.type, e.payload.reason])).toEqual([
    ['site.revision_failed', 'cancelled'],
  ]);
  expect(await charges(stuck)).toEqual([]);
  expect((await revisionEnded(gw.db, next)).status).toBe('complete');
}, 90_000);

it('still ends with exactly one event and one charge when the worker is killed in the middle of a revision', async () => {
  const prefix = uniquePrefix('rev-kill');
  const killEnv = testEnv({ TASK_QUEUE_PREFIX: prefix, ...common });
  const g = await startGateway({ env: killEnv, storage });
  let child: ChildProcess | undefined;
  let second: Awaited<ReturnType<typeof startWorkers>> | undefined;
  try {
    child = spawnTs('services/worker/src/main.ts', [], {
      WORKER_ROLES: 'site-build',
      TASK_QUEUE_PREFIX: prefix,
      ...common,
      OPENAI_API_KEY: 'test-key',
      OPENAI_BASE_URL: fake.url,
      OPENAI_MODEL: 'fake-model',
      LOG_LEVEL: 'warn',
    });
    const { key, site } = await deployed(g);
    const id = await revise(key, site.id, 'LLM kill: change our number to (217) 555-0404', g.url);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      killCalled,
      new Promise(
        (_, reject) => (timer = setTimeout(() => reject(new Error('the child worker never called the model')), 90_000)),
      ),
    ]);
    clearTimeout(timer);
    await new Promise<void>((r) =>
      child!.exitCode !== null ? r() : (child!.once('exit', () => r()), child!.kill('SIGKILL')),
    );
    second = await startWorkers(killEnv, g.db, ['siteBuild'], { storage, llm: llmFor(fake.url) });
    const row = await revisionEnded(g.db, id, 120_000);
    expect(row.status).toBe('complete');
    expect(killCalls).toBe(3); // the hung call, then the retried attempt's two turns
    expect((await revisionEvents(g.db, id)).map((e) => e.type)).toEqual(['site.revision_complete']);
    expect(
      (await g.db.creditLedgerEntry.findMany({ where: { key: `charge:revision:${id}` } })).map((c) => c.amount),
    ).toEqual([-(row.creditsCharged ?? 0)]);
    expect(await g.db.siteRelease.count({ where: { siteId: site.id, sourceKey: `revision:${id}` } })).toBe(1);
  } finally {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await second?.stop();
    await g.close();
  }
}, 300_000);
