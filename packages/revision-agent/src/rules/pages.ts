// Pages: add a page with the content given, remove an optional page, rename a page in the navigation.
import { REQUIRED_PAGE_KINDS } from '@sgs/site-kit';
import {
  ask,
  calls,
  clean,
  oneOf,
  pageNamed,
  sentence,
  siteWords,
  titleCase,
  type Request,
  type Rule,
  type RulePlan,
} from './shared';

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
const pageList = (req: Request) => oneOf(req.doc.pages.map((p) => p.navLabel));

function add(req: Request): RulePlan | null {
  const m =
    /\b(?:add|create|make|put up|set up)\s+(?:a |an |one )?(?:new |separate |extra )?page\s*(?:called|named|titled|for|about)?\s*["']?([^"',:.]+?)["']?\s*(?:(?:,|:|\.)?\s*(?:that|which|saying|that says|which says|with the text|with|where|to say|explaining|about)\b\s*:?\s*(.+))?\.?$/i.exec(
      req.text,
    );
  if (!m) return null;
  const name = titleCase(m[1]!.replace(/^(?:our|my)\s+/i, '')).slice(0, 30);
  const content = clean((m[2] ?? '').replace(/^(?:it |the page )?(?:says?|should say|saying)\s+(?:that\s+)?/i, ''));
  const slug = slugOf(name);
  if (!slug) return ask('What should the new page be called?', 'New page');
  if (req.doc.pages.some((p) => p.slug === slug || p.navLabel.toLowerCase() === name.toLowerCase()))
    return ask(`There is already a "${name}" page. Should I change what it says instead?`, 'New page');
  if (!content) return ask(`What should the ${name} page say?`, 'New page');
  if (req.doc.pages.length >= 12)
    return ask(`The site already has 12 pages, the most it can have. Which page should the ${name} page replace?`);
  const paragraphs = content
    .split(/\n+|(?<=[.!?])\s+(?=[A-Z])/)
    .map(sentence)
    .filter(Boolean)
    .slice(0, 8);
  const biz = req.doc.business.name;
  const page = {
    slug,
    kind: 'custom',
    navLabel: name,
    seo: { title: `${name} | ${biz}`.slice(0, 70), description: paragraphs.join(' ').slice(0, 170) },
    sections: [
      { id: `${slug}-hero`.slice(0, 40), type: 'hero', heading: name, layout: 'page' },
      { id: 'content', type: 'text', heading: siteWords(req).catalogAt(name, biz).slice(0, 120), paragraphs },
    ],
  };
  return calls(`Page "${name}" added`, { name: 'add_page', args: { page } });
}

function target(req: Request, phrase: string, action: string): { page?: ReturnType<typeof pageNamed>; q?: RulePlan } {
  const page = pageNamed(req.doc, phrase);
  if (page) return { page };
  return { q: ask(`Which page should I ${action}? The site has: ${pageList(req)}.`, 'Pages') };
}

function remove(req: Request): RulePlan | null {
  const m =
    /\b(?:remove|delete|drop|take down|get rid of|hide)\s+(?:the\s+|our\s+)?["']?([\w&' -]{1,40}?)["']?\s+page\b(?!\s*(?:'s|section))/i.exec(
      req.text,
    );
  if (!m || /\bsection\b|\bfrom\b/i.test(req.text)) return null;
  const t = target(req, m[1]!, 'remove');
  if (!t.page) return t.q!;
  if ((REQUIRED_PAGE_KINDS as readonly string[]).includes(t.page.kind))
    return ask(
      `Every site keeps its Home, About and Contact pages, so I can't remove the ${t.page.navLabel} page. ` +
        `The closest I can do: rename it, or remove sections from it. Which would you like?`,
      'Required pages',
    );
  return calls(`Page "${t.page.navLabel}" removed`, { name: 'remove_page', args: { slug: t.page.slug } });
}

function rename(req: Request): RulePlan | null {
  const m =
    /\b(?:rename|call)\s+(?:the\s+|our\s+)?["']?([\w&' -]{1,40}?)["']?\s+page\s+(?:to|as)?\s*["']?(.+?)["']?(?:\s+instead)?\.?$/i.exec(
      req.text,
    ) ??
    /\bchange\s+(?:the\s+)?(?:name|title|label)\s+of\s+(?:the\s+|our\s+)?["']?([\w&' -]{1,40}?)["']?\s+page\s+to\s+["']?(.+?)["']?\.?$/i.exec(
      req.text,
    ) ??
    /\b(?:the\s+)?["']?([\w&' -]{1,40}?)["']?\s+page\s+should\s+be\s+called\s+["']?(.+?)["']?\.?$/i.exec(req.text) ??
    // 'rename "Services" in the menu to "What we do"', 'change the Services tab to Our Work'
    /\b(?:rename|change|call)\s+(?:the\s+)?["']?([\w&' -]{1,40}?)["']?\s+(?:in|on)\s+(?:the\s+)?(?:menu|navigation|nav|nav bar|navbar|top bar)\s+(?:to|as)\s+["']?(.+?)["']?\.?$/i.exec(
      req.text,
    ) ??
    /\b(?:rename|change)\s+(?:the\s+)?["']?([\w&' -]{1,40}?)["']?\s+(?:menu item|menu link|tab|link in the menu)\s+(?:to|as)\s+["']?(.+?)["']?\.?$/i.exec(
      req.text,
    );
  if (!m) return null;
  const t = target(req, m[1]!, 'rename');
  if (!t.page) return t.q!;
  const label = clean(m[2]!);
  if (!label || label.length > 30) return ask('What short name (up to 30 characters) should the page have?', 'Pages');
  return calls(`Page "${t.page.navLabel}" renamed to "${label}"`, {
    name: 'rename_page',
    args: { slug: t.page.slug, label },
  });
}

export const pagesRule: Rule = { name: 'pages', plan: (req) => add(req) ?? rename(req) ?? remove(req) };
