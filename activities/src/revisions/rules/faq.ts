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
  plan: (req) => (/\b(section|page)\b/i.test(req.text) ? null : (add(req) ?? remove(req))),
};
