import fs from 'node:fs';
import path from 'node:path';
import type { RawFinding } from './findings';
import { RULES } from './rules';
import type { ViewportName } from './types';

/** More pages than any generated site has; the review stops listing there rather than walk a huge tree. */
export const MAX_PAGES = 100;
const MAX_DEPTH = 4;

/** The caller asked for something that cannot be reviewed (a page path outside the site, an unknown width). */
export class ReviewInputError extends TypeError {
  override name = 'ReviewInputError';
}

/** A site-relative POSIX path with nothing odd in it (no `..`, no hidden segments, no backslashes). */
export function normalisePage(page: string): string {
  const p = page.replace(/^\/+/, '');
  const ok =
    p !== '' &&
    !p.includes('\\') &&
    !p.includes('\0') &&
    p.split('/').every((s) => s !== '' && s !== '.' && s !== '..' && !s.startsWith('.'));
  if (!ok) throw new ReviewInputError(`not a site-relative page path: ${JSON.stringify(page)}`);
  return p;
}

/** Every .html file under `dir`, site-relative, sorted with index.html first; hidden entries skipped. */
export async function listHtmlFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (rel: string, depth: number) => {
    const entries = await fs.promises.readdir(path.join(dir, rel), { withFileTypes: true });
    for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      if (found.length >= MAX_PAGES || e.name.startsWith('.')) continue;
      const child = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory() && depth < MAX_DEPTH) await walk(child, depth + 1);
      else if (e.isFile() && /\.html?$/i.test(e.name)) found.push(child);
    }
  };
  await walk('', 0);
  return found.sort(
    (a, b) =>
      Number(b === 'index.html') - Number(a === 'index.html') ||
      a.split('/').length - b.split('/').length ||
      a.localeCompare(b),
  );
}

/**
 * What can be told from the file alone, before any browser: missing, empty, or not a document with a <body>.
 * Returns the catastrophic findings; an empty list means the page is worth loading.
 */
export async function checkSource(dir: string, page: string, viewport: ViewportName): Promise<RawFinding[]> {
  const finding = (rule: 'page-missing' | 'page-empty' | 'html-structure', problem: string): RawFinding[] => [
    {
      rule,
      page,
      viewport,
      description: `On ${page}, ${problem}; ${RULES[rule].advice.charAt(0).toLowerCase()}${RULES[rule].advice.slice(1)}`,
    },
  ];
  let html: string;
  try {
    html = await fs.promises.readFile(path.join(dir, page), 'utf8');
  } catch {
    return finding('page-missing', 'the page is missing from the site');
  }
  if (html.trim() === '') return finding('page-empty', 'the file is empty');
  // Browsers invent a <body> for anything; a generated document that lacks the tag did not render properly.
  if (!/<body[\s>]/i.test(html)) return finding('html-structure', 'the HTML has no <body> element');
  return [];
}
