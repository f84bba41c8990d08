// Contact facts a page writes by script, read without running it: `document.write('<a href="mailto:' + user + '@' +
// domain + '">')`, an element's `innerHTML` set the same way, `onclick="location.href='tel:…'"`,
// `href="javascript:…'mailto:'…"` and `data-*` attributes holding an address or a number. Only string literals and
// variables assigned string literals are joined; anything else (a call, a computed value) is left unread.
import { Element, Text } from 'domhandler';
import { replaceElement } from 'domutils';
import { $$, parseHtml, rawText, type Document } from './html';

/** A string literal of any quote (no template substitution), or a name. */
const TERM = String.raw`(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|\x60(?:[^\x60\\$]|\\.)*\x60|[A-Za-z_$][\w$.]*)`;
/** Terms joined by `+`: the only expression read. */
const CONCAT = String.raw`${TERM}(?:\s*\+\s*${TERM})*`;
const ASSIGN = new RegExp(
  String.raw`(?:\b(?:var|let|const)\s+)?([A-Za-z_$][\w$]*)\s*=\s*(${CONCAT})\s*(?=[;,\n)]|$)`,
  'g',
);
const WRITE = new RegExp(String.raw`document\.write(?:ln)?\(\s*(${CONCAT})\s*\)`, 'g');
const INNER = new RegExp(
  String.raw`getElementById\(\s*(['"])([^'"]+)\1\s*\)\.(?:innerHTML|textContent|innerText)\s*=\s*(${CONCAT})\s*(?=[;\n]|$)`,
  'g',
);
/** A script's navigation to a mail or phone address: `location.href = 'mailto:' + …`, `window.open('tel:…')`. */
const CONTACT_NAV = new RegExp(
  String.raw`(?:location(?:\.href)?\s*=\s*|location\.(?:assign|replace)\(\s*|window\.open\(\s*)(${CONCAT})`,
  'g',
);
const EMAIL = /^[^\s@<>"']+@[^\s@<>"']+\.[a-z]{2,24}$/i;
const PHONE = /^\+?[\d\s/().-]{6,24}$/;
const PHONE_NAME = /phone|tel|fon|mobile?|handy|cell|whatsapp/i;

const unescapeJs = (s: string) =>
  s.replace(/\\(x[0-9a-f]{2}|u[0-9a-f]{4}|.)/gi, (_, e: string) =>
    /^[xu]/i.test(e) && e.length > 1 ? String.fromCharCode(parseInt(e.slice(1), 16)) : e,
  );

/** The value of `a + 'b' + c` with the names `env` knows; undefined when any term is unknown. */
export function joinLiterals(expr: string, env: ReadonlyMap<string, string> = new Map()): string | undefined {
  let out = '';
  for (const m of expr.matchAll(new RegExp(TERM, 'g'))) {
    const term = m[0];
    if (/^['"\x60]/.test(term)) out += unescapeJs(term.slice(1, -1));
    else if (env.has(term)) out += env.get(term)!;
    else return undefined;
  }
  return out;
}

/** The names an inline script assigns string literals (or joins of them) to, in order. */
function scriptVariables(code: string, env: Map<string, string>): void {
  for (const m of code.matchAll(ASSIGN)) {
    const value = joinLiterals(m[2]!, env);
    if (value !== undefined) env.set(m[1]!, value);
  }
}

const hasContact = (html: string) => /mailto:|tel:|@/i.test(html);

/** The nodes a fragment of HTML parses to, under one inline element that stands in the script's place. */
const fragment = (html: string) => {
  const children = parseHtml(html).children;
  const span = new Element('span', {}, children);
  for (const c of children) c.parent = span;
  return span;
};

/** An element made to link to `href` (a link's own address, else an empty link inside it, which shows nothing). */
function linkTo(el: Element, href: string): void {
  if (el.name === 'a' && !/^(mailto|tel):/i.test(el.attribs.href ?? '')) {
    el.attribs.href = href;
    return;
  }
  const a = new Element('a', { href }, []);
  a.parent = el;
  el.children.push(a);
}

/** The address a `mailto:`/`tel:` navigation leads to, as the link it stands for. */
const contactHref = (value: string | undefined) =>
  value && /^(mailto:[^\s@]+@[^\s@]+\.\w+|tel:\+?[\d\s/().-]{6,})/i.test(value.trim()) ? value.trim() : undefined;

/** The page with what its inline scripts and data attributes write of its contacts written out. Changes it in place. */
export function revealScriptContacts(doc: Document): void {
  const env = new Map<string, string>();
  for (const script of $$('script:not([src])', doc)) {
    if (/json|template|text\/html/i.test(script.attribs.type ?? '')) continue;
    const code = rawText(script);
    if (code.length > 50_000) continue;
    scriptVariables(code, env);
    const written = [...code.matchAll(WRITE)].map((m) => joinLiterals(m[1]!, env));
    if (written.length && written.every((w) => w !== undefined) && hasContact(written.join('')))
      replaceElement(script, fragment(written.join('')));
    for (const m of code.matchAll(INNER)) {
      const value = joinLiterals(m[3]!, env);
      const target = $$(`[id="${m[2]!.replace(/"/g, '')}"]`, doc)[0];
      if (value === undefined || !target || !hasContact(value)) continue;
      target.children = [fragment(value)];
      target.children[0]!.parent = target;
    }
  }
  for (const el of $$('[onclick], a[href^="javascript:" i]', doc)) {
    const code = el.attribs.onclick ?? el.attribs.href!;
    for (const m of code.matchAll(CONTACT_NAV)) {
      const href = contactHref(joinLiterals(m[1]!, env));
      if (href) linkTo(el, href);
    }
    // `href="javascript:…"` naming the address outright ("javascript:mailto('info@…')")
    const named = /(mailto:[^\s'"()]+@[^\s'"()]+\.\w+)/i.exec(code)?.[1];
    if (!el.attribs.onclick && named && !/^mailto:/i.test(el.attribs.href ?? '')) linkTo(el, named);
  }
  for (const el of $$('*', doc)) {
    const data = Object.entries(el.attribs ?? {}).filter(([k]) => k.startsWith('data-'));
    if (!data.length) continue;
    const user = data.find(([k]) => /^data-(user|name|local|mailbox|account)$/i.test(k))?.[1];
    const domain = data.find(([k]) => /^data-(domain|host|server)$/i.test(k))?.[1];
    const pair = user && domain ? `${user}@${domain}` : undefined;
    const encoded = el.attribs['data-enc-email'];
    for (const value of [pair, encoded && encoderEmail(encoded), ...data.map(([, v]) => v)])
      if (value && EMAIL.test(value.trim())) revealIn(el, `mailto:${value.trim()}`, value.trim());
    for (const [k, v] of data)
      if (PHONE_NAME.test(k) && PHONE.test(v.trim()) && (v.match(/\d/g) ?? []).length >= 6)
        revealIn(el, `tel:${v.trim()}`, v.trim());
  }
}

/**
 * The address in the `data-enc-email` of the WordPress plugin Email Encoder ("Email Encoder – Protect Email
 * Addresses"): ROT13, with its "@" written "[at]" ("vasb[at]fpuvssynatr.yh" for info@schifflange.lu).
 */
const encoderEmail = (encoded: string) =>
  encoded
    .trim()
    .replace('[at]', '@')
    .replace(/[a-z]/gi, (c) => {
      const base = c <= 'Z' ? 65 : 97;
      return String.fromCharCode(((c.charCodeAt(0) - base + 13) % 26) + base);
    });

/** An element holding an address in an attribute: linked to it, and showing it when it shows nothing else. */
function revealIn(el: Element, href: string, shown: string): void {
  if (el.children.some((c) => c instanceof Element && c.attribs.href === href)) return;
  if (!el.children.some((c) => (c instanceof Text ? c.data.trim() : c instanceof Element))) {
    const t = new Text(shown);
    t.parent = el;
    el.children.push(t);
  }
  linkTo(el, href);
}
