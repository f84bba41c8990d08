import { randomUUID } from 'node:crypto';
import { createAccount, createSession, type Db } from '@sgs/db';

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

/** A signed-in owner with one deployed site and a stored lead: every main dashboard page has something to show. */
export async function seedOwner(db: Db, email: string) {
  const account = await createAccount(db, { email, verified: true, signupCredits: 520 });
  const session = await createSession(db, account.id, 60 * 60_000);
  const siteId = await seedSite(db, account);
  return {
    account,
    siteId,
    /** The session cookie a browser signed in as this owner sends. */
    cookie: `sgs_session=${session.token}`,
    remove: async () => {
      await db.site.deleteMany({ where: { accountId: account.id } });
      await db.account.delete({ where: { id: account.id } });
    },
  };
}

/** The dashboard's main pages, signed out and signed in (Lighthouse runs on each). */
export const mainPages = (siteId: string) => [
  { name: 'sign in', path: '/signin', signedIn: false },
  { name: 'sign up', path: '/signup', signedIn: false },
  { name: 'sites', path: '/sites', signedIn: true },
  { name: 'site', path: `/sites/${siteId}`, signedIn: true },
  { name: 'leads', path: `/sites/${siteId}/leads`, signedIn: true },
  { name: 'API keys', path: '/keys', signedIn: true },
  { name: 'webhooks', path: '/webhooks', signedIn: true },
  { name: 'credits', path: '/credits', signedIn: true },
];
