// Additions owners ask for in a sentence: a note or line added to a page ("add a note that we accept Delta Dental
// and Cigna insurance"), and a team page from the names given ("add a page about our team: Dr. Ana Ruiz, DMD, and
// our hygienist Tom Lee"), titled by what it is.
import type { Page } from '@sgs/site-kit';
import {
  ask,
  calls,
  clean,
  pageInRequest,
  sentence,
  siteWords,
  titleCase,
  type Request,
  type Rule,
  type RulePlan,
} from './shared';

const NOTE =
  /^(?:please\s+)?(?:(?:can|could|would) you\s+)?(?:please\s+)?(?:add|put|include|post|write)\s+(?:up\s+)?(?:a|an|one)?\s*(?:short\s+|small\s+|little\s+)?(?:note|line|sentence|notice|message|mention)(?:\s+(?:on|to|in)\s+(?:the\s+|our\s+)?[\w&' -]{1,30}?\s*page)?\s+(?:that|saying|to say|which says|that says|:)\s*(.+)$/i;
const MENTION =
  /^(?:please\s+)?(?:(?:can|could|would) you\s+)?(?:please\s+)?(?:mention|let (?:people|customers|visitors|everyone|patients|clients) know)\s+(?:that\s+)?(.+)$/i;
/** "... on the about page" at the end of a note: where it goes, not part of it. */
const ON_PAGE =
  /\s+(?:on|to|in)\s+(?:the\s+|our\s+)?(?:(home ?page|front page|main page)|([\w&' -]{1,30}?)\s+page)\s*[.!]?$/i;

function note(req: Request): RulePlan | null {
  const m = NOTE.exec(req.text) ?? MENTION.exec(req.text);
  if (!m) return null;
  const where = pageInRequest(req.doc, req.text);
  if (where.named && !where.page) return ask('Which page should the note go on?', 'Notes');
  const page = where.page ?? req.doc.pages.find((p) => p.kind === 'home')!;
  const said = clean(req.quotes.length === 1 ? req.quotes[0]! : m[1]!.replace(ON_PAGE, ''));
  if (said.length < 3) return ask('What should the note say?', 'Notes');
  if (said.length > 600) return ask('That is long for a note. What shorter line should it be?', 'Notes');
  const paragraph = sentence(said.replace(/^(?:that\s+)/i, ''));
  const id = freeId(page, 'note');
  // Before the page's closing call to action, if it has one.
  const cta = page.sections.findIndex((s) => s.type === 'cta');
  return calls(`Note added to the ${page.navLabel} page: "${paragraph}"`, {
    name: 'add_section',
    args: {
      page: page.slug,
      section: { id, type: 'text', heading: siteWords(req).goodToKnow, paragraphs: [paragraph] },
      ...(cta > 0 ? { index: cta } : {}),
    },
  });
}

function freeId(page: Page, base: string) {
  let id = base;
  for (let i = 2; page.sections.some((s) => s.id === id); i++) id = `${base}-${i}`;
  return id;
}

const TEAM_PAGE =
  /\b(?:add|create|make|put up|set up)\s+(?:a\s+|an\s+)?(?:new\s+)?(?:page\s+(?:about|for|on|introducing|with)\s+(?:our|the|my)\s+(?:team|staff|people)|(?:team|staff|meet the team|our team)\s+page)\b\s*(?:with|listing|featuring|for)?\s*[:,-]?\s*(.*)$/i;
/** Credentials written after a name ("Dr. Ana Ruiz, DMD"). */
const CREDENTIAL = /^(?:[A-Z]{2,5}|[A-Z][a-z]?\.?[A-Z]\.?|Esq\.?|Ph\.?D\.?|M\.?D\.?)$/;
const NAME = /^((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*)+)$/;

interface Member {
  name: string;
  role?: string;
}

/** "Dr. Ana Ruiz, DMD, and our hygienist Tom Lee" -> members; null when a part is not a person's name. */
function members(list: string): Member[] | null {
  const out: Member[] = [];
  for (const raw of list.split(/\s*,\s*(?:and\s+)?|\s*;\s*|\s+and\s+/)) {
    const part = clean(raw).replace(/^(?:and|plus|also)\s+/i, '');
    if (!part) continue;
    if (CREDENTIAL.test(part) && out.length) {
      const last = out.at(-1)!;
      last.name = `${last.name}, ${part}`;
      continue;
    }
    // "our hygienist Tom Lee", "Tom Lee, our hygienist", "Tom Lee (hygienist)"
    const roleFirst = /^(?:our|my|the)\s+([a-z][a-z -]{1,40}?)\s+(.+)$/.exec(part);
    const roleAfter = /^(.+?)\s*\(([^)]+)\)$/.exec(part);
    const roleAlone = /^(?:our|my|the)\s+([a-z][a-z -]{1,40})$/.exec(part);
    if (roleAlone && out.length && !out.at(-1)!.role) {
      out.at(-1)!.role = titleCase(roleAlone[1]!);
      continue;
    }
    const name = roleFirst?.[2] ?? roleAfter?.[1] ?? part;
    const role = roleFirst?.[1] ?? roleAfter?.[2];
    if (!NAME.test(name.trim()) || name.length > 80) return null;
    out.push({ name: name.trim(), ...(role ? { role: titleCase(role).slice(0, 80) } : {}) });
  }
  return out.length ? out : null;
}

function teamPage(req: Request): RulePlan | null {
  const m = TEAM_PAGE.exec(req.text);
  if (!m) return null;
  const given = (m[1] ?? '').trim();
  if (!given) return ask('Who should the team page show? Please give each name, with their role if you like.', 'Team');
  const people = members(given);
  if (!people)
    return ask(
      `I could not read every name in "${given}". Who should the team page show, one name (and role) at a time?`,
      'Team',
    );
  if (people.length > 24) return ask('A team page shows at most 24 people. Who should it show?', 'Team');
  if (req.doc.pages.some((p) => p.slug === 'team' || p.sections.some((s) => s.type === 'team')))
    return ask('The site already shows a team. Should I add these people to it instead?', 'Team');
  if (req.doc.pages.length >= 12)
    return ask('The site already has 12 pages, the most it can have. Which page should the team page replace?');
  const words = siteWords(req);
  const label = words.ourTeam;
  const page = {
    slug: 'team',
    kind: 'custom',
    navLabel: label,
    seo: {
      title: `${label} | ${req.doc.business.name}`.slice(0, 70),
      description: `${words.meetTheTeam}: ${people.map((p) => p.name).join(', ')}.`.slice(0, 170),
    },
    sections: [
      { id: 'team-hero', type: 'hero', heading: label, layout: 'page' },
      { id: 'team', type: 'team', heading: words.meetTheTeam, members: people },
    ],
  };
  return calls(`Page "${label}" added with ${people.map((p) => p.name).join(', ')}`, {
    name: 'add_page',
    args: { page },
  });
}

export const notesRule: Rule = { name: 'notes', plan: (req) => teamPage(req) ?? note(req) };
