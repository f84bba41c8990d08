// The business's own words about itself: its about page's story, else its home page's introduction, quoted as
// written. The description the writer uses before any page's meta description (an SEO line) or its own sentence.
import { sentences } from '@sgs/site-kit';
import type { CountryCode } from 'libphonenumber-js';
import { hasPrice, hasTimeSpan, PLACEHOLDER_TEXT, textPhones } from './content';
import { $, $$, isElement, text, textLines, type Document, type Element } from './html';
import { isArchive } from './links';
import { pageLanguage, textLanguage } from './language';
import { ABOUT_PAGE } from './reading-order';

/** Where a paragraph is never the business speaking of itself: the page's chrome, forms, quotes, lists and tables. */
const NOT_STORY = 'header, footer, nav, aside, form, address, blockquote, figcaption, li, table, dialog, button, label';
/** Classes and ids of blocks that are not the business's story: banners, reviews, news, legal and cookie notes. */
const NOT_STORY_CLASS =
  /^(cookies?|consent|gdpr|banner|popup|modal|testimonials?|reviews?|quotes?|news|blog|events?|footer|header|breadcrumbs?|newsletter|legal|copyright|widgets?|sidebar|slider|carousel)$/i;
/** A paragraph that is a legal, cookie or site notice in any language, not the business's story. */
const NOTICE =
  /cookie|datenschutz|privacy|privacidad|confidentialit|riservatezza|impressum|mentions l[ée]gales|copyright|©|alle rechte|all rights|tous droits|todos los derechos|tutti i diritti|alle rechten|todos os direitos|lorem ipsum|javascript|browser|haftung|disclaimer|avviso legale|aviso legal|\bAGB\b|\bCGV\b|著作権|個人情報/i;
/** An email or a web address: a paragraph giving one is a contact block, not the story. */
const ADDRESSES = /@|https?:\/\/|www\./i;
/** Contact details, prices and hours (as research reads them elsewhere): a contact or price block, not the story. */
const details = (t: string, country: CountryCode | undefined) =>
  ADDRESSES.test(t) || hasPrice(t) || hasTimeSpan(t) || textPhones(t, country).length > 0;

/** Characters a paragraph of prose has at least (Japanese says as much in half as many). */
const minParagraph = (t: string) => (/[\u3040-\u30ff\u4e00-\u9fff]/u.test(t) ? 30 : 60);
/** A story long enough to stop at, and the most it holds (whole paragraphs). */
const ENOUGH = 420;
const MOST = 900;

/** A block's readable text in one line. */
const flat = (el: Element) => text(el).replace(/\s+/g, ' ').trim();

/** A paragraph's text without a title set on its own first line ("<strong>A Little About Me</strong><br>As the…"). */
const paragraphText = (p: Element) => {
  const lines = textLines(p);
  const [first, ...rest] = lines;
  return rest.length && first && first.length < 40 && !/[.!?:。！？]$/u.test(first)
    ? rest.join(' ').replace(/\s+/g, ' ').trim()
    : flat(p);
};

/** The words of an element's classes and id ("site-header" says "site" and "header"). */
const classWords = (el: Element) => `${el.attribs.class ?? ''} ${el.attribs.id ?? ''}`.split(/[\s_-]+/).filter(Boolean);

const outsideStory = (el: Element) => {
  // (the page's own wrappers, body and html, carry the theme's classes: "has-header-image" says nothing)
  for (let p: Element | null = el; p && isElement(p) && !/^(body|html)$/.test(p.name); p = p.parent as Element | null)
    if (classWords(p).some((w) => NOT_STORY_CLASS.test(w))) return true;
  return $$(NOT_STORY, el).length > 0 || closestOf(el, NOT_STORY);
};

const closestOf = (el: Element, names: string) => {
  const set = new Set(names.split(',').map((n) => n.trim()));
  for (let p = el.parent as Element | null; p && isElement(p); p = p.parent as Element | null)
    if (set.has(p.name)) return true;
  return false;
};

/** The most text a card holds: a teaser's few lines, never a page's whole content. */
const CARD_CHARS = 600;

/**
 * Cards: a paragraph whose block repeats beside others of its kind (a service teaser, a team card) is no story. A
 * block with an id of its own (`#content` beside `#header` and `#footer`) or with a page's worth of text is none.
 */
const inCards = (el: Element) => {
  for (let p: Element | null = el.parent as Element | null, depth = 0; p && isElement(p) && depth < 3; depth++) {
    const parent = p.parent as Element | null;
    if (!parent || !isElement(parent)) break;
    const kind = `${p.name}.${p.attribs.class ?? ''}`;
    const twins = parent.children.filter((c) => isElement(c) && `${c.name}.${c.attribs.class ?? ''}` === kind);
    const card = p.name !== 'p' && p.name !== 'section' && !p.attribs.id && flat(p).length <= CARD_CHARS;
    if (card && twins.length >= 3) return true;
    p = parent;
  }
  return false;
};

/** A paragraph that reads as prose: long enough, ending a sentence, without contact details or notices. */
const prose = (t: string, country: CountryCode | undefined) =>
  t.length >= minParagraph(t) &&
  /[.!?。！]["”»」)]?$/u.test(t) &&
  !NOTICE.test(t) &&
  !details(t, country) &&
  (t.match(/\p{L}/gu)?.length ?? 0) / t.length > 0.6;

/** The business speaking of itself in each language: "we", "our", "I" ("je" is French only, "i" English only). */
const SELF: Record<string, RegExp> = {
  en: /(?<!\p{L})(we|our|us|i|my)(?!\p{L})/iu,
  de: /(?<!\p{L})(wir|uns|unser\p{L}*|ich|mein\p{L}*)(?!\p{L})/iu,
  fr: /(?<!\p{L})(nous|notre|nos|je|j'|mon|mes)(?!\p{L})/iu,
  es: /(?<!\p{L})(nosotros|nuestr\p{L}+|yo|nos)(?!\p{L})/iu,
  it: /(?<!\p{L})(noi|nostr\p{L}|io|ci)(?!\p{L})/iu,
  nl: /(?<!\p{L})(wij|we|ons|onze|ik|mijn)(?!\p{L})/iu,
  pt: /(?<!\p{L})(nós|noss\p{L}+|eu|meu|minha)(?!\p{L})/iu,
  ja: /私たち|わたし|当店|当院|当社|弊社|私/u,
};
/**
 * What share of the home page's content may come before its introduction, which opens its first section at the
 * latest (a one-page site's terms and notes come later).
 */
const INTRO_WITHIN = 0.3;

/** The element before this one in its parent that shows text (a heading, a paragraph, a list), if any. */
const previousWithText = (el: Element): Element | undefined => {
  for (let n = el.prev; n; n = n.prev) if (isElement(n) && flat(n)) return n;
  return undefined;
};

/**
 * The story's paragraphs on one page: the first paragraph of prose that opens its block (after a heading or at its
 * start, so never a sentence that answers the one before it), then the paragraphs of prose right after it.
 */
function storyOf(doc: Document, intro: boolean, businessName: string, country?: CountryCode): string | undefined {
  const root = $('main', doc) ?? $('[role="main"]', doc) ?? $('body', doc) ?? doc;
  const language = pageLanguage(doc);
  const fits = (p: Element) => {
    const t = paragraphText(p);
    // (a short paragraph's language is not told reliably: only a long one in another language is left out)
    const said = t.length >= 120 ? textLanguage(t) : undefined;
    return prose(t, country) && !PLACEHOLDER_TEXT.test(t) && (!said || !language || said === language);
  };
  const nameWords = businessName
    .toLowerCase()
    .split(/[\s&+,.'’-]+/)
    .filter((w) => w.length >= 4);
  for (const first of $$('p', root as Element)) {
    if (outsideStory(first) || inCards(first) || !fits(first)) continue;
    const before = previousWithText(first);
    if (before && !/^h[1-6]$/.test(before.name)) continue;
    const out = [paragraphText(first)];
    for (let n = first.next; n && out.join(' ').length < ENOUGH; n = n.next) {
      if (!isElement(n)) continue;
      if (n.name !== 'p' || !fits(n)) break;
      if (out.join(' ').length + paragraphText(n).length > MOST) break;
      out.push(paragraphText(n));
    }
    const story = out.join(' ');
    // a home page's introduction is its first prose, near its top, the business speaking of itself in two
    // sentences at least
    if (!intro) return story;
    const lower = story.toLowerCase();
    const all = flat(root as Element);
    const self = SELF[language ?? textLanguage(story) ?? 'en'];
    // (headings in a row are one section's title: "Le Vecchie Credenze" over "di Vittorio e Valeria")
    const flow = $$('h2, h3, h4, h5, h6, p', root as Element);
    const above = flow.slice(0, flow.indexOf(first));
    const sectionsBefore = above.filter((e, i) => e.name !== 'p' && (i === 0 || above[i - 1]!.name === 'p')).length;
    return sentences(story).length >= 2 &&
      sectionsBefore <= 1 &&
      all.indexOf(out[0]!) <= INTRO_WITHIN * all.length &&
      (self?.test(story) || nameWords.some((w) => lower.includes(w)))
      ? story
      : undefined;
  }
  return undefined;
}

/**
 * The business's own description from its website: the story its about page tells, else its home page's
 * introduction, as written (whole paragraphs, ending at a sentence end), with the page it came from.
 */
export function aboutText(
  pages: { url: string; doc: Document }[],
  businessName: string,
  country?: CountryCode,
): { value: string; url: string } | undefined {
  const about = pages.slice(1).find((p) => isAboutPage(p));
  const fromAbout = about && storyOf(about.doc, false, businessName, country);
  if (fromAbout) return { value: fromAbout, url: about.url };
  const home = pages[0];
  const fromHome = home && storyOf(home.doc, true, businessName, country);
  return fromHome ? { value: fromHome, url: home.url } : undefined;
}

/** The most a title that names an about page says ("Über uns", "Sobre nosotros | Salón Narbos"). */
const TITLE_CHARS = 30;

/**
 * A page its address or its heading names as the business's about page ("/ueber-uns", "Qui sommes-nous"); a title
 * counts only as short as such a name ("sobre" is also the word "on" in a blog post's title), and never a post.
 */
function isAboutPage(p: { url: string; doc: Document }): boolean {
  const url = new URL(p.url);
  if (isArchive(`${url.pathname}${url.search}`)) return false;
  const titles = [text($('h1', p.doc)), ...text($('title', p.doc)).split(/\s[|–—-]\s/)];
  return (
    ABOUT_PAGE.test(decodeURIComponent(url.pathname)) ||
    titles.some((t) => t.trim().length <= TITLE_CHARS && ABOUT_PAGE.test(t))
  );
}
