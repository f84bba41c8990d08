// With a model configured, the owner's words a page quotes in another language are translated into the page's
// language; the site then shows the translation (not marked as foreign) and research records it as machine-translated.
import { addUsage, NO_USAGE, type Llm, type LlmUsage } from '@sgs/llm';
import type { ResearchTranslation } from '@sgs/contracts';
import { z } from 'zod';
import { languageDocuments } from '../document/languages';
import { withOwnerText } from '../document/owner-text';
import type { SiteDocument } from '../document/schema';
import { validateSiteDocument } from '../document/validate';
import { languageName } from '../render/languages';
import { groundingProblems } from './grounding';

const answerSchema = z.object({
  translations: z.array(z.object({ source: z.string(), text: z.string().min(1).max(1500) })),
});

const SYSTEM =
  "You translate a small business's own words for its website. Translate each text faithfully and naturally, in " +
  'the polite register the market expects. Keep names, prices, numbers, phone numbers, addresses and email ' +
  'addresses exactly as written; add nothing and leave nothing out. Answer every text, with its source as given.';

/** `value` with every string equal to a key of `to` replaced by its value. */
function replaceTexts<T>(value: T, to: Map<string, string>): T {
  const visit = (v: unknown): unknown => {
    if (typeof v === 'string') return to.get(v.trim()) ?? v;
    if (Array.isArray(v)) return v.map(visit);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, c]) => [k, visit(c)]));
    return v;
  };
  return visit(value) as T;
}

export interface TranslatedDocument {
  document: SiteDocument;
  translations: ResearchTranslation[];
  usage: LlmUsage;
}

/**
 * `doc` with the owner's foreign words (`ownerText`) translated into its language by `llm`. A translation that
 * states a number its source does not, or that would not fit its place on the page, is left out: that text stays as
 * written, marked with its language.
 */
export async function translateOwnerText(llm: Llm, doc: SiteDocument): Promise<TranslatedDocument> {
  const foreign = (doc.ownerText ?? []).map((o) => o.text);
  if (!foreign.length) return { document: doc, translations: [], usage: NO_USAGE };
  const { data, usage } = await llm.generate({
    name: 'owner_text_translation',
    schema: answerSchema,
    system: SYSTEM,
    user: `Translate into ${new Intl.DisplayNames(['en'], { type: 'language' }).of(doc.lang) ?? doc.lang} (${languageName(doc.lang)}, ${doc.lang}).\n\n${JSON.stringify({ texts: foreign })}`,
    temperature: 0.2,
    maxTokens: 4000,
  });
  const to = new Map<string, string>();
  for (const t of data.translations) {
    const source = t.source.trim();
    const text = t.text.trim();
    if (!foreign.includes(source) || !text || text === source) continue;
    if (groundingProblems(text, source).length) continue;
    to.set(source, text);
  }
  // Each translation is tried in its place; one that the document refuses (too long for its field) is dropped.
  let document = doc;
  const kept: ResearchTranslation[] = [];
  for (const [source, text] of to) {
    const draft = replaceTexts(
      { pages: document.pages, tagline: document.business.tagline },
      new Map([[source, text]]),
    );
    const next = validateSiteDocument({
      ...document,
      pages: draft.pages,
      business: { ...document.business, tagline: draft.tagline },
    });
    if (!next.ok) continue;
    document = {
      ...withOwnerText(next.document, [], doc.lang),
      ...(doc.alternates ? { alternates: doc.alternates } : {}),
    };
    kept.push({ source, language: doc.lang, text, machine_translated: true });
  }
  return { document, translations: kept, usage };
}

/** translateOwnerText for the main document and each further language (a revision's new words reach every one). */
export async function translateEveryLanguage(llm: Llm, doc: SiteDocument): Promise<TranslatedDocument> {
  const outs: TranslatedDocument[] = [];
  for (const d of languageDocuments(doc)) outs.push(await translateOwnerText(llm, d));
  const [main, ...alternates] = outs.map((o) => o.document);
  return {
    document: alternates.length ? { ...main!, alternates } : main!,
    translations: outs.flatMap((o) => o.translations),
    usage: outs.reduce((u, o) => addUsage(u, o.usage), NO_USAGE),
  };
}
