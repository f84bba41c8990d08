// Sections: remove one, move one (above/below another, to the top or bottom), add one (a copy of a list
// the site already has, the hours or map, or a text section with the words given).
import type { Page, Section } from '@sgs/site-kit';
import {
  ask,
  calls,
  clean,
  describeSection,
  oneOf,
  pageInRequest,
  SECTION_NAMES,
  SECTION_WORDS,
  siteWords,
  sectionsNamed,
  sectionTypeIn,
  sentence,
  type Request,
  type Rule,
  type RulePlan,
  type SectionHit,
} from './shared';

const REMOVE = /\b(?:remove|delete|drop|hide|take out|take off|get rid of)\b/i;
const MOVE = /\b(?:move|put|place|show)\b/i;

/** Exactly one section for a phrase (optionally on a named page), or a question naming the candidates. */
function one(req: Request, phrase: string, action: string): { hit?: SectionHit; q?: RulePlan } {
  const where = pageInRequest(req.doc, req.text);
  if (where.named && !where.page)
    return { q: ask(`Which page do you mean? The site has: ${oneOf(req.doc.pages.map((p) => p.navLabel))}.`) };
  const hits = sectionsNamed(req.doc, req.quotes[0] ?? phrase, where.page);
  if (hits.length === 1) return { hit: hits[0] };
  if (hits.length > 1)
    return { q: ask(`Which one should I ${action}: ${oneOf(hits.map(describeSection))}?`, 'Sections') };
  return {
    q: ask(
      `I could not find that section${where.page ? ` on the ${where.page.navLabel} page` : ''}. ` +
        `Which section should I ${action}? ${where.page ? `That page has: ${oneOf(where.page.sections.map((s) => `"${s.heading}"`))}.` : ''}`.trim(),
      'Sections',
    ),
  };
}

function remove(req: Request): RulePlan | null {
  const t = req.text;
  const m =
    /\b(?:remove|delete|drop|hide|take out|take off|get rid of)\s+(?:the\s+|our\s+|that\s+)?(.+?)(?:\s+(?:section|block|part|area))\b/i.exec(
      t,
    );
  // "Take the testimonials off the home page": the verb around the section words.
  const around = !m
    ? /\b(?:take|get)\s+(?:the\s+|our\s+|that\s+)?(.+?)\s+(?:off|out of|away from)\s+(?:the\s+|our\s+)/i.exec(t)
    : null;
  const vocab =
    !m && !around && REMOVE.test(t) && pageInRequest(req.doc, t).named
      ? /\b(?:remove|delete|drop|hide|take out|take off|get rid of)\s+(?:the\s+|our\s+)?(.+?)\s+(?:from|on)\b/i.exec(t)
      : null;
  // "Remove the map": a section word alone.
  const bare =
    !m && !around && !vocab
      ? /^(?:please\s+)?(?:remove|delete|drop|hide|get rid of)\s+(?:the\s+|our\s+)?([\w &-]{2,30}?)[.!]?$/i.exec(t)
      : null;
  // ("Remove the service" names one of the services, not the list.)
  const bareType = bare && !/^services?$/i.test(bare[1]!.trim()) ? sectionTypeIn(bare[1]!) : undefined;
  const phrase =
    m?.[1] ??
    around?.[1] ??
    vocab?.[1] ??
    (bareType && bare![1]!.match(SECTION_WORDS.find(([ty]) => ty === bareType)![1])?.[0] === bare![1]!.trim()
      ? bare![1]
      : undefined);
  if (!phrase || !(m || sectionTypeIn(phrase))) return null;
  // One kind of section off one named page ("the testimonials off the home page"): every one of that kind there.
  const where = pageInRequest(req.doc, t);
  const kind = sectionTypeIn(phrase);
  const ofKind = where.page && kind && kind !== 'hero' ? where.page.sections.filter((x) => x.type === kind) : [];
  if (ofKind.length > 1 && !req.quotes.length && (kind !== 'contact-form' || where.page!.kind !== 'contact'))
    return calls(
      `Removed the ${SECTION_NAMES[kind!]} sections from the ${where.page!.navLabel} page (${ofKind.length})`,
      ...ofKind.map((x) => ({ name: 'remove_section', args: { page: where.page!.slug, section_id: x.id } })),
    );
  const w = one(req, phrase, 'remove');
  if (!w.hit) return w.q!;
  const { page, section } = w.hit;
  if (section.type === 'contact-form' && page.kind === 'contact')
    return ask(
      "The contact page must keep its form (it is how visitors reach you). The closest I can do: change the form's heading or intro text. What should it say?",
      'Required sections',
    );
  if (section.type === 'hero')
    return ask(
      `Every page starts with its header section. The closest I can do: change the header's heading or text, or remove its photo. Which would you like on the ${page.navLabel} page?`,
      'Required sections',
    );
  return calls(`Removed ${describeSection(w.hit)}`, {
    name: 'remove_section',
    args: { page: page.slug, section_id: section.id },
  });
}

function indexOn(page: Page, id: string) {
  return page.sections.findIndex((s) => s.id === id);
}

function move(req: Request): RulePlan | null {
  const t = req.text;
  if (!MOVE.test(t)) return null;
  const m =
    /\b(?:move|put|place|show)\s+(?:the\s+|our\s+)?(.+?)\s+(above|below|before|after|under|over|to the top|to the bottom|at the top|at the bottom|first|last|higher|lower|up|down)\b\s*(?:the\s+|our\s+)?(.*?)$/i.exec(
      t,
    );
  if (!m) return null;
  const subject = m[1]!.replace(/\s+(?:section|block)$/i, '');
  if (!sectionTypeIn(subject) && !sectionsNamed(req.doc, subject).length) return null;
  const w = one(req, subject, 'move');
  if (!w.hit) return w.q!;
  const { page, section } = w.hit;
  const from = indexOn(page, section.id);
  const dir = m[2]!.toLowerCase();
  let to: number;
  if (/top|first/.test(dir)) to = 1;
  else if (/bottom|last/.test(dir)) to = page.sections.length - 1;
  else if (/higher|up/.test(dir)) to = Math.max(1, from - 1);
  else if (/lower|down/.test(dir)) to = Math.min(page.sections.length - 1, from + 1);
  else {
    const anchorPhrase = clean(
      m[3]!.replace(/\b(?:on|in|of)\s+(?:the\s+)?[\w&' -]*page\b.*$/i, '').replace(/\s+(?:section|block)$/i, ''),
    );
    const anchors = sectionsNamed(req.doc, anchorPhrase, page).filter((h) => h.section.id !== section.id);
    if (anchors.length !== 1)
      return ask(
        `Where on the ${page.navLabel} page should ${describeSection(w.hit)} go? The page has, in order: ${oneOf(
          page.sections.map((s) => `"${s.heading}"`),
          'then',
        )}.`,
        'Sections',
      );
    const at = indexOn(page, anchors[0]!.section.id);
    const before = /above|before|over/.test(dir);
    // Index in the list without the moved section.
    const base = at > from ? at - 1 : at;
    to = before ? base : base + 1;
  }
  if (to === from) return ask(`${describeSection(w.hit)} is already there. Where should it go instead?`, 'Sections');
  return calls(`Moved ${describeSection(w.hit)}`, {
    name: 'move_section',
    args: { page: page.slug, section_id: section.id, index: to },
  });
}

function freeId(page: Page, base: string) {
  const ids = new Set(page.sections.map((s) => s.id));
  if (!ids.has(base)) return base;
  for (let i = 2; ; i++) if (!ids.has(`${base}-${i}`)) return `${base}-${i}`;
}

function add(req: Request): RulePlan | null {
  const t = req.text;
  const m = /\badd\s+(?:a\s+|an\s+|the\s+|our\s+)?(?:new\s+)?(.+?)\s+(?:section|block)\b\s*(.*)$/i.exec(t);
  const vocab =
    !m && /\badd\b/i.test(t) && pageInRequest(req.doc, t).named
      ? /\badd\s+(?:a\s+|an\s+|the\s+|our\s+)?(.+?)\s+(?:to|on)\b/i.exec(t)
      : null;
  const phrase = m?.[1] ?? vocab?.[1];
  if (!phrase) return null;
  const where = pageInRequest(req.doc, t);
  if (!where.page)
    return ask(
      `Which page should the new section go on? The site has: ${oneOf(req.doc.pages.map((p) => p.navLabel))}.`,
      'Sections',
    );
  const page = where.page;
  const called = /\b(?:called|titled|named|headed)\s+["']?([^"']+?)["']?\s*(?:that|which|saying|with|:|$)/i.exec(
    t,
  )?.[1];
  const says = /\b(?:that says|which says|saying|with the text|that reads|:)\s*(.+)$/i.exec(t)?.[1];
  const type = called || says ? undefined : sectionTypeIn(phrase);
  const at = position(page, t);
  if (!type) {
    if (!says)
      return ask(
        `What should the new section on the ${page.navLabel} page say (a heading and a few sentences)?`,
        'Sections',
      );
    const heading = clean(called ?? phrase).replace(/^(?:text|new)\s*/i, '') || siteWords(req).moreAboutUs;
    // "add a sentence to the about page saying ...": words for a section that exists, not a section called "Sentence"
    if (
      !called &&
      /^(?:a |an |the |some |one )?(?:sentence|line|paragraph|bit|note|words?|text|mention)$/i.test(heading)
    )
      return ask(
        `Which section of the ${page.navLabel} page should "${sentence(says)}" go in, or should it be a new section with its own heading (which)?`,
        'Sections',
      );
    const section = {
      id: freeId(
        page,
        heading
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '')
          .slice(0, 40) || 'text',
      ),
      type: 'text',
      heading: heading[0]!.toUpperCase() + heading.slice(1),
      paragraphs: [sentence(says.replace(/\s+(?:to|on)\s+(?:the\s+)?[\w&' -]+page\.?$/i, ''))],
    };
    return calls(`Text section "${section.heading}" added to the ${page.navLabel} page`, {
      name: 'add_section',
      args: { page: page.slug, section, index: at },
    });
  }
  if (page.sections.some((s) => s.type === type))
    return ask(
      `The ${page.navLabel} page already has a ${SECTION_NAMES[type]} section. Should I move it or change it instead?`,
      'Sections',
    );
  let section: Record<string, unknown> | undefined;
  if (type === 'hours') {
    if (!req.doc.business.hours.length)
      return ask('The site has no opening hours yet. What are your hours?', 'Sections');
    section = { id: freeId(page, 'opening-hours'), type: 'hours', heading: siteWords(req).openingHours };
  } else if (type === 'location') {
    if (!req.doc.business.address) return ask('The site has no address yet. What is your street address?', 'Sections');
    section = { id: freeId(page, 'find-us'), type: 'location', heading: siteWords(req).findUs };
  } else {
    // A list the site already shows elsewhere (reviews, FAQ, services...) is copied as it is.
    const source = req.doc.pages.flatMap((p) => p.sections.filter((s) => s.type === type))[0] as Section | undefined;
    if (!source)
      return ask(
        `The site has no ${SECTION_NAMES[type]} content yet, so there is nothing to show. ` +
          `The closest I can do: add a text section with words you give me${type === 'faq' ? ', or add FAQ entries (question and answer)' : type === 'services' ? ', or add services one by one' : ''}. What should it say?`,
        'Sections',
      );
    section = { ...structuredClone(source), id: freeId(page, source.id) };
    delete section.link;
  }
  return calls(
    `${SECTION_NAMES[type][0]!.toUpperCase()}${SECTION_NAMES[type].slice(1)} section added to the ${page.navLabel} page`,
    {
      name: 'add_section',
      args: { page: page.slug, section, index: at },
    },
  );
}

/** "at the top" -> after the header; "at the bottom" -> last; default: before the closing call to action. */
function position(page: Page, text: string): number {
  if (/\b(at the top|to the top|first)\b/i.test(text)) return 1;
  if (/\b(at the (?:bottom|end)|to the (?:bottom|end)|last)\b/i.test(text)) return page.sections.length;
  const cta = page.sections.findIndex((s, i) => i > 0 && s.type === 'cta');
  return cta > 0 ? cta : page.sections.length;
}

export const sectionsRule: Rule = { name: 'sections', plan: (req) => move(req) ?? remove(req) ?? add(req) };
