// Static checks of a rendered site: the "HTML validation" half of a revision's typecheck, and a guard the
// build can run before visual review. Finds what a browser would show as broken without launching one.
import { posix } from 'node:path';
import type { SiteFiles } from '@sgs/storage';
import { attrOf, closest, elements, parsePage, textOf, type Element } from './dom';

export interface SiteIssue {
  file: string;
  rule:
    | 'parse-error'
    | 'missing-file'
    | 'absolute-path'
    | 'broken-link'
    | 'broken-anchor'
    | 'third-party-resource'
    | 'img-alt'
    | 'img-size'
    | 'form-label'
    | 'duplicate-id'
    | 'page-structure'
    | 'json-ld';
  message: string;
}

const REQUIRED_FILES = [
  'index.html',
  'favicon.ico',
  'apple-touch-icon.png',
  'site.webmanifest',
  'robots.txt',
  'sitemap.xml',
];
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** A relative reference from `file` as the site-relative path it names; `../` past the root stays in it (missing). */
function splitRef(ref: string, file: string): { path: string; fragment?: string } {
  const [beforeHash, fragment] = ref.split('#', 2) as [string, string | undefined];
  const path = beforeHash.split('?')[0]!;
  if (!path) return { path, fragment };
  // Resolved against the page's folder (a second language's pages live under `en/`).
  const resolved = posix.normalize(posix.join(posix.dirname(file), path)).replace(/\/$/, '');
  // A directory link is its index page, as on any static host: `./` is the home page.
  const folder = path === '.' || path.endsWith('/');
  const asFile = resolved === '.' ? 'index.html' : folder ? `${resolved}/index.html` : resolved;
  return { path: asFile, fragment };
}

export function checkRenderedSite(files: SiteFiles): SiteIssue[] {
  const issues: SiteIssue[] = [];
  for (const f of REQUIRED_FILES)
    if (!files.has(f)) issues.push({ file: f, rule: 'missing-file', message: `${f} is missing` });

  const pages = [...files.keys()].filter((f) => f.endsWith('.html'));
  const idsByPage = new Map<string, Set<string>>();
  const parsed = new Map(pages.map((p) => [p, parsePage(files.get(p)!.toString('utf8'))]));
  for (const [file, page] of parsed) {
    const ids = new Set<string>();
    for (const el of elements(page.document)) {
      const id = attrOf(el, 'id');
      if (id === undefined) continue;
      if (ids.has(id)) issues.push({ file, rule: 'duplicate-id', message: `id "${id}" is used twice` });
      ids.add(id);
    }
    idsByPage.set(file, ids);
  }

  for (const [file, { document, errors }] of parsed) {
    const add = (rule: SiteIssue['rule'], message: string) => issues.push({ file, rule, message });
    for (const e of errors) add('parse-error', `${e.code} at line ${e.startLine}`);
    const all = elements(document);
    const byTag = (t: string) => all.filter((e) => e.tagName === t);

    if (!document.childNodes.some((n) => n.nodeName === '#documentType')) add('page-structure', 'no <!doctype html>');
    if (!attrOf(byTag('html')[0]!, 'lang')) add('page-structure', '<html> has no lang');
    if (!byTag('title')[0] || !textOf(byTag('title')[0]!).trim()) add('page-structure', 'no <title>');
    if (!byTag('meta').some((m) => attrOf(m, 'name') === 'description' && attrOf(m, 'content')))
      add('page-structure', 'no meta description');
    if (!byTag('meta').some((m) => attrOf(m, 'name') === 'viewport')) add('page-structure', 'no meta viewport');
    if (byTag('h1').length !== 1) add('page-structure', `expected one <h1>, found ${byTag('h1').length}`);
    if (byTag('main').length !== 1) add('page-structure', `expected one <main>, found ${byTag('main').length}`);

    const checkRef = (ref: string, what: string, navigational: boolean) => {
      const value = ref.trim();
      if (!value) return add('broken-link', `empty ${what}`);
      if (value.startsWith('//')) return add('absolute-path', `${what} "${value}" is protocol-relative`);
      if (value.startsWith('/'))
        return add('absolute-path', `${what} "${value}" is root-absolute; pages must use relative URLs`);
      if (SCHEME.test(value)) {
        if (!navigational && /^https?:/i.test(value))
          add('third-party-resource', `${what} "${value}" loads from another origin`);
        return;
      }
      const { path, fragment } = splitRef(value, file);
      const target = path === '' ? file : path;
      if (path && !files.has(path)) return add('broken-link', `${what} "${value}" points to a missing file`);
      if (fragment && target.endsWith('.html') && !idsByPage.get(target)?.has(fragment))
        add('broken-anchor', `${what} "${value}" points to a missing id`);
    };

    for (const el of all) {
      const href = attrOf(el, 'href');
      if (href !== undefined) {
        const rel = attrOf(el, 'rel') ?? '';
        // canonical and hreflang alternates are absolute by definition; everything else under <link> is a resource.
        const pageLink = el.tagName === 'link' && (rel === 'canonical' || rel === 'alternate');
        if (!pageLink) checkRef(href, `<${el.tagName} href>`, el.tagName === 'a');
      }
      const src = attrOf(el, 'src');
      if (src !== undefined) checkRef(src, `<${el.tagName} src>`, false);
      const srcset = attrOf(el, 'srcset');
      if (srcset)
        for (const part of srcset.split(','))
          checkRef(part.trim().split(/\s+/)[0] ?? '', `<${el.tagName} srcset>`, false);
      if (el.tagName === 'script' && src) add('third-party-resource', 'external scripts are not allowed');
    }

    for (const img of byTag('img')) {
      const src = attrOf(img, 'src') ?? '';
      if (attrOf(img, 'alt') === undefined) add('img-alt', `<img src="${src}"> has no alt`);
      if (!/^\d+$/.test(attrOf(img, 'width') ?? '') || !/^\d+$/.test(attrOf(img, 'height') ?? ''))
        add('img-size', `<img src="${src}"> needs numeric width and height`);
    }

    const labelled = new Set(
      byTag('label')
        .map((l) => attrOf(l, 'for'))
        .filter(Boolean),
    );
    for (const control of all.filter((e) => ['input', 'textarea', 'select'].includes(e.tagName))) {
      const type = attrOf(control, 'type') ?? 'text';
      if (control.tagName === 'input' && ['hidden', 'submit', 'button', 'reset', 'image'].includes(type)) continue;
      const id = attrOf(control, 'id');
      const ok =
        (id && labelled.has(id)) ||
        closest(control, 'label') ||
        attrOf(control, 'aria-label') ||
        attrOf(control, 'aria-labelledby');
      if (!ok) add('form-label', `<${control.tagName} name="${attrOf(control, 'name') ?? ''}"> has no label`);
    }

    for (const script of byTag('script').filter((s: Element) => attrOf(s, 'type') === 'application/ld+json')) {
      try {
        JSON.parse(textOf(script));
      } catch (err) {
        add('json-ld', `structured data does not parse: ${(err as Error).message}`);
      }
    }
  }
  return issues;
}

/** Throws with every issue listed when the site has any. */
export function assertValidSite(files: SiteFiles): void {
  const issues = checkRenderedSite(files);
  if (issues.length)
    throw new Error(
      `rendered site has ${issues.length} issue(s):\n${issues.map((i) => `  ${i.file}: [${i.rule}] ${i.message}`).join('\n')}`,
    );
}
