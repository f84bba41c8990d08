// A legal notice names others beside the business: who designed, built or hosts the site, who took its photos, the
// chamber and authority that supervise the trade, the insurer. A section headed by one of them ("Webmaster",
// "Hébergeur", "Zuständige Kammer", "制作") gives that party's address, phone and email, never the business's, so it
// is set aside before anything reads the page.
import { removeElement } from 'domutils';
import type { ChildNode } from 'domhandler';
import { $$, isElement, text, type Document, type Element } from './html';

/** Headings that name another party than the business, in the languages research reads. */
const OTHERS = new RegExp(
  `^(?:(?:zuständige|zustaendige|competent|responsible)\\s+)?(?:${[
    'webmaster', 'web ?design(?:er)?', 'design', 'gestaltung', 'programmierung', '(?:technische )?umsetzung',
    'realisierung', 'realisation', 'konzept(?:ion)?(?: (?:und|&) design)?', 'web ?hosting', 'hosting', 'hoster',
    'provider', 'hosted by', 'designed by', 'website by', 'site by', 'web ?development', 'bildnachweise?',
    'bildquellen', 'fotonachweis', '(?:photo|image) credits', 'credits',
    '\\p{L}*kammer', 'aufsichtsbehörde', '(?:berufs)?haftpflicht(?:versicherung)?', '(?:online-)?streitbeilegung',
    'streitschlichtung', 'verbraucherstreitbeilegung', 'supervisory authority', 'regulatory body',
    'hébergeur', 'hébergement', 'conception(?: et réalisation)?', 'réalisation(?: du site)?', 'création du site',
    'crédits(?: photos?)?', 'alojamiento(?: web)?', 'diseño(?: web)?', 'desarrollo(?: web)?', 'créditos',
    'realizzazione(?: sito)?', 'progettazione', 'crediti', 'ontwerp', 'ontwikkeling', 'hospedagem',
    'criação do site', '(?:ホームページ|サイト|web)?制作(?:会社)?', 'サーバー',
  ].join('|')})\\s*[:：]?$`,
  'iu',
); // prettier-ignore

/** Text that gives a way to reach someone: an email, a phone number, a postcode before a town. */
const CONTACT = /@|\+?\d[\d\s()./-]{6,}\d|\b\d{4,5}\s+\p{L}|〒/u;

const HEADING = /^h[1-6]$/;
/** A block that holds nothing but one bold label (<p><b>Webmaster</b></p>): a heading as plain markup writes it. */
const boldLabel = (el: Element) => {
  const kids = el.children.filter((c) => !(c.type === 'text' && !c.data.trim()));
  return /^(p|div)$/.test(el.name) && kids.length === 1 && isElement(kids[0]) && /^(b|strong)$/.test(kids[0].name);
};
const headingLike = (n: ChildNode) => isElement(n) && (HEADING.test(n.name) || n.name === 'dt' || boldLabel(n));

/** The nodes after a heading up to the next heading-like sibling: its section as a reader sees it. */
function sectionAfter(heading: Element): ChildNode[] {
  const out: ChildNode[] = [];
  for (let n = heading.next; n && !headingLike(n); n = n.next) out.push(n);
  return out;
}

/** The page without the sections of others (see OTHERS); changes the document in place. */
export function setOthersAside(doc: Document): void {
  for (const heading of $$('h1, h2, h3, h4, h5, h6, dt, p, div', doc)) {
    if (!headingLike(heading) || !heading.parent || !OTHERS.test(text(heading))) continue;
    const section = sectionAfter(heading);
    const said = section.map((n) => (isElement(n) ? text(n) : n.type === 'text' ? n.data : '')).join(' ');
    if (!CONTACT.test(said)) continue;
    for (const n of [heading, ...section]) removeElement(n);
  }
}
