// Answers for researched questions that arrived without one (spec 2.4: "empty answer: generator writes
// one"). An answer only states facts the research holds; otherwise it points to the way to ask.
import type { Facts } from './facts';
import { bare } from './text';

function askLine(f: Facts): string {
  if (f.phone && f.email) return `Call us on ${f.phone} or email ${f.email} and we will be happy to help.`;
  if (f.phone) return `Call us on ${f.phone} and we will be happy to help.`;
  if (f.email) return `Email us at ${f.email} and we will be happy to help.`;
  return 'Send us a message through the contact page and we will be happy to help.';
}

/** Words an answer may share with its question and still say nothing new ("Yes. X is one of our services."). */
const ECHO_WORDS = new Set(
  `yes no we our us you your it its is are do does can of one the a an and or to in at for this that these them they
  offer offers offered provide provides service services available menu part sure course certainly absolutely
  find ask about when visit call order`.split(/\s+/),
);
const words = (t: string) => t.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * A question whose answer tells a visitor nothing the question did not: an answer that only echoes it ("Do you
 * offer breakfast? Yes. Breakfast is one of our services.") or an empty yes. Such entries never reach a page.
 */
export function isFillerFaq(question: string, answer: string | undefined): boolean {
  if (!answer) return false;
  const asked = new Set(words(question));
  return words(answer).every((w) => asked.has(w) || ECHO_WORDS.has(w));
}

type Rule = [RegExp, (f: Facts, question: string) => string | undefined];

/** A question asking for a yes or no ("Do you…?", "Are you…?"). */
const YES_NO = /^\s*(do|does|can|could|are|is|will|would|have|has)\b/i;

/**
 * Yes-or-no questions research's facts can never settle (is it free, discounted, guaranteed, do you take my
 * insurance): no rule answers them, so they are left out rather than met with an answer to another question.
 * ("What insurance do you offer?" is not one: an insurance agency's services answer it.)
 */
const UNANSWERABLE = /\b(free|discounts?|guarantee[sd]?|warrant(y|ies)|financing|refunds?|insured|insurance)\b/i;

const RULES: Rule[] = [
  [
    /\b(hours|open|close|opening|closing|when are you)\b/i,
    (f) => (f.hours.length ? `Our hours are: ${f.hours.map((h) => `${h.day} ${h.text}`).join('; ')}.` : undefined),
  ],
  [
    /\b(where|location|located|address|find you|parking)\b/i,
    (f) => (f.address ? `You can find us at ${f.address.formatted}.` : undefined),
  ],
  [
    /\b(area|areas|serve|service area|come to|travel)\b/i,
    (f) =>
      f.locality
        ? `We are based in ${f.locality}. Get in touch to check whether we can help where you are.`
        : undefined,
  ],
  [
    /\b(prices?|pricing|costs?|charges?|fees?|how much|rates?)\b/i,
    (f) => {
      const priced = f.services.filter((s) => s.price);
      if (!priced.length) return undefined;
      return `Some examples: ${priced
        .slice(0, 4)
        .map((s) => `${bare(s.name)}: ${s.price}`)
        .join('; ')}.`;
    },
  ],
  [
    /\b(licen[cs]ed?|certified|qualified|accredited)\b/i,
    // "Licensed and insured?" is only half answered by a licence: no "yes" to the half research did not hold.
    (f, q) =>
      f.licenses.length ? `${/\b(insur|bond)/i.test(q) ? '' : 'Yes. '}We hold: ${f.licenses.join('; ')}.` : undefined,
  ],
  [
    /\b(book|appointment|reserv|schedule)\b/i,
    (f) =>
      `The easiest way to book is to get in touch ${f.phone ? 'by phone or ' : ''}through the contact form, and we will find a time that suits you.`,
  ],
  [/\b(contact|reach|get in touch|call|email)\b/i, () => ''],
];

/** Writes an answer grounded in the facts, ending with how to ask for more; undefined when the facts cannot answer it (the question is then not asked). */
export function answerFor(question: string, f: Facts): string | undefined {
  if (YES_NO.test(question) && UNANSWERABLE.test(question) && !/\blicen[cs]/i.test(question)) return undefined;
  for (const [re, write] of RULES) {
    if (!re.test(question)) continue;
    const answer = write(f, question);
    if (answer === undefined) continue;
    return [answer, askLine(f)].filter(Boolean).join(' ');
  }
  return undefined;
}
