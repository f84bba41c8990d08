// Named copy: the headline (a page's header heading), the subheading, the tagline and the call-to-action
// button text.
import type { SiteDocument } from '@sgs/site-kit';
import {
  ask,
  calls,
  clean,
  describeSection,
  norm,
  oneOf,
  pageInRequest,
  pageNamed,
  sectionsNamed,
  sectionTypeIn,
  type Request,
  type Rule,
  type RulePlan,
  type SectionHit,
  VAGUE_WORDING,
} from './shared';

/** The new wording: a quoted text, else what follows "to"/"say"/"read". */
function newText(req: Request): string | undefined {
  if (req.quotes.length) return req.quotes.at(-1);
  const t = req.text.replace(/\bcall[- ]to[- ]action\b/gi, 'CTA');
  const m = /\b(?:say|says|read|reads)\s+(.+)$/i.exec(t) ?? /\b(?:to|be|:)\s+(.+)$/i.exec(t);
  // "to something catchier" describes the words wanted: the owner is asked for them.
  return m && !VAGUE_WORDING.test(clean(m[1]!)) ? clean(m[1]!) : undefined;
}

function heading(req: Request): RulePlan | null {
  const t = req.text;
  const m =
    /\b(headline|main heading|big heading|heading|title|subheading|sub-heading|subtitle|tagline|slogan|strapline)\b/i.exec(
      t,
    );
  if (!m || !/\b(change|update|make|set|replace|use|should|say|read|new)\b/i.test(t)) return null;
  const which = m[1]!.toLowerCase();
  // "change the heading "Kind words" to "What our neighbours say"": the section whose heading is quoted.
  if (req.quotes.length >= 2 && !/tagline|slogan|strapline/.test(which)) {
    const where = pageInRequest(req.doc, t);
    const hits = sectionsNamed(req.doc, req.quotes[0]!, where.page).filter(
      (h) => norm(h.section.heading) === norm(req.quotes[0]!),
    );
    if (!hits.length) return null;
    if (hits.length > 1) return ask(`Which heading should change: ${oneOf(hits.map(describeSection))}?`, 'Copy');
    return setHeading(req, hits[0]!, req.quotes.at(-1)!);
  }
  const value = newText(req);
  // "the services heading", "the heading of the reviews section": a section's own heading.
  const before = t
    .slice(0, m.index)
    .replace(/^.*\b(?:change|update|make|set|replace|rename)\s+(?:the\s+|our\s+)?/i, '');
  const of = /\b(?:heading|title)\s+(?:of|on|for)\s+(?:the\s+)?(.+?)\s+(?:section\s+)?(?:to|say|says|read)\b/i.exec(
    t,
  )?.[1];
  const named = clean(of ?? before);
  if (
    named &&
    !/\b(main|big|home ?page|page|site|website|our|the)\b$/i.test(named) &&
    sectionTypeIn(named) !== 'hero'
  ) {
    const where = pageInRequest(req.doc, t);
    const hits = sectionsNamed(req.doc, named, where.page);
    if (!hits.length) return null;
    if (hits.length > 1) return ask(`Which heading should change: ${oneOf(hits.map(describeSection))}?`, 'Copy');
    if (!value) return ask(`What should the heading of ${describeSection(hits[0]!)} say?`, 'Copy');
    return setHeading(req, hits[0]!, value);
  }
  if (!value) return ask(`What should the ${which} say?`, 'Copy');
  if (/\bsection\b/i.test(t) && !/\b(headline|tagline|slogan)\b/i.test(t)) return null;
  if (/tagline|slogan|strapline/.test(which)) {
    if (value.length > 120) return ask('The tagline can be at most 120 characters. What shorter line should it be?');
    return calls(`Tagline changed to "${value}"`, { name: 'set_text', args: { path: 'business.tagline', value } });
  }
  // "the about page title", "the services page heading": that page's header.
  const pageBefore = /^(?:the\s+|our\s+)?(.+?)\s+page(?:'s)?$/i.exec(named)?.[1];
  const where = pageBefore ? { page: pageNamed(req.doc, pageBefore), named: true } : pageInRequest(req.doc, t);
  if (where.named && !where.page) return ask("Which page's headline should change?", 'Copy');
  const pi = where.page ? req.doc.pages.indexOf(where.page) : req.doc.pages.findIndex((p) => p.kind === 'home');
  const hero = req.doc.pages[pi]?.sections.findIndex((s) => s.type === 'hero') ?? -1;
  if (hero < 0) return ask('That page has no header to change. Which heading should change?', 'Copy');
  const sub = /sub/.test(which);
  if (value.length > (sub ? 400 : 120)) return ask(`That is too long for a ${which}. What shorter text should it be?`);
  const path = `pages[${pi}].sections[${hero}].${sub ? 'subheading' : 'heading'}`;
  return calls(`${sub ? 'Subheading' : 'Headline'} of the ${req.doc.pages[pi]!.navLabel} page changed to "${value}"`, {
    name: 'set_text',
    args: { path, value },
  });
}

function setHeading(req: Request, hit: SectionHit, value: string): RulePlan {
  const pi = req.doc.pages.indexOf(hit.page);
  const si = hit.page.sections.indexOf(hit.section);
  return calls(`Heading of ${describeSection(hit)} changed to "${value}"`, {
    name: 'set_text',
    args: { path: `pages[${pi}].sections[${si}].heading`, value },
  });
}

const LINK_KEYS = ['primaryCta', 'secondaryCta', 'primary', 'secondary', 'link'] as const;
const buttonLabels = (doc: SiteDocument) => [
  ...new Set(
    doc.pages.flatMap((p) =>
      p.sections.flatMap((s) =>
        LINK_KEYS.flatMap((k) => {
          const l = (s as Record<string, unknown>)[k] as { label?: string } | undefined;
          return l?.label ? [l.label] : [];
        }),
      ),
    ),
  ),
];

/** Paths of every button with the given label, else the site's main call to action. */
function mainCtaPaths(doc: SiteDocument, named?: string): { label: string; paths: string[] } | null {
  const home = doc.pages.find((p) => p.kind === 'home')!;
  const hero = home.sections.find((s) => s.type === 'hero');
  const label =
    named ??
    (hero?.type === 'hero' ? hero.primaryCta?.label : undefined) ??
    doc.pages.flatMap((p) => p.sections.flatMap((s) => (s.type === 'cta' ? [s.primary.label] : [])))[0];
  if (!label) return null;
  const paths: string[] = [];
  doc.pages.forEach((p, pi) =>
    p.sections.forEach((s, si) => {
      for (const key of LINK_KEYS) {
        const l = (s as Record<string, unknown>)[key] as { label?: string } | undefined;
        if (l?.label === label) paths.push(`pages[${pi}].sections[${si}].${key}.label`);
      }
    }),
  );
  return { label, paths };
}

function cta(req: Request): RulePlan | null {
  const t = req.text;
  if (!/\b(call[- ]to[- ]action|cta|buttons?)\b/i.test(t)) return null;
  if (/\bcolou?r\b/i.test(t)) return null;
  if (req.quotes.length >= 2) {
    // "change the 'Send a message' button to 'Get a free quote'": those buttons, not the same words in sentences
    const label = buttonLabels(req.doc).find((l) => l.toLowerCase() === req.quotes[0]!.toLowerCase());
    const hit = label && mainCtaPaths(req.doc, label);
    if (!hit) return null;
    const value = req.quotes.at(-1)!;
    if (value.length > 60) return ask('Button text can be at most 60 characters. What shorter text should it be?');
    return calls(
      `Buttons changed from "${hit.label}" to "${value}" (${hit.paths.length})`,
      ...hit.paths.map((path) => ({ name: 'set_text', args: { path, value } })),
    );
  }
  // "the button that says Send a message": the buttons with that label.
  const named = buttonLabels(req.doc)
    .filter((l) => t.toLowerCase().includes(l.toLowerCase()))
    .sort((a, b) => b.length - a.length)[0];
  const rest = named ? t.slice(t.toLowerCase().indexOf(named.toLowerCase()) + named.length) : '';
  const value = named
    ? (req.quotes.find((q) => q.toLowerCase() !== named.toLowerCase()) ??
      (/^\W*(?:button\s*)?(?:to|with|into)\s+(?:say\s+)?(.+)$/i.exec(rest)?.[1] &&
        clean(/^\W*(?:button\s*)?(?:to|with|into)\s+(?:say\s+)?(.+)$/i.exec(rest)![1]!)))
    : newText(req);
  const main = mainCtaPaths(req.doc, named);
  if (!main) return ask('The site has no call-to-action button to change. Which text should change?', 'Copy');
  if (!value) return ask(`What should the "${main.label}" buttons say instead?`, 'Copy');
  if (value.length > 60) return ask('Button text can be at most 60 characters. What shorter text should it be?');
  return calls(
    `Call-to-action buttons changed from "${main.label}" to "${value}" (${main.paths.length})`,
    ...main.paths.map((path) => ({ name: 'set_text', args: { path, value } })),
  );
}

export const copyRule: Rule = { name: 'copy', plan: (req) => cta(req) ?? heading(req) };
