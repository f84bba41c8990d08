// The copy a model writes: a narrow schema (words only; facts stay with the deterministic builder), its
// prompt, and how its answer merges into DocumentCopy.
import { z } from 'zod';
import type { DocumentCopy } from './document-copy';
import type { Facts } from './facts';
import { groundingProblems } from './grounding';
import { clip, leadSentences } from './text';
import { languageOfTag } from '../i18n';

// Page titles are composed from the facts ("Name | What it is in Locality"): the model writes descriptions only.
const seo = z.object({ description: z.string().min(30).max(170) });

/** What the model must return. Refinements (names, grounding) are checked after parsing. */
export const llmCopyShape = z.object({
  tagline: z.string().min(3).max(100),
  heroHeading: z.string().min(3).max(90),
  heroLead: z.string().min(10).max(240),
  servicesIntro: z.string().min(10).max(300),
  serviceDescriptions: z.array(z.object({ name: z.string(), description: z.string().min(10).max(400) })).max(40),
  features: z
    .array(z.object({ title: z.string().min(2).max(48), text: z.string().min(10).max(240) }))
    .min(3)
    .max(4),
  aboutParagraphs: z.array(z.string().min(20).max(900)).min(1).max(4),
  faqAnswers: z.array(z.object({ question: z.string(), answer: z.string().min(10).max(800) })).max(40),
  cta: z.object({ heading: z.string().min(3).max(70), text: z.string().min(10).max(200) }),
  seo: z.object({ home: seo, services: seo, about: seo, contact: seo }),
  /** Ids of the facts (from `facts`) the copy states; an unknown id is rejected. */
  citations: z.array(z.string().max(20)).max(100),
});
export type LlmCopy = z.infer<typeof llmCopyShape>;

/** The schema with this business's rules: known service names and questions, and nothing ungrounded. */
export function llmCopySchema(f: Facts, factsText: string) {
  const names = new Set(f.services.map((s) => s.name.toLowerCase()));
  const open = new Set(f.faqs.filter((q) => !q.answer).map((q) => q.question.toLowerCase()));
  return llmCopyShape.superRefine((copy, ctx) => {
    copy.serviceDescriptions.forEach((s, i) => {
      if (!names.has(s.name.toLowerCase()))
        ctx.addIssue({
          code: 'custom',
          path: ['serviceDescriptions', i, 'name'],
          message: `"${s.name}" is not one of the services`,
        });
    });
    copy.faqAnswers.forEach((a, i) => {
      if (!open.has(a.question.toLowerCase()))
        ctx.addIssue({
          code: 'custom',
          path: ['faqAnswers', i, 'question'],
          message: `"${a.question}" is not one of the unanswered questions`,
        });
    });
    const known = new Set(f.input.research.facts.map((x) => x.id));
    copy.citations.forEach((id, i) => {
      if (!known.has(id))
        ctx.addIssue({ code: 'custom', path: ['citations', i], message: `"${id}" is not the id of a fact` });
    });
    for (const p of groundingProblems(copy, factsText))
      ctx.addIssue({ code: 'custom', path: [], message: `${p.reason} (in "${clip(p.text, 80)}")` });
  });
}

/** Everything the model may rely on, as JSON (also the grounding corpus). */
export function factsForModel(f: Facts) {
  return {
    name: f.name,
    category: f.category,
    type: f.type ?? null,
    locality: f.locality ?? null,
    address: f.address?.formatted ?? null,
    phone: f.phone ?? null,
    email: f.email ?? null,
    description: f.description ?? null,
    services: f.services,
    unansweredQuestions: f.faqs.filter((q) => !q.answer).map((q) => q.question),
    answeredQuestions: f.faqs.filter((q) => q.answer),
    testimonials: f.testimonials.map((t) => t.quote),
    hours: f.hours,
    licenses: f.licenses,
    advantages: f.advantages,
    areas: f.areas,
    foundedYear: f.foundedYear ?? null,
    /** Research's facts with ids and sources: the copy cites the ids it relies on. */
    facts: f.input.research.facts.map(({ id, field, value, source }) => ({ id, field, value, source })),
  };
}

/** "German" for `de-AT`: the language the copy is written in, named for the prompt. */
const languageName = (tag: string) =>
  new Intl.DisplayNames(['en'], { type: 'language' }).of(languageOfTag(tag)) ?? 'English';

export function llmPrompt(f: Facts, draft: DocumentCopy): { system: string; user: string } {
  const voice = f.input.ownerPrompt
    ? `The owner's direction for voice and tone: "${f.input.ownerPrompt}".`
    : `Voice: ${f.voice === 'neutral' ? 'clear and warm' : f.voice}.`;
  const system = [
    'You write website copy for a small local business.',
    'Use only the facts provided. Never invent facts: no years in business, awards, ratings, guarantees, certifications, licenses, prices, team sizes or numbers of any kind that are not in the facts.',
    'If a fact is missing, write well without it rather than guessing.',
    'Every phone number, price, opening hour, year, rating or licence you state must be one of the facts; list the ids of the facts you use in "citations". Copy stating any other is rejected.',
    `Write in plain, specific, friendly ${languageName(f.language)} for the business's customers. No clichés like "look no further" or "one-stop shop". No emoji.`,
    voice,
    f.input.businessDescription
      ? 'The owner described the business in their own words; keep their meaning and favor their phrasing for the hero and meta description.'
      : '',
  ]
    .filter(Boolean)
    .join('\n');
  const user = [
    `Facts (JSON):\n${JSON.stringify(factsForModel(f))}`,
    `A plain draft you may improve (JSON):\n${JSON.stringify({ heroHeading: draft.heroHeading, heroLead: draft.heroLead, features: draft.features, aboutParagraphs: draft.aboutParagraphs, cta: draft.cta })}`,
    'Write: a tagline; the home hero heading and lead; an intro for the services page; a description for each service (use the exact service names); three or four reasons to choose the business; one to four about-page paragraphs; an answer for each unanswered question (use the exact question text); a closing call to action; and a meta description (max 155 characters) for the home, services, about and contact pages. Page titles are composed from the facts: do not write them.',
  ].join('\n\n');
  return { system, user };
}

/** Merges model copy over the draft; anything the model left out keeps the draft's words. */
export function mergeCopy(draft: DocumentCopy, copy: LlmCopy): DocumentCopy {
  // The business's own description of an item stays as written; the model's fills only the ones it left blank.
  const descriptions = { ...draft.serviceDescriptions };
  for (const s of copy.serviceDescriptions)
    if (!Object.keys(descriptions).some((k) => k.toLowerCase() === s.name.toLowerCase()))
      descriptions[s.name] = s.description;
  const answers = { ...draft.faqAnswers };
  for (const a of copy.faqAnswers) {
    const key = Object.keys(answers).find((k) => k.toLowerCase() === a.question.toLowerCase());
    if (key) answers[key] = a.answer;
  }
  return {
    ...draft,
    tagline: copy.tagline,
    heroHeading: copy.heroHeading,
    heroLead: copy.heroLead,
    servicesIntro: copy.servicesIntro,
    serviceDescriptions: descriptions,
    features: copy.features,
    aboutParagraphs: copy.aboutParagraphs,
    aboutTeaser: leadSentences(copy.aboutParagraphs.join(' '), 320),
    faqAnswers: answers,
    cta: copy.cta,
    // Titles keep one shape on every page ("Name | what it is in Locality"); the model writes the descriptions.
    seo: Object.fromEntries(
      Object.entries(draft.seo).map(([page, seo]) => [
        page,
        { title: seo.title, description: copy.seo[page as keyof typeof copy.seo]?.description ?? seo.description },
      ]),
    ) as DocumentCopy['seo'],
  };
}
