// Contact facts a site hides from harvesters, written back as a reader sees them: Cloudflare's email protection
// (a documented XOR of the address with its first byte), addresses spelt out ("info [at] example [dot] de") and
// addresses written backwards for a right-to-left style to turn around; and
// a number given only as a WhatsApp link.
import { Text } from 'domhandler';
import { $$, attr, type Document, type Element } from './html';
import { revealScriptContacts } from './script-contacts';

/** Cloudflare's encoded address: the first byte is the key, every byte after it the address's byte XOR the key. */
export function decodeCfEmail(hex: string): string | undefined {
  if (!/^(?:[0-9a-f]{2}){2,}$/i.test(hex)) return undefined;
  const bytes = hex.match(/../g)!.map((h) => parseInt(h, 16));
  const key = bytes[0]!;
  const decoded = Buffer.from(bytes.slice(1).map((b) => b ^ key)).toString('utf8');
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(decoded) ? decoded : undefined;
}

const CF_PATH = /\/cdn-cgi\/l\/email-protection#([0-9a-f]+)/i;

/**
 * "at" and "dot" as each language spells them out in an address: English "at"/"dot", German "ät"/"punkt", French
 * "arobase"/"point", Spanish "arroba"/"punto", Portuguese "arroba"/"ponto", Italian "chiocciola"/"punto", Dutch
 * "apenstaartje"/"punt".
 */
const SPELT_WORDS = [
  ['at', 'dot'],
  ['ät', 'punkt'],
  ['arobase', 'point'],
  ['arroba', 'punto'],
  ['arroba', 'ponto'],
  ['chiocciola', 'punto'],
  ['apenstaartje', 'punt'],
] as const;
const AT_WORDS = [...new Set(SPELT_WORDS.map(([at]) => at)), 'アットマーク', 'アット'].join('|');
const DOT_WORDS = [...new Set(SPELT_WORDS.map(([, dot]) => dot))].join('|');
/**
 * "[at]", "(at)", "{at}", "(arobase)", "（アットマーク）", " at " in capitals, a full-width "＠" and the like; "(a)", "[a]"
 * and "@" itself (before a spelt domain, "colinodell@gmail[dot]com") only between the address's parts, with no space
 * (a list's "(a)" stands apart).
 */
const AT = String.raw`(?:\s*(?:\[\s*(?:${AT_WORDS})\s*\]|[(（]\s*(?:${AT_WORDS})\s*[)）]|\{\s*at\s*\}|<\s*at\s*>|\s(?:AT|\[@\]|\(@\))\s|＠|\[@\]|\(@\))\s*|\(a\)|\[a\]|@)`;
const DOT = String.raw`\s*(?:\[\s*(?:${DOT_WORDS})\s*\]|\(\s*(?:${DOT_WORDS})\s*\)|\{\s*dot\s*\}|\s(?:DOT|dot)\s|\.)\s*`;
/** A spelt-out address: its parts are words, its domain ends in a top-level domain of letters. */
const SPELT = new RegExp(String.raw`([\p{L}\d._%+-]+)${AT}((?:[\p{L}\d-]+${DOT})+[a-z]{2,24})\b`, 'giu');
const DOTS = new RegExp(DOT, 'giu');
/**
 * An address spelt out in one language's bare words, "at" and "dot" both ("Lilian dot Besson at ens-cachan dot fr",
 * "info arroba dominio punto es"): the two words together, never "at" alone, which a sentence uses ("at 10 a.m."), and
 * never where the words go on ("look at it dot by dot").
 */
const SPELT_IN_WORDS = SPELT_WORDS.map(([at, dot]) => {
  const part = String.raw`[\p{L}\d_%+-]+`;
  return {
    re: new RegExp(
      String.raw`(?<![\p{L}\d@.])(${part}(?:\s+${dot}\s+${part})*)\s+${at}\s+(${part}(?:\s+${dot}\s+${part})*\s+${dot}\s+[a-z]{2,24})(?![\p{L}\d])(?!\s+(?:${at}|${dot})(?![\p{L}\d]))`,
      'giu',
    ),
    dot: new RegExp(String.raw`\s+${dot}\s+`, 'giu'),
  };
});

/** An address written with "[at]" and "[dot]" (or their words) as the address itself; the text unchanged when it
 * holds none. */
export function unspellEmails(s: string): string {
  const words = SPELT_IN_WORDS.reduce(
    (t, { re, dot }) =>
      t.replace(re, (_m, user: string, domain: string) => `${user.replace(dot, '.')}@${domain.replace(dot, '.')}`),
    s,
  );
  if (!/[[({<＠（]|\sAT\s/.test(words)) return words;
  return words.replace(SPELT, (whole, user: string, domain: string) => {
    const host = domain.replace(DOTS, '.');
    // "… at 10 a.m." and other sentences: the domain's parts are words, never a spelt sentence
    return /\s/.test(host) || !host.includes('.') ? whole : `${user}@${host}`;
  });
}

/** An address whose "@" stands in an element of its own ("post<span>@</span>example.de" reads "post @ example.de"). */
export const joinSplitEmails = (line: string) =>
  line.includes('@')
    ? line.replace(/([\p{L}\d._%+-]+) @ ([\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.[a-z]{2,24})\b/giu, '$1@$2')
    : line;

const textNodes = (el: Element | Document): Text[] =>
  el.children.flatMap((c) => (c instanceof Text ? [c] : 'children' in c ? textNodes(c as Element) : []));

/** The text an element shows: its text nodes, without those of a descendant its inline style hides. */
const shownText = (el: Element): string =>
  el.children
    .map((c) =>
      c instanceof Text
        ? c.data
        : 'children' in c && !/display\s*:\s*none/i.test(attr(c as Element, 'style') ?? '')
          ? shownText(c as Element)
          : '',
    )
    .join('');

/** A text that is one email address and nothing more. */
const WHOLE_EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]{2,24}$/i;

/**
 * An address written backwards in the markup inside an element whose inline style shows its text right to left
 * (`unicode-bidi: bidi-override; direction: rtl`, "moc.elpmaxe@ofni"), perhaps with a hidden decoy inside: the address
 * a reader sees.
 */
function reversedEmail(el: Element): string | undefined {
  const style = attr(el, 'style') ?? '';
  if (!/direction\s*:\s*rtl/i.test(style) || !/unicode-bidi\s*:\s*bidi-override/i.test(style)) return undefined;
  const shown = [...shownText(el).trim()].reverse().join('');
  return WHOLE_EMAIL.test(shown) ? shown : undefined;
}

/** An icon font's "at" sign (Font Awesome's `fa-at`, Bootstrap Icons' `bi-at`): it shows "@". */
const AT_ICON = /(?:^|\s)(?:fa|bi)-at(?:\s|$)/;

/** An element standing for `shown`, as the text it shows, joined with the text around it into one text node. */
function showAsText(el: Element, shown: string): void {
  const parent = el.parent as Element | null;
  if (!parent) return;
  const at = parent.children.indexOf(el);
  const [before, after] = [parent.children[at - 1], parent.children[at + 1]];
  const node = new Text(
    `${before instanceof Text ? before.data : ''}${shown}${after instanceof Text ? after.data : ''}`,
  );
  node.parent = parent;
  const from = before instanceof Text ? at - 1 : at;
  parent.children.splice(from, at - from + (after instanceof Text ? 2 : 1), node);
}

/**
 * The page with its hidden contact facts written out: what its scripts and data attributes write (script-contacts.ts),
 * a Cloudflare-protected link mails its address and shows it, an "at" icon between an address's parts
 * ("priscillathen<i class="fa fa-at"></i>gmail.com") and an image whose alternative text is an address (an address
 * drawn as a picture, its text given for those who cannot see it) show their text, and a spelt-out address reads as
 * one. Changes the document in place.
 */
export function revealContacts(doc: Document): void {
  revealScriptContacts(doc);
  for (const el of $$('i[class], span[class]', doc))
    if (AT_ICON.test(attr(el, 'class') ?? '') && !el.children.length) {
      const [before, after] = [el.prev, el.next];
      if (before instanceof Text && after instanceof Text && /[\w.-]$/.test(before.data) && /^[\w-]/.test(after.data))
        showAsText(el, '@');
    }
  for (const img of $$('img[alt*="@"]', doc)) {
    const alt = attr(img, 'alt') ?? '';
    if (WHOLE_EMAIL.test(alt)) showAsText(img, alt);
  }
  for (const el of $$('[data-cfemail]', doc)) {
    const email = decodeCfEmail(attr(el, 'data-cfemail') ?? '');
    if (!email) continue;
    el.children = [new Text(email)];
    el.children[0]!.parent = el;
  }
  for (const el of $$('[style*="rtl" i]', doc)) {
    const email = reversedEmail(el);
    if (!email) continue;
    el.children = [new Text(email)];
    el.children[0]!.parent = el;
  }
  for (const a of $$('a[href*="email-protection" i]', doc)) {
    const email = decodeCfEmail(CF_PATH.exec(attr(a, 'href') ?? '')?.[1] ?? '');
    if (email) a.attribs.href = `mailto:${email}`;
  }
  for (const a of $$('a[href^="mailto:" i]', doc)) a.attribs.href = unspellEmails(a.attribs.href!);
  for (const node of textNodes(doc)) {
    const parent = node.parent as Element | null;
    if (parent?.name === 'script' || parent?.name === 'style') continue;
    node.data = unspellEmails(node.data);
  }
}

/**
 * The number a WhatsApp link opens a chat with (`wa.me/4917612345678`, `api.whatsapp.com/send?phone=…`, the app's own
 * `whatsapp://send?phone=…`), E.164.
 */
export function whatsappNumber(href: string | undefined): string | undefined {
  let url: URL;
  try {
    url = new URL(href ?? '');
  } catch {
    return undefined;
  }
  const host = url.hostname.toLowerCase();
  const digits =
    host === 'wa.me'
      ? url.pathname.slice(1)
      : /(^|\.)whatsapp\.com$/.test(host) || url.protocol === 'whatsapp:'
        ? (url.searchParams.get('phone') ?? '')
        : '';
  const number = digits.replace(/[\s+()-]/g, '');
  return /^[1-9]\d{7,14}$/.test(number) ? `+${number}` : undefined;
}
