// The research corpus as the bench and its test read it: one entry per folder, with the facts written down from its
// source (README.md describes the format).
import fs from 'node:fs';
import path from 'node:path';

export interface ResearchEntry {
  id: string;
  name: string;
  city: string;
  /** ISO 3166-1 alpha-2 */
  country: string;
  /** ISO 639-1 of the site's text */
  language: string;
  trade: string;
  /** the page given as existingSiteUrl */
  path: string;
  /** the static HTML holds almost no text: a browser must run its scripts */
  rendered?: boolean;
  facts: {
    phone?: string;
    email?: string;
    address?: string;
    year?: string;
    services?: string[];
    prices?: Record<string, string>;
    /** time ranges per day as written ("8:00-18:00", "12.00-14.00, 19.00-22.00") */
    hours?: Record<string, string>;
    testimonials?: string[];
    social?: string[];
  };
  /** menu, price-list or product items: name, price as written, the heading they sit under */
  items?: { name: string; price: string; category?: string }[];
  /** every branch of a business with several */
  locations?: { name?: string; address: string; phone?: string }[];
  /** others' facts on the page (web designer's phone, a theme's demo prices…): must not appear */
  absent?: string[];
}

export function loadResearchCorpus(dir: string): ResearchEntry[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()
    .map((id) => JSON.parse(fs.readFileSync(path.join(dir, id, 'expected.json'), 'utf8')) as ResearchEntry);
}
