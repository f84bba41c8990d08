import { randomUUID } from 'node:crypto';
import { workflowIds } from '@sgs/contracts';
import { startWorkers } from '../../test/helpers/worker';
import { testEnv, uniquePrefix } from '../../test/helpers/env';
import { signatureValid, startReceiver, type Receiver } from '../../test/helpers/receiver';
import { call, newAccount, startGateway, type TestGateway } from '../../test/helpers/stack';
import { runAdmin } from '../../test/helpers/admin';

const env = testEnv({ TASK_QUEUE_PREFIX: uniquePrefix('admin-delivery'), ALLOW_LOOPBACK_URLS: 'true' });

const admin = (...args: string[]) =>
  runAdmin(args, { TASK_QUEUE_PREFIX: env.TASK_QUEUE_PREFIX, ALLOW_LOOPBACK_URLS: 'true' });

let gw: TestGateway;
let rx: Receiver;
let workers: Awaited<ReturnType<typeof startWorkers>>;
beforeAll(async () => {
  gw = await startGateway({ env });
  rx = await startReceiver();
  workers = await startWorkers(env, gw.db, ['delivery'], { mailer: null });
}, 120_000);
afterAll(async () => {
  await workers?.stop();
  await rx.close();
  await gw.close();
});

it('lists dead-lettered deliveries and replays one: same event_id, freshly signed', async () => {
  const { account, key } = await newAccount(gw.db);
  const secret = (await call(gw.url, 'PUT', '/v1/customer/webhook', { key, body: { url: rx.url } })).body
    .secret_plaintext as string;
  const event = await gw.db.event.create({
    data: {
      accountId: account.id,
      siteId: null,
      type: 'site.failed',
      payload: { last_error: 'x' },
      dedupeKey: `t:${randomUUID()}`,
    },
  });
  const dead = await gw.db.webhookDelivery.create({
    data: {
      eventId: event.id,
      accountId: account.id,
      endpoint: 'customer',
      url: rx.url,
      status: 'dead_letter',
      attempts: 4,
      deadLetteredAt: new Date(),
      lastStatusCode: 503,
    },
  });

  const listed = await admin('webhooks', 'dead-letters', '--account', account.id, '--json');
  expect(listed.code).toBe(0);
  expect(JSON.parse(listed.out).dead_letters).toEqual([
    expect.objectContaining({
      delivery_id: dead.id,
      event_id: event.id,
      event_type: 'site.failed',
      endpoint: 'customer',
      attempts: 4,
      last_status_code: 503,
      workflow_id: `delivery:${event.id}:customer`,
    }),
  ]);

  const replayed = await admin('webhooks', 'replay', '--delivery', dead.id, '--json');
  expect(replayed.code).toBe(0);
  expect(JSON.parse(replayed.out).replayed).toMatchObject({ delivery_id: dead.id, event_id: event.id, replays: 1 });
  expect(await gw.temporal.workflow.getHandle(workflowIds.webhookDelivery(event.id, 'customer')).result()).toEqual({
    status: 'delivered',
    attempts: 1,
  });
  expect(rx.requests).toHaveLength(1);
  expect(rx.requests[0]!.body.event_id).toBe(event.id);
  expect(signatureValid(rx.requests[0]!, secret)).toBe(true);

  const again = await admin('webhooks', 'replay', '--delivery', dead.id);
  expect(again.code).toBe(2);
  expect(again.err).toMatch(/is delivered; only dead_letter or failed deliveries can be replayed/);
}, 120_000);

it('shows the mail outbox', async () => {
  const { account } = await newAccount(gw.db);
  const m = await gw.db.outboundEmail.create({
    data: {
      accountId: account.id,
      dedupeKey: `t:${randomUUID()}`,
      toAddress: 'owner@x.example',
      fromAddress: 'f@x.example',
      subject: 'New form submission: X',
      text: 'name: Ada\nReply: http://localhost:3003/leads?site=1.\nOr https://x.example/a?b=c',
      status: 'not_sent',
      transport: 'outbox',
      lastError: 'MAIL_SMTP_URL is not set',
    },
  });
  const list = await admin('mail', 'list', '--status', 'not_sent', '--json');
  expect(list.code).toBe(0);
  expect(JSON.parse(list.out).emails).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        id: m.id,
        to: 'owner@x.example',
        status: 'not_sent',
        links: ['http://localhost:3003/leads?site=1', 'https://x.example/a?b=c'],
      }),
    ]),
  );
  const show = await admin('mail', 'show', '--email', m.id, '--json');
  expect(JSON.parse(show.out).email).toMatchObject({
    text: expect.stringMatching(/^name: Ada\n/),
    subject: 'New form submission: X',
  });
  expect((await admin('mail', 'show', '--email', randomUUID())).code).toBe(2);
}, 120_000);
