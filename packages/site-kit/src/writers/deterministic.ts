// The writer used when no model is configured: grounded only in research, category- and voice-aware.
import type { SiteDocument } from '../document/schema';
import { parseSiteDocument } from '../document/validate';
import type { ResearchInput } from '../research/input';
import { buildDocument } from './build-document';
import { deterministicCopy } from './document-copy';
import { gatherFacts } from './facts';

export interface DeterministicWriterOptions {
  /** Keep an owner's favicon override from the document being replaced (revisions re-writing copy). */
  previous?: SiteDocument | null;
}

export function writeDocumentDeterministic(
  input: ResearchInput,
  options: DeterministicWriterOptions = {},
): SiteDocument {
  const facts = gatherFacts(input);
  const doc = buildDocument(facts, deterministicCopy(facts), { writer: 'deterministic' });
  return carryOverOwnerChoices(doc, options.previous);
}

/** An owner's favicon override survives a re-write; a full pipeline re-run passes no previous document. */
export function carryOverOwnerChoices(doc: SiteDocument, previous: SiteDocument | null | undefined): SiteDocument {
  if (!previous?.favicon.override) return doc;
  const source = previous.favicon.source;
  const images =
    source?.id && !doc.images.some((i) => i.id === source.id)
      ? [...doc.images, ...previous.images.filter((i) => i.id === source.id)]
      : doc.images;
  return parseSiteDocument({ ...doc, images, favicon: previous.favicon });
}
