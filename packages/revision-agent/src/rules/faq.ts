// FAQ entries: add a question with its answer, remove a question.
import { ask, calls, clean, oneOf, pick, type Request, type Rule, type RulePlan } from './shared';

const capital = (v: string) => v.replace(/^\s*[a-z]/, (c) => c.toUpperCase());
const questions = (req: Request) => [
  ...new Set(
    req.doc.pages.flatMap((p) => p.sections.flatMap((s) => (s.type === 'faq' ? s.items.map((i) => i.question) : []))),
  ),
];

function add(req: Request): RulePlan | null {
  const m = /\badd (?:a |an )?(?:new )?(?:faq|question)[^:?]*[:\-–]\s*(?:q:\s*)?(.+?\?)\s*(?:a:\s*)?(.+)$/i.exec(
    req.text,
  );
  if (m)
    return calls('FAQ entry added', {
      name: 'add_faq',
      args: {
        question: capital(clean(m[1]!)),
        answer: capital(clean(m[2]!.replace(/^[\s\-–—:]+/, '')).replace(/([^.!?])$/, '$1.')),
      },
    });
  if (/\badd\b.*\b(faq|question)\b/i.test(req.text))
    return ask(
      'What exact question and answer should the FAQ get? For example: add a FAQ: Do you offer weekend visits? Yes, on Saturdays.',
      'FAQ',
    );
  return null;
}

/** 'change the answer to "Do you offer emergency plumbing?" to "Yes, 24/7."': that entry's answer, not its question. */
function answer(req: Request): RulePlan | null {
  const m =
    /\b(?:change|update|replace|set|rewrite)\s+(?:the\s+)?answer\s+(?:to|of|for|on|about)\s+(?:the\s+question\s+)?(.+?)\s+(?:to say|so it says|to read|to|with)\s+(.+)$/i.exec(
      req.text,
    );
  if (!m) return null;
  const list = questions(req);
  const named = req.quotes.length >= 2 ? req.quotes[0]! : m[1]!;
  const value = req.quotes.length >= 2 ? req.quotes.at(-1)! : clean(m[2]!);
  const hit = pick(list, named, (x) => x);
  if (!hit.one)
    return ask(
      `Which question's answer should change: ${oneOf((hit.many.length ? hit.many : list).map((q) => `"${q}"`))}?`,
      'FAQ',
    );
  const paths: string[] = [];
  req.doc.pages.forEach((p, pi) =>
    p.sections.forEach((s, si) => {
      if (s.type === 'faq')
        s.items.forEach((item, ii) => {
          if (item.question === hit.one) paths.push(`pages[${pi}].sections[${si}].items[${ii}].answer`);
        });
    }),
  );
  const text = capital(value.replace(/([^.!?])$/, '$1.'));
  return calls(
    `Answer to "${hit.one}" changed`,
    ...paths.map((path) => ({ name: 'set_text', args: { path, value: text } })),
  );
}

function remove(req: Request): RulePlan | null {
  const m =
    /\b(?:remove|delete|drop|take out)\b\s+(?:the\s+)?(?:faq|question)s?\s*(?:entry\s*)?(?:about|on|asking|:)?\s*["']?(.+?)["']?\.?$/i.exec(
      req.text,
    );
  if (!m) return null;
  const list = questions(req);
  const hit = pick(list, req.quotes[0] ?? m[1]!, (x) => x);
  if (hit.one) return calls(`FAQ entry "${hit.one}" removed`, { name: 'remove_faq', args: { question: hit.one } });
  const options = hit.many.length ? hit.many : list;
  return ask(`Which question should be removed: ${oneOf(options.map((q) => `"${q}"`)) || 'the FAQ is empty'}?`, 'FAQ');
}

export const faqRule: Rule = {
  name: 'faq',
  plan: (req) => (/\b(section|page)\b/i.test(req.text) ? null : (answer(req) ?? add(req) ?? remove(req))),
};
