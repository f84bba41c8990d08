// What the dashboard shows for the API's codes: statuses, phases and ledger operations in words, never the raw
// snake_case. One table per kind of code; a code the table does not know yet is shown with its underscores as spaces.
import { isSiteLanguage, SITE_LANGUAGES, type SiteLanguage } from '@sgs/contracts';

const SITE_STATUS: Record<string, string> = {
  generating: 'Building',
  complete: 'Live',
  complete_with_warnings: 'Live, with warnings',
  failed: 'Build failed',
};
const PHASE: Record<string, string> = {
  researching: 'Researching the business',
  research_review: 'Waiting for your research review',
  generating: 'Writing and designing',
  reviewing: 'Checking every page',
  deploying: 'Publishing',
  complete: 'Done',
  failed: 'Stopped',
};
const REVISION_STATUS: Record<string, string> = {
  pending: 'Queued',
  running: 'In progress',
  complete: 'Done',
  failed: 'Not made',
  clarification_needed: 'Waiting for your answer',
  awaiting_review: 'Ready for your review',
  discarded: 'Discarded',
};
const DOMAIN_STATUS: Record<string, string> = {
  dns_pending: 'Waiting for DNS',
  active: 'Active',
  failed: 'Could not be activated',
  detached: 'Detached',
};
const PURCHASE_STATUS: Record<string, string> = {
  pending: 'Waiting for payment',
  awaiting_operator: 'Waiting for approval',
  paid: 'Paid',
  failed: 'Failed',
  canceled: 'Cancelled',
  refunded: 'Refunded',
};
const DELIVERY_STATUS: Record<string, string> = {
  pending: 'Sending',
  delivered: 'Delivered',
  failed: 'Failed, retrying',
  dead_letter: 'Gave up',
  cancelled: 'Cancelled',
};
const RELEASE_CAUSE: Record<string, string> = {
  build: 'First build',
  revision: 'Revision',
  logo: 'New logo',
  favicon: 'New icon',
  contact: 'Contact details',
  rollback: 'Restore',
};
const HOSTING_TIER: Record<string, string> = {
  free_subdomain: 'Free address',
  paid_custom_domain: 'Custom domain',
};
const EMAIL_STATUS: Record<string, string> = {
  missing: 'None set',
  placeholder: 'Your account e-mail (a placeholder)',
  confirmed: 'Set',
};
const LEDGER_KIND: Record<string, string> = {
  grant: 'Credits granted',
  charge: 'Charge',
  purchase: 'Credit pack',
  refund: 'Refund',
};
/** Ledger references by their leading parts (the API's idempotency keys), most specific first. */
const LEDGER_OPERATION: [RegExp, string][] = [
  [/^charge:site-build:/, 'Site build'],
  [/^charge:revision:/, 'Revision'],
  [/^domain-register:/, 'Domain registration'],
  [/^domain-attach:/, 'Custom domain'],
  [/^(checkout|operator|purchase):/, 'Credit pack'],
  [/^refund:/, 'Refund'],
  [/^signup/, 'Sign-up grant'],
];

/** What a research warning is about (GET /v1/sites/:id/research `warnings[].code`). */
const RESEARCH_WARNING: Record<string, string> = {
  legal_notice_incomplete:
    'The legal notice (Impressum) the law expects on this site lacks details research could not find. The site ' +
    'will not invent them: add them to the business listing or website, or send them to us, before it goes live.',
};
/** The details a research warning names (`warnings[].fields`), as an owner reads them. */
const RESEARCH_FIELD: Record<string, string> = {
  name: 'the business name',
  address: 'the postal address',
  phone: 'a phone number',
  email: 'a contact e-mail address',
};

/** Who wrote the research's description (GET research `business_description_source`). */
const DESCRIPTION_SOURCE: Record<string, string> = {
  website: 'Taken from the business’s website.',
  caller_input: 'Your description from when the site was created.',
  owner_edit: 'Your own words: the site uses them as written.',
  research:
    'Research wrote this from the facts it found, in English; a site in another language writes its own instead. ' +
    'Rewrite it in your own words and the site uses them as written.',
};

const wordsFor = (table: Record<string, string>) => (code: unknown) => {
  const c = typeof code === 'string' ? code : '';
  return table[c] ?? c.replace(/_/g, ' ');
};

/** The words of each code family, as views call them (`it.words.siteStatus(s.status)`). */
export const words = {
  siteStatus: wordsFor(SITE_STATUS),
  phase: wordsFor(PHASE),
  revisionStatus: wordsFor(REVISION_STATUS),
  domainStatus: wordsFor(DOMAIN_STATUS),
  purchaseStatus: wordsFor(PURCHASE_STATUS),
  deliveryStatus: wordsFor(DELIVERY_STATUS),
  releaseCause: wordsFor(RELEASE_CAUSE),
  hostingTier: wordsFor(HOSTING_TIER),
  emailStatus: wordsFor(EMAIL_STATUS),
  researchWarning: wordsFor(RESEARCH_WARNING),
  descriptionSource: wordsFor(DESCRIPTION_SOURCE),
  /** The missing details a research warning names, as one phrase ("the postal address and a phone number"). */
  researchFields(fields: unknown) {
    const named = (Array.isArray(fields) ? fields : []).map(wordsFor(RESEARCH_FIELD)).filter(Boolean);
    return named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named.at(-1)!}` : (named[0] ?? '');
  },
  /** What a ledger row was for: the operation its reference names, else its kind. */
  ledgerOperation(entry: { kind: string; reference?: string }) {
    const hit = LEDGER_OPERATION.find(([re]) => re.test(entry.reference ?? ''));
    return hit ? hit[1] : wordsFor(LEDGER_KIND)(entry.kind);
  },
  /** An ISO timestamp as "2026-11-26 11:40" (UTC), or an empty string. */
  when: (iso: unknown) => (typeof iso === 'string' ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : ''),
};

/** Each site language (SITE_LANGUAGES, BCP 47) by its own name. */
const LANGUAGE_NAMES: Record<SiteLanguage, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  nl: 'Nederlands',
  pt: 'Português',
  ja: '日本語',
};
/** The languages a form offers, in the API's order. */
export const LANGUAGE_CHOICES = SITE_LANGUAGES.map((tag) => ({ tag, name: LANGUAGE_NAMES[tag] }));

/** A site's language by name ("pt-BR" is Português), or what happens while it is not chosen yet. */
export function languageName(tag: unknown) {
  if (typeof tag !== 'string' || !tag) return 'Chosen when the site is written';
  const primary = tag.split('-')[0]!.toLowerCase();
  return isSiteLanguage(primary) ? LANGUAGE_NAMES[primary] : tag;
}
