// Testimonials the owner gives or wants gone: "add a review from Ann: ...", "remove the review from Dana".
import { ask, calls, clean, norm, oneOf, type Request, type Rule, type RulePlan } from './shared';

const REVIEW = /\b(reviews?|testimonials?|quotes?)\b/i;
const all = (req: Request) =>
  req.doc.pages.flatMap((p) => p.sections.flatMap((s) => (s.type === 'testimonials' ? s.items : [])));

function add(req: Request): RulePlan | null {
  const m =
    /\badd\s+(?:a\s+|this\s+|another\s+)?(?:new\s+)?(?:review|testimonial|quote)\s+(?:from|by)\s+([^:,]+?)\s*[:,-]\s*(.+)$/i.exec(
      req.text,
    );
  if (!m) return null;
  // The customer's words as given: only surrounding quotes and a trailing "thanks" go.
  const quote = req.quotes[0] ?? clean(m[2]!.replace(/([.!?])\s*$/, '')) + (/[.!?]\s*$/.exec(m[2]!)?.[0].trim() ?? '');
  // "from our customer Sarah": the name is Sarah
  const author = clean(m[1]!).replace(
    /^(?:(?:our|a|one of our|my)\s+)?(?:happy\s+|regular\s+)?(?:customers?|clients?|patrons?)\s+/i,
    '',
  );
  return calls(`Testimonial from ${author} added`, {
    name: 'add_testimonial',
    args: { quote: quote.replace(/([^.!?])$/, '$1.'), author },
  });
}

function remove(req: Request): RulePlan | null {
  const m =
    /\b(?:remove|delete|take down|take|hide|get rid of)\s+(?:the\s+)?(?:review|testimonial|quote)\s+(?:from|by|of)\s+(.+?)(?:\s+(?:off|down|out)\b.*)?\.?$/i.exec(
      req.text,
    ) ??
    /\b(?:remove|delete|take down|hide|get rid of)\s+(?:the\s+)?([\w.-]+(?:\s[\w.]+)?)'s\s+(?:review|testimonial|quote)\b/i.exec(
      req.text,
    );
  if (!m) return null;
  const who = norm(m[1]!);
  const hits = all(req).filter((t) => t.author && (norm(t.author) === who || norm(t.author).split(' ')[0] === who));
  const authors = [...new Set(hits.map((t) => t.author!))];
  if (authors.length !== 1)
    return ask(
      `Whose review should go: ${oneOf([...new Set(all(req).flatMap((t) => (t.author ? [t.author] : [])))]) || 'the site shows none with a name'}?`,
      'Testimonials',
    );
  return calls(`Testimonial from ${authors[0]} removed`, { name: 'remove_testimonial', args: { match: authors[0] } });
}

export const reviewsRule: Rule = {
  name: 'reviews',
  plan: (req) => (REVIEW.test(req.text) ? (add(req) ?? remove(req)) : null),
};
