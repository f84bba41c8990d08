// The revision corpus in the seven other languages (test/revisions-corpus/languages.ts) through the rule-based agent
// alone: each request on its language's site is applied as asked or rightly asked about, with no wrong edit.
import { writeDocumentDeterministic, type SiteDocument } from '@sgs/site-kit';
import { planRuleRevision } from '../src/rules';
import { runTool } from '../src/tools';
import { LANGUAGE_CORPUS, languageInput, type CaseLanguage } from '../../../test/revisions-corpus/languages';
import { grade } from '../../../test/revisions-corpus/grade';

const docs = new Map<CaseLanguage, SiteDocument>();
const siteIn = (lang: CaseLanguage) => {
  if (!docs.has(lang)) docs.set(lang, writeDocumentDeterministic(languageInput(lang)));
  return docs.get(lang)!;
};

it('has at least 15 requests in each language', () => {
  for (const lang of ['de', 'fr', 'es', 'it', 'nl', 'pt', 'ja'] as const)
    expect(LANGUAGE_CORPUS.filter((c) => c.language === lang).length).toBeGreaterThanOrEqual(15);
});

it.each(LANGUAGE_CORPUS.map((c) => [c.language, c.prompt, c] as const))('%s: %s', (lang, prompt, c) => {
  const before = siteIn(lang);
  expect(before.lang).toMatch(new RegExp(`^${lang}`));
  const plan = planRuleRevision(prompt, before);
  let after: SiteDocument | null = null;
  if (plan.kind === 'calls') {
    after = before;
    for (const call of plan.calls) {
      const out = runTool(after, call);
      if (!out.changed) throw new Error(`${call.name} refused: ${out.result}`);
      after = out.doc;
    }
  }
  const outcome =
    plan.kind === 'calls' ? 'complete' : plan.kind === 'out_of_scope' ? plan.kind : 'clarification_needed';
  const g = grade(c, outcome, before, after);
  expect({
    grade: g.grade,
    problems: g.problems,
    plan: g.grade === 'applied' || g.grade === 'clarified' ? '' : plan,
  }).toEqual({ grade: c.expect === 'apply' ? 'applied' : 'clarified', problems: [], plan: '' });
});
