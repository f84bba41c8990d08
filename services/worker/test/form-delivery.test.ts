// The three channels of a form submission end to end, with the worker as its own process: a lead posted
// while the receiver is down is kept, survives a worker restart and is delivered once the receiver is back;
// a worker killed mid-attempt loses nothing; the owner's email reaches a real SMTP server on 127.0.0.1.
import type { ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { MockActivityEnvironment } from '@temporalio/testing';
import { createEmailActivities, createMailer } from '@sgs/activities';
import { testEnv, uniquePrefix } from '../../../test/helpers/env';
import { freePort, spawnTs } from '../../../test/helpers/process';
import {
  createTestSite,
  eventually,
  signatureValid,
  startReceiver,
  type Receiver,
} from '../../../test/helpers/receiver';
import { call, newAccount, startGateway, type TestGateway } from '../../../test/helpers/stack';

interface Mail {
  from: string;
  to: string;
  raw: string;
}
let smtp: SMTPServer;
let smtpUrl: string;
const inbox: Mail[] = [];
let refuseMail = false;

const prefix = uniquePrefix('forms-e2e');
let env: ReturnType<typeof testEnv>;
let gw: TestGateway;
const workers: ChildProcess[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo: (_addr, _session, cb) =>
      cb(refuseMail ? Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }) : undefined),
    onData: (stream, session, cb) => {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString()));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address).join(','),
          raw,
        });
        cb();
      });
    },
  });
  // A worker killed in the middle of an SMTP session resets its connection: smtp-server emits that as an 'error'
  // event, which would fail the whole file unhandled. The lost email is the worker's to resend, and the test checks it.
  smtp.on('error', () => undefined);
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  env = testEnv({
    TASK_QUEUE_PREFIX: prefix,
    ALLOW_LOOPBACK_URLS: 'true',
    WEBHOOK_RETRY_SCHEDULE: '0,1500ms,1500ms,1500ms',
    WEBHOOK_TIMEOUT_MS: '3000',
    MAIL_SMTP_URL: smtpUrl,
    MAIL_FROM: 'Sites <forms@service.example>',
    MAIL_RETRY_INITIAL_MS: '300',
    RATE_LIMIT_PER_MINUTE: '1000',
  });
  gw = await startGateway({ env });
});
afterAll(async () => {
  for (const w of workers) if (w.exitCode === null) w.kill('SIGKILL');
  await gw.close();
  await new Promise<void>((r) => smtp.close(() => r()));
});

/** services/worker as a real process polling only the delivery queue; resolves once it polls. */
async function startWorker(): Promise<ChildProcess> {
  const child = spawnTs('services/worker/src/main.ts', [], {
    WORKER_ROLES: 'delivery',
    TASK_QUEUE_PREFIX: prefix,
    ALLOW_LOOPBACK_URLS: 'true',
    LOG_LEVEL: 'info',
    WEBHOOK_RETRY_SCHEDULE: '0,1500ms,1500ms,1500ms',
    WEBHOOK_TIMEOUT_MS: '3000',
    MAIL_SMTP_URL: smtpUrl,
    MAIL_RETRY_INITIAL_MS: '300',
  });
  workers.push(child);
  let out = '';
  child.stderr!.on('data', (d) => (out += d));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker did not start polling in 90 s:\n${out}`)), 90_000);
    child.stdout!.on('data', (d: Buffer) => {
      out += d;
      if (out.includes('worker polling')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`worker exited with ${code}:\n${out}`)));
  });
  return child;
}
const kill = (w: ChildProcess) =>
  new Promise<void>((r) => (w.exitCode !== null ? r() : (w.once('exit', () => r()), w.kill('SIGKILL'))));

async function siteWithWebhook(url: string) {
  const { account, key } = await newAccount(gw.db);
  const site = await createTestSite(gw.db, account.id, { contactEmail: 'owner@bakery.example' });
  const secret = (
    await call(gw.url, 'POST', `/v1/sites/${site.id}/webhooks/forms`, { key, body: { webhook_url: url } })
  ).body.secret_issued as string;
  return { site, secret };
}
const submit = (siteId: string, fields: Record<string, string>) =>
  fetch(`${gw.url}/v1/webhooks/form-submit`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ site_id: siteId, page: 'contact.html', ...fields }).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': `10.77.${Math.floor(Math.random() * 250)}.1`,
    },
  });

it('keeps a lead posted while the receiver is down, across a worker restart, and delivers it when the receiver is back; the owner gets the email', async () => {
  const port = await freePort();
  const { site, secret } = await siteWithWebhook(`http://127.0.0.1:${port}/hook`);
  let worker = await startWorker();
  expect((await submit(site.id, { name: 'Ada', email: 'ada@example.com', message: 'Rye on Saturday?' })).status).toBe(
    303,
  );
  const sub = await gw.db.formSubmission.findFirstOrThrow({ where: { siteId: site.id } });
  expect(sub.fields).toEqual({ name: 'Ada', email: 'ada@example.com', message: 'Rye on Saturday?' });

  await eventually(
    () => gw.db.webhookDeliveryAttempt.findFirst({ where: { delivery: { eventId: sub.eventId! }, outcome: 'retry' } }),
    30_000,
    'a failed first attempt',
  );
  await kill(worker);
  const rx: Receiver = await startReceiver({ port });
  try {
    await new Promise((r) => setTimeout(r, 2000));
    expect(rx.requests).toHaveLength(0); // nobody is working: the retry waits in Temporal, not in a process
    worker = await startWorker();
    const [got] = await rx.waitFor(1, 30_000);
    expect(signatureValid(got!, secret)).toBe(true);
    expect(got!.body).toMatchObject({
      event_id: sub.eventId,
      type: 'form.submit',
      site_id: site.id,
      payload: {
        submission_id: sub.id,
        page: 'contact.html',
        fields: { name: 'Ada', email: 'ada@example.com', message: 'Rye on Saturday?' },
        originated_via: 'service_public',
      },
    });
    const d = await eventually(
      () =>
        gw.db.webhookDelivery.findFirst({
          where: { eventId: sub.eventId!, status: 'delivered' },
          include: { attemptsLog: true },
        }),
      10_000,
      'delivered',
    );
    expect(d.attemptsLog.map((a) => a.outcome).sort()).toEqual(['delivered', 'retry']);

    const [mail, parsed] = await eventually(
      async () => {
        for (const m of inbox) {
          const p = await PostalMime.parse(m.raw);
          if (p.text?.includes('Rye on Saturday?')) return [m, p] as const;
        }
        return null;
      },
      30_000,
      `the email (outbox: ${JSON.stringify(await gw.db.outboundEmail.findFirst({ where: { siteId: site.id } }))}, inbox ${inbox.length})`,
    );
    expect(mail.to).toBe('owner@bakery.example');
    expect(parsed.subject).toBe('New form submission: Form Test Bakery');
    expect(parsed.replyTo?.[0]).toMatchObject({ address: 'ada@example.com' });
    expect(parsed.text).toContain('message: Rye on Saturday?');
    // The SMTP server has the message a moment before the worker records it as sent.
    const sent = await eventually(
      () => gw.db.outboundEmail.findFirst({ where: { siteId: site.id, status: 'sent' } }),
      30_000,
      'the email recorded as sent',
    );
    expect(sent.transport).toBe('smtp');
    expect((await gw.db.formSubmission.findUniqueOrThrow({ where: { id: sub.id } })).emailDeliveredAt).not.toBeNull();
  } finally {
    await kill(worker);
    await rx.close();
  }
}, 180_000);

it('loses nothing when the worker is killed in the middle of an attempt: Temporal runs the attempt again', async () => {
  const rx = await startReceiver({ replies: ['hang', { status: 200, body: 'ok' }] });
  const { site } = await siteWithWebhook(rx.url);
  let worker = await startWorker();
  try {
    expect((await submit(site.id, { name: 'Bo' })).status).toBe(303);
    await rx.waitFor(1, 30_000); // the attempt is in flight and the receiver holds it
    await kill(worker);
    worker = await startWorker();
    await rx.waitFor(2, 30_000);
    expect(rx.requests[1]!.body.event_id).toBe(rx.requests[0]!.body.event_id);
    await eventually(
      () => gw.db.webhookDelivery.findFirst({ where: { event: { siteId: site.id }, status: 'delivered' } }),
      10_000,
      'delivered',
    );
  } finally {
    await kill(worker);
    await rx.close();
  }
}, 180_000);

describe('mail port', () => {
  it("delivers a lead of a site with no contact email and no webhook once, to the account's email", async () => {
    const { account } = await newAccount(gw.db);
    const site = await createTestSite(gw.db, account.id, { contactEmail: null });
    expect((await submit(site.id, { name: 'Jo', message: 'Do you cater?' })).status).toBe(303);
    const lead = await gw.db.formSubmission.findFirstOrThrow({ where: { siteId: site.id } });
    const m = await gw.db.outboundEmail.findUniqueOrThrow({ where: { dedupeKey: `form-submit:${lead.id}` } });
    const mailer = createMailer(env)!;
    try {
      const acts = createEmailActivities({ db: gw.db, env, mailer });
      // Delivered by the durable send (a worker may be running too): a second run sends nothing more.
      await new MockActivityEnvironment().run(acts.deliverEmail, m.id);
      await new MockActivityEnvironment().run(acts.deliverEmail, m.id);
    } finally {
      mailer.close();
    }
    const mine = inbox.filter((x) => x.to === account.email);
    expect(mine).toHaveLength(1);
    const parsed = await PostalMime.parse(mine[0]!.raw);
    expect(parsed.subject).toBe('New form submission: Form Test Bakery');
    expect(parsed.text).toContain('Do you cater?');
    expect(parsed.text).toContain('Form Test Bakery has no contact email and no form webhook');
  });

  it('without SMTP keeps the email in the outbox and says it was not sent', async () => {
    const { account } = await newAccount(gw.db);
    const m = await gw.db.outboundEmail.create({
      data: {
        accountId: account.id,
        dedupeKey: `t:${Date.now()}`,
        toAddress: 'a@b.example',
        fromAddress: 'x@y.example',
        subject: 's',
        text: 't',
      },
    });
    const acts = createEmailActivities({ db: gw.db, env, mailer: null });
    expect(await new MockActivityEnvironment().run(acts.deliverEmail, m.id)).toBe('not_sent');
    expect(await gw.db.outboundEmail.findUniqueOrThrow({ where: { id: m.id } })).toMatchObject({
      status: 'not_sent',
      transport: 'outbox',
      lastError: expect.stringMatching(/MAIL_SMTP_URL is not set/),
    });
  });

  it('treats an SMTP 5xx refusal as permanent (not retried)', async () => {
    const { account } = await newAccount(gw.db);
    const m = await gw.db.outboundEmail.create({
      data: {
        accountId: account.id,
        dedupeKey: `t:${Date.now()}:x`,
        toAddress: 'nobody@b.example',
        fromAddress: 'x@y.example',
        subject: 's',
        text: 't',
      },
    });
    const mailer = createMailer(env)!;
    refuseMail = true;
    try {
      const acts = createEmailActivities({ db: gw.db, env, mailer });
      await expect(new MockActivityEnvironment().run(acts.deliverEmail, m.id)).rejects.toMatchObject({
        type: 'PermanentMailError',
        nonRetryable: true,
      });
    } finally {
      refuseMail = false;
      mailer.close();
    }
  });
});
