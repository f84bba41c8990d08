// Answers for researched questions that arrived without one (spec 2.4: "empty answer: generator writes
// one"). An answer only states facts the research holds; otherwise it points to the way to ask.
import type { Facts } from './facts';
import { listJoin, lowerFirst } from './text';

function askLine(f: Facts): string {
  if (f.phone && f.email) return `Call us on ${f.phone} or email ${f.email} and we will be happy to help.`;
  if (f.phone) return `Call us on ${f.phone} and we will be happy to help.`;
  if (f.email) return `Email us at ${f.email} and we will be happy to help.`;
  return 'Send us a message through the contact page and we will be happy to help.';
}

type Rule = [RegExp, (f: Facts) => string | undefined];

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
    /\b(price|cost|charge|fee|fees|quote|estimate|how much|rates?)\b/i,
    (f) => {
      const priced = f.services.filter((s) => s.price);
      if (priced.length)
        return `Some examples: ${priced
          .slice(0, 4)
          .map((s) => `${s.name}: ${s.price}`)
          .join('; ')}. Every job is different, so ask us about yours.`;
      return 'Prices depend on what you need, so the best way to find out is to ask us about your situation.';
    },
  ],
  [
    /\b(services?|offer|do you do|provide|specialise|specialize)\b/i,
    (f) =>
      f.services.length
        ? `We offer ${listJoin(f.services.slice(0, 6).map((s) => lowerFirst(s.name)))}. If you need something else, just ask.`
        : undefined,
  ],
  [
    /\b(licen[cs]ed?|certified|qualified|accredited)\b/i,
    (f) => (f.licenses.length ? `Yes. We hold: ${f.licenses.join('; ')}.` : undefined),
  ],
  [
    /\b(book|appointment|reserv|schedule)\b/i,
    () =>
      'The easiest way to book is to get in touch by phone or through the contact form, and we will find a time that suits you.',
  ],
  [/\b(contact|reach|get in touch|call|email)\b/i, () => ''],
];

/** Writes an answer grounded in the facts, ending with how to ask for more; undefined when the facts cannot answer it (the question is then not asked). */
export function answerFor(question: string, f: Facts): string | undefined {
  for (const [re, write] of RULES) {
    if (!re.test(question)) continue;
    const answer = write(f);
    if (answer === undefined) continue;
    return [answer, askLine(f)].filter(Boolean).join(' ');
  }
  return undefined;
}
