import { nameOf, publicSuffixOf } from './validate';

const SUFFIXES = ['com', 'net', 'co', 'org', 'biz'];
const slug = (s: string | undefined) =>
  (s ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(',')[0]!
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 20);

/**
 * Alternatives to a domain, biased by city and industry: the name with the city, the name with the industry,
 * then the name under other suffixes. At most `limit`, never the domain itself.
 */
export function suggestionCandidates(domain: string, opts: { city?: string; industry?: string }, limit = 5): string[] {
  const name = nameOf(domain);
  const own = publicSuffixOf(domain);
  const city = slug(opts.city);
  const industry = slug(opts.industry);
  const out: string[] = [];
  const add = (d: string) => {
    if (d !== domain && !out.includes(d) && d.length <= 253 && d.split('.')[0]!.length <= 63) out.push(d);
  };
  if (city) {
    add(`${name}${city}.${own}`);
    add(`${name}-${city}.com`);
  }
  if (industry) {
    add(`${name}${industry}.${own}`);
    add(`${name}-${industry}.com`);
  }
  if (city && industry) add(`${city}${industry}.com`);
  for (const s of SUFFIXES) add(`${name}.${s}`);
  add(`get${name}.${own}`);
  return out.slice(0, limit);
}
