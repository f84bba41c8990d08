import { randomUUID } from 'node:crypto';
import { createAccount, createSession, issueApiKey, postCredits, type CreditPost, type Db } from '@sgs/db';

/** A deployed site (no contact e-mail, no form webhook: its leads are only stored) with one stored lead. */
export async function seedSite(db: Db, account: { id: string; email: string }): Promise<string> {
  const siteId = randomUUID();
  await db.site.create({
    data: {
      id: siteId,
      accountId: account.id,
      slug: `owner-${siteId}`,
      businessName: 'Corner Bakery',
      status: 'complete',
      generationPhase: 'complete',
      deploymentUrl: 'http://corner-bakery.localhost:3001',
      operatorEmail: account.email,
      contactEmail: null,
      buildRequest: {},
    },
  });
  await db.formSubmission.create({
    data: { siteId, accountId: account.id, fields: { name: 'Ada', message: 'Two dozen rolls, please' }, page: '/' },
  });
  return siteId;
}

const BUSINESSES = ['Harbor Dental', 'Oak Street Plumbing', 'Lumen Yoga', 'Fernwood Florist', "Rosa's Cafe"];
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

/**
 * The rest of a working account: sites in every state (one with warnings, one paused, one building, one waiting
 * for its research review, one failed), 30 leads and 5 revisions on the first site, three API keys (one revoked),
 * a lifecycle webhook with a delivery log (one dead letter), and a ledger of purchases, build charges and a refund.
 */
async function seedHistory(db: Db, account: { id: string; email: string }, siteId: string) {
  let reviewSiteId = '';
  const states = [
    { status: 'complete_with_warnings', generationPhase: 'complete' },
    { status: 'complete', generationPhase: 'complete', pauseState: 'paused' },
    { status: 'generating', generationPhase: 'generating', generationMessage: 'Writing the services page' },
    { status: 'generating', generationPhase: 'research_review', reviewMode: 'manual' },
    { status: 'failed', generationPhase: 'failed', failedPhase: 'research', lastError: 'No public facts found' },
  ];
  const warning = {
    rule: 'contrast',
    severity: 'minor',
    page: '/',
    viewport: 'mobile',
    description: 'The hero caption is hard to read on the photo',
    fix_via_revision: { endpoint: '/v1/sites/{id}/revisions', suggested_prompt: 'Darken the hero photo overlay' },
  };
  for (const [i, state] of states.entries()) {
    const id = randomUUID();
    await db.site.create({
      data: {
        id,
        accountId: account.id,
        slug: `owner-${id}`,
        businessName: BUSINESSES[i]!,
        operatorEmail: account.email,
        contactEmail: `hello${i}@example.com`,
        buildRequest: {},
        ...(state.status.startsWith('complete') ? { deploymentUrl: `http://owner-${id}.localhost:3001` } : {}),
        ...(state.status === 'complete_with_warnings' ? { warnings: [warning] } : {}),
        ...state,
        createdAt: minutesAgo(60 * (i + 1)),
      },
    });
    if (state.generationPhase === 'research_review') reviewSiteId = id;
  }
  await db.research.create({
    data: {
      siteId: reviewSiteId,
      accountId: account.id,
      businessDescription: 'A small studio with morning, lunchtime and evening classes for every level.',
      services: [
        { name: 'Vinyasa flow', description: 'Dynamic 60-minute classes', price: '18' },
        { name: 'Yin yoga', description: 'Slow, deep stretches' },
        { name: 'Private sessions', description: 'One to one, at the studio or online' },
      ],
      faqs: [
        { question: 'Do I need my own mat?', answer: 'No, mats and blocks are provided.' },
        { question: 'Is it suitable for beginners?', answer: 'Yes: start with the Tuesday basics class.' },
      ],
      testimonials: [{ quote: 'The kindest teachers in town.', author: 'Maya', rating: 5, source: 'google' }],
      brandColors: ['#2f5d50', '#f2e8cf'],
    },
  });
  await db.formSubmission.createMany({
    data: Array.from({ length: 30 }, (_, i) => ({
      siteId,
      accountId: account.id,
      fields: { name: `Customer ${i + 1}`, email: `customer${i + 1}@example.com`, message: `Order ${i + 1}: rolls` },
      page: i % 2 ? '/contact' : '/',
      createdAt: minutesAgo(i * 90 + 5),
    })),
  });
  await db.revision.createMany({
    data: ['Add opening hours', 'Make the phone number bigger', 'Add a gluten-free section', 'Swap the hero photo'].map(
      (prompt, i) => ({
        siteId,
        accountId: account.id,
        prompt,
        status: i === 0 ? 'pending' : i === 1 ? 'clarification_needed' : 'complete',
        summary: i < 2 ? null : `Done: ${prompt.toLowerCase()}`,
        question: i === 1 ? 'Bigger on every page, or only in the header?' : null,
        queuedAt: minutesAgo(i * 200),
      }),
    ),
  });
  // Its release history (the build, then two revisions; the newest live) and a domain waiting for DNS.
  const releases = [3, 2, 1].map((h) => ({ id: randomUUID(), at: minutesAgo(h * 240) }));
  await db.siteRelease.createMany({
    data: releases.map((r, i) => ({
      id: r.id,
      siteId,
      accountId: account.id,
      kind: i ? 'revision' : 'build',
      sourceKey: `fixture:${r.id}`,
      document: {},
      pages: ['index.html', 'services.html', 'contact.html'],
      createdAt: r.at,
    })),
  });
  await db.site.update({ where: { id: siteId }, data: { currentReleaseId: releases[2]!.id } });
  await db.domain.create({
    data: {
      accountId: account.id,
      siteId,
      domain: `bakery-${siteId.slice(0, 8)}.com`,
      status: 'dns_pending',
      cnameTarget: 'sites.example.net',
    },
  });
  await issueApiKey(db, account.id, 'prod', 'website');
  await issueApiKey(db, account.id, 'staging', 'ci');
  const old = await issueApiKey(db, account.id, 'prod', 'laptop');
  await db.apiKey.update({ where: { id: old.id }, data: { revokedAt: new Date(), lastUsedAt: minutesAgo(600) } });
  await db.customerWebhook.create({
    data: { accountId: account.id, url: 'https://hooks.example.com/sgs', secret: 'whsec_fixture' },
  });
  for (let i = 0; i < 12; i++) {
    const event = await db.event.create({
      data: {
        accountId: account.id,
        siteId,
        type: i % 3 ? 'form.submit' : 'site.complete',
        payload: {},
        dedupeKey: `fixture:${siteId}:${i}`,
        occurredAt: minutesAgo(i * 45),
      },
    });
    const dead = i === 2;
    await db.webhookDelivery.create({
      data: {
        eventId: event.id,
        accountId: account.id,
        endpoint: 'customer',
        url: 'https://hooks.example.com/sgs',
        status: dead ? 'dead_letter' : 'delivered',
        attempts: dead ? 4 : 1,
        lastStatusCode: dead ? 500 : 200,
        ...(dead ? { deadLetteredAt: minutesAgo(i * 45) } : { deliveredAt: minutesAgo(i * 45) }),
        createdAt: minutesAgo(i * 45),
        attemptsLog: {
          create: Array.from({ length: dead ? 4 : 1 }, (_, n) => ({
            attemptNo: n + 1,
            url: 'https://hooks.example.com/sgs',
            statusCode: dead ? 500 : 200,
            durationMs: 120 + n * 10,
            outcome: dead ? 'retry' : 'delivered',
            responsePreview: dead ? 'upstream error' : 'ok',
          })),
        },
      },
    });
  }
  const purchase = await db.creditPurchase.create({
    data: {
      accountId: account.id,
      credits: 1000,
      amountCents: 1900,
      origin: 'checkout',
      provider: 'stripe',
      status: 'paid',
      key: `purchase:${randomUUID()}`,
      paidAt: minutesAgo(300),
    },
  });
  const posts: CreditPost[] = [
    {
      accountId: account.id,
      kind: 'purchase',
      amount: 1000,
      reason: 'Pack of 1000 credits',
      key: `purchase:${purchase.id}`,
    },
    ...Array.from({ length: 8 }, (_, i) => ({
      accountId: account.id,
      kind: 'charge' as const,
      amount: -(40 + i * 5),
      reason: i % 2 ? 'Revision' : 'Site build',
      key: `fixture-charge:${account.id}:${i}`,
      siteId,
    })),
    {
      accountId: account.id,
      kind: 'refund',
      amount: 40,
      reason: 'Build failed: credits returned',
      key: `fixture-refund:${account.id}`,
    },
  ];
  for (const post of posts) await postCredits(db, post);
  return { reviewSiteId, olderReleaseId: releases[0]!.id };
}

/**
 * A signed-in owner whose account looks used: six sites, leads, revisions, keys, webhook deliveries and a credit
 * ledger, so every main dashboard page shows realistic data. `siteId` is the deployed site with the leads.
 */
export async function seedOwner(db: Db, email: string) {
  const account = await createAccount(db, { email, verified: true, signupCredits: 520 });
  const session = await createSession(db, account.id, 60 * 60_000);
  const siteId = await seedSite(db, account);
  const { reviewSiteId, olderReleaseId } = await seedHistory(db, account, siteId);
  return {
    account,
    siteId,
    /** The site waiting for its manual research review (research stored). */
    reviewSiteId,
    /** A release of `siteId` that is not live (restorable). */
    olderReleaseId,
    /** The session cookie a browser signed in as this owner sends. */
    cookie: `sgs_session=${session.token}`,
    remove: async () => {
      await db.domain.deleteMany({ where: { accountId: account.id } });
      await db.site.deleteMany({ where: { accountId: account.id } });
      await db.event.deleteMany({ where: { accountId: account.id } });
      await db.account.delete({ where: { id: account.id } });
    },
  };
}

/** The dashboard's main pages, signed out and signed in (Lighthouse runs on each). */
export const mainPages = ({
  siteId,
  reviewSiteId,
  olderReleaseId,
}: {
  siteId: string;
  reviewSiteId: string;
  olderReleaseId: string;
}) => [
  { name: 'sign in', path: '/signin', signedIn: false },
  { name: 'sign up', path: '/signup', signedIn: false },
  { name: 'password reset', path: '/password-reset', signedIn: false },
  { name: 'sites', path: '/sites', signedIn: true },
  { name: 'new site', path: '/sites/new', signedIn: true },
  { name: 'site', path: `/sites/${siteId}`, signedIn: true },
  { name: 'restore confirmation', path: `/sites/${siteId}/releases/${olderReleaseId}/restore`, signedIn: true },
  { name: 'leads', path: `/sites/${siteId}/leads`, signedIn: true },
  { name: 'research review', path: `/sites/${reviewSiteId}/research`, signedIn: true },
  { name: 'API keys', path: '/keys', signedIn: true },
  { name: 'webhooks', path: '/webhooks', signedIn: true },
  { name: 'credits', path: '/credits', signedIn: true },
  { name: 'account', path: '/account', signedIn: true },
];
