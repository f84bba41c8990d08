// POST /v1/sites/:id/contact and the revision agent's `set_contact_email` (spec 4.2): the stored contact
// email (where form mail goes) always changes; with syncHtml the live site's HTML follows in a new release.
import { createHash } from 'node:crypto';
import { emailStatus, looksLikeEmail, type EmailStatus } from '@sgs/contracts';
import { setContactEmail, type SiteDocument } from '@sgs/site-kit';
import { ownedSite, releasesOf, type SiteOpsDeps } from './common';
import { SiteOpError } from './errors';
import { htmlFilesHolding, patchHtml, replaceInDocument, sameEmail } from './contact-html';

export type HtmlSyncSkipped = 'opted_out' | 'not_yet_shipped' | 'no_prior_email_in_html';

export interface ContactEmailResult {
  ok: true;
  contactEmail: string;
  emailStatus: EmailStatus;
  syncedHtml: boolean;
  filesUpdated: number;
  deploymentUrl?: string;
  htmlSyncSkipped?: HtmlSyncSkipped;
  hint?: string;
  noop?: true;
}

export interface ContactEmailInput {
  contactEmail: string;
  syncHtml: boolean;
}

/** What the site document accepts (no quotes or angle brackets), on top of the spec's `@` then `.` rule. */
const DOCUMENT_SAFE = /^[^\s@<>"']+@[^\s@<>"']+\.[^\s@<>"']+$/;

/** The body rules and messages of spec 4.2 contact. */
export function parseContactBody(body: unknown): ContactEmailInput {
  const b = (body ?? {}) as { contactEmail?: unknown; syncHtml?: unknown };
  if (typeof b.contactEmail !== 'string')
    throw new SiteOpError('invalid', { error: 'contactEmail is required (string)' });
  const contactEmail = b.contactEmail.trim();
  if (!contactEmail) throw new SiteOpError('invalid', { error: 'contactEmail cannot be empty' });
  if (!looksLikeEmail(contactEmail) || !DOCUMENT_SAFE.test(contactEmail) || contactEmail.length > 254) {
    throw new SiteOpError('invalid', { error: 'contactEmail must look like name@example.com' });
  }
  if (b.syncHtml !== undefined && typeof b.syncHtml !== 'boolean')
    throw new SiteOpError('invalid', { error: 'syncHtml must be a boolean' });
  return { contactEmail, syncHtml: b.syncHtml ?? true };
}

const HINTS: Record<HtmlSyncSkipped, string> = {
  opted_out:
    'Form mail now goes to the new address. The published pages still show the old one; call again with syncHtml true to update them.',
  not_yet_shipped:
    'Form mail now goes to the new address. The site has not shipped yet; the build uses the new address.',
  no_prior_email_in_html:
    'Form mail now goes to the new address. The published pages showed no email address, so no page changed.',
};

/**
 * The document side of the change, for callers already inside the site's publish lock (a revision's replay):
 * the new address in the business facts and in place of every prior address in the copy. `previousStored`
 * is the stored address before the change when it may differ from the document's (after an opted-out change).
 */
export function applyContactEmail(doc: SiteDocument, next: string, previousStored?: string | null): SiteDocument {
  const priors = [
    ...new Set([previousStored, doc.business.email].filter((e): e is string => !!e && !sameEmail(e, next))),
  ];
  return replaceInDocument(setContactEmail(doc, next).document, priors, next);
}

/**
 * Changes a site's contact email. `accountId` scopes the lookup (the API passes the caller's; the revision
 * agent's `set_contact_email` runs for a site it already owns and may omit it). Must not be called while
 * holding the site's publish lock: the HTML sync takes it.
 */
export async function changeContactEmail(
  deps: SiteOpsDeps,
  args: ContactEmailInput & { siteId: string; accountId: string },
): Promise<ContactEmailResult> {
  // Checked here too: the revision agent's tool arguments come from a model, not from parseContactBody.
  const { contactEmail: next, syncHtml: sync } = parseContactBody({
    contactEmail: args.contactEmail,
    syncHtml: args.syncHtml,
  });
  const site = await ownedSite(deps.db, args.accountId, args.siteId);
  const unchanged = !!site.contactEmail && sameEmail(site.contactEmail, next);
  const stored = unchanged ? site.contactEmail! : next;
  if (!unchanged) {
    try {
      await deps.db.site.update({ where: { id: site.id }, data: { contactEmail: next } });
    } catch (err) {
      throw new SiteOpError('failed', {
        error: 'db_update_failed',
        internal_error: (err as Error).message,
        hint: 'Nothing changed; safe to retry.',
      });
    }
  }
  const base = { ok: true as const, contactEmail: stored, emailStatus: emailStatus(stored, site.operatorEmail) };
  const noop = { ...base, noop: true as const, syncedHtml: false, filesUpdated: 0 };
  const skipped = (why: HtmlSyncSkipped): ContactEmailResult =>
    unchanged ? noop : { ...base, syncedHtml: false, filesUpdated: 0, htmlSyncSkipped: why, hint: HINTS[why] };

  if (!sync) return skipped('opted_out');
  if (!site.currentReleaseId) return skipped('not_yet_shipped');
  let synced;
  try {
    synced = await syncHtml(deps, site.id, stored, site.contactEmail);
  } catch (err) {
    throw new SiteOpError('sync_failed', {
      error: 'html_sync_failed',
      detail: (err as Error).message,
      contactEmailUpdated: true,
      hint: 'The contact email was updated and form mail already goes to it. Retry the same call to retry the HTML sync.',
    });
  }
  if (!synced) return skipped('no_prior_email_in_html');
  return { ...base, syncedHtml: true, filesUpdated: synced.filesUpdated, deploymentUrl: synced.deploymentUrl };
}

/**
 * Under the site's publish lock: finds the live HTML files holding a prior address (the stored one before
 * this change, or the one the live document shows, which differ after an opted-out change), rewrites the
 * document, renders and stores a release, checks the rendered HTML and patches any copy the document did
 * not hold, then moves the pointer. Null when no live HTML file holds a prior address.
 */
async function syncHtml(deps: SiteOpsDeps, siteId: string, next: string, previousStored: string | null) {
  const { db, storage } = deps;
  const releases = releasesOf(deps);
  return releases.withPublishLock(siteId, async () => {
    const site = await db.site.findUniqueOrThrow({ where: { id: siteId } });
    const doc = await releases.currentDocument(site);
    if (!doc || !site.currentReleaseId) throw new Error('the live release has no document');
    const priors = [
      ...new Set([previousStored, doc.business.email].filter((e): e is string => !!e && !sameEmail(e, next))),
    ];
    const live = await storage.readRelease(siteId, site.currentReleaseId);
    const holding = htmlFilesHolding(live, priors);
    if (!holding.length) return null;

    const changed = applyContactEmail(doc, next, previousStored);
    const key = `contact:${createHash('sha256').update(next).digest('hex').slice(0, 16)}:${site.currentReleaseId}`;
    let stored = await releases.storeRelease(site, changed, 'contact', key);
    const rendered = await storage.readRelease(siteId, stored.releaseId);
    const patched = patchHtml(rendered, priors, next);
    if (patched.size) {
      // The document held every copy we know of; anything the renderer still wrote is replaced by substring.
      const files = new Map([...rendered, ...patched]);
      const { id: releaseId } = await releases.storeFiles(
        site,
        files,
        changed,
        'contact',
        `${key}:patched`,
        stored.pages,
      );
      stored = { ...stored, releaseId };
    }
    const leftover = htmlFilesHolding(
      patched.size ? await storage.readRelease(siteId, stored.releaseId) : rendered,
      priors,
    );
    if (leftover.length) throw new Error(`the old address is still in ${leftover.join(', ')}`);
    const { deploymentUrl } = await releases.movePointer(siteId, stored.releaseId);
    return { filesUpdated: holding.length, deploymentUrl };
  });
}
