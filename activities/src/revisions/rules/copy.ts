// Named copy: the headline (a page's header heading), the subheading, the tagline and the call-to-action
// button text.
import type { SiteDocument } from '@sgs/site-kit';
import { ask, calls, clean, pageInRequest, type Request, type Rule, type RulePlan } from './shared';

/** The new wording: a quoted text, else what follows "to"/"say"/"read". */
function newText(req: Request): string | undefined {
  if (req.quotes.length) return req.quotes.at(-1);
  const t = req.text.replace(/\bcall[- ]to[- ]action\b/gi, 'CTA');
  const m = /\b(?:say|says|read|reads)\s+(.+)$/i.exec(t) ?? /\b(?:to|be|:)\s+(.+)$/i.exec(t);
  return m ? clean(m[1]!) : undefined;
}

function heading(req: Request): RulePlan | null {
  const t = req.text;
  const m =
    /\b(headline|main heading|big heading|heading|title|subheading|sub-heading|subtitle|tagline|slogan|strapline)\b/i.exec(
      t,
    );
  if (!m || !/\b(change|update|make|set|replace|use|should|say|read|new)\b/i.test(t)) return null;
  if (/\bsection\b/i.test(t) && !/\b(headline|tagline|slogan)\b/i.test(t)) return null;
  const which = m[1]!.toLowerCase();
  const value = newText(req);
  if (!value) return ask(`What should the ${which} say?`, 'Copy');
  if (/tagline|slogan|strapline/.test(which)) {
    if (value.length > 120) return ask('The tagline can be at most 120 characters. What shorter line should it be?');
    return calls(`Tagline changed to "${value}"`, { name: 'set_text', args: { path: 'business.tagline', value } });
  }
  const where = pageInRequest(req.doc, t);
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

/** Paths of every button whose label is the site's main call to action. */
function mainCtaPaths(doc: SiteDocument): { label: string; paths: string[] } | null {
  const home = doc.pages.find((p) => p.kind === 'home')!;
  const hero = home.sections.find((s) => s.type === 'hero');
  const label =
    (hero?.type === 'hero' ? hero.primaryCta?.label : undefined) ??
    doc.pages.flatMap((p) => p.sections.flatMap((s) => (s.type === 'cta' ? [s.primary.label] : [])))[0];
  if (!label) return null;
  const paths: string[] = [];
  doc.pages.forEach((p, pi) =>
    p.sections.forEach((s, si) => {
      for (const key of ['primaryCta', 'secondaryCta', 'primary', 'secondary', 'link'] as const) {
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
  const value = newText(req);
  const main = mainCtaPaths(req.doc);
  if (!main) return ask('The site has no call-to-action button to change. Which text should change?', 'Copy');
  if (req.quotes.length >= 2) return null; // "change the 'Call us' button to 'Book now'": plain text replacement
  if (!value) return ask(`What should the "${main.label}" buttons say instead?`, 'Copy');
  if (value.length > 60) return ask('Button text can be at most 60 characters. What shorter text should it be?');
  return calls(
    `Call-to-action buttons changed from "${main.label}" to "${value}" (${main.paths.length})`,
    ...main.paths.map((path) => ({ name: 'set_text', args: { path, value } })),
  );
}

export const copyRule: Rule = { name: 'copy', plan: (req) => cta(req) ?? heading(req) };
