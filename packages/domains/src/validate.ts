import { domainToASCII } from 'node:url';
import { parse } from 'tldts';

export type DomainProblem = 'scheme' | 'www' | 'trailing_slash' | 'malformed' | 'not_apex' | 'unknown_suffix';

const HINTS: Record<DomainProblem, string> = {
  scheme: 'Send the bare domain without a scheme, e.g. example.com (not https://example.com).',
  www: 'Send the apex domain without www., e.g. example.com; the www. variant is attached automatically.',
  trailing_slash: 'Send the bare domain without a trailing slash, e.g. example.com.',
  malformed: 'A domain is letters, digits and hyphens in dot-separated labels, e.g. example.com.',
  not_apex: 'Send the apex (registrable) domain, e.g. example.co.uk, not a subdomain of it.',
  unknown_suffix: 'The domain must end in a public suffix (a real TLD such as .com or .co.uk).',
};

export const INVALID_DOMAIN = 'Invalid domain format';

export type ApexResult = { ok: true; domain: string } | { ok: false; problem: DomainProblem; hint: string };

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * An apex domain as the caller must send it (spec 4.3): no scheme, no `www.`, no trailing slash, syntactically
 * valid, and registrable directly under an ICANN public suffix (checked against the Public Suffix List).
 * Returned as DNS stores it: lowercase, the root's trailing dot dropped (`example.com.` is `example.com`), and a
 * Unicode name in its ASCII form (`café.com` is `xn--caf-dma.com`), the form browsers send in the Host header.
 */
export function parseApexDomain(input: string): ApexResult {
  const fail = (problem: DomainProblem): ApexResult => ({ ok: false, problem, hint: HINTS[problem] });
  const given = input.trim().toLowerCase();
  if (/^[a-z][a-z0-9+.-]*:\/\//.test(given)) return fail('scheme');
  if (given.endsWith('/')) return fail('trailing_slash');
  // A non-ASCII name goes through IDNA (UTS #46); what it cannot map (spaces, NUL...) comes back empty.
  const raw = (/[^\p{ASCII}]/u.test(given) ? domainToASCII(given) : given).replace(/(?<=.)\.$/, '');
  if (raw.startsWith('www.')) return fail('www');
  if (raw.length > 253 || !raw.includes('.') || !raw.split('.').every((l) => LABEL.test(l))) return fail('malformed');
  const p = parse(raw, { allowPrivateDomains: false });
  if (p.isIp) return fail('malformed');
  if (!p.isIcann || !p.publicSuffix || !p.domain) return fail('unknown_suffix');
  if (p.domain !== raw) return fail('not_apex');
  return { ok: true, domain: raw };
}

/** The public suffix (TLD or e.g. co.uk) of a valid apex domain. */
export const publicSuffixOf = (domain: string) => parse(domain).publicSuffix ?? '';
/** The label under the public suffix: `joes-pizza` for joes-pizza.co.uk. */
export const nameOf = (domain: string) => parse(domain).domainWithoutSuffix ?? domain;
