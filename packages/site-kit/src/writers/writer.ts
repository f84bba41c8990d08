// Writers turn research into a SiteDocument. createWriter picks the LLM writer when a key is configured,
// else the deterministic one, and every result says which wrote it (usage.writer).
import type { ResearchTranslation } from '@sgs/contracts';
import { addUsage, createLlm, LlmOutputError, NO_USAGE, type Llm, type LlmConfig, type LlmUsage } from '@sgs/llm';
import type { SiteDocument } from '../document/schema';
import type { SiteAssets } from '../render/context';
import { measurePhotos } from '../research/measure';
import type { ResearchInput } from '../research/input';
import { buildDocument } from './build-document';
import { carryOverOwnerChoices } from './deterministic';
import { deterministicCopy } from './document-copy';
import { gatherFacts } from './facts';
import { factsForModel, llmCopySchema, llmPrompt, mergeCopy } from './llm-copy';
import { translateOwnerText } from './translate';

export interface WriterUsage extends LlmUsage {
  /** Which writer produced the document. */
  writer: 'llm' | 'deterministic';
  model?: string;
  /** Set when the LLM writer fell back to deterministic copy, with why. */
  fallbackReason?: string;
}

export interface WriteOptions {
  /** Photo bytes by id or localPath, used to measure photos research did not size. */
  assets?: SiteAssets;
  /** The document being replaced, so an owner's favicon override survives. */
  previous?: SiteDocument | null;
}

export interface WriteResult {
  document: SiteDocument;
  usage: WriterUsage;
  /** The owner's words the model translated for this document's language (research records them). */
  translations?: ResearchTranslation[];
}

export interface Writer {
  readonly kind: 'llm' | 'deterministic';
  readonly model?: string;
  write(input: ResearchInput, options?: WriteOptions): Promise<WriteResult>;
}

/** The model answered but never with valid, grounded copy (after its corrective retry). */
export class WriterOutputError extends Error {
  override name = 'WriterOutputError';
  constructor(
    message: string,
    readonly usage: WriterUsage,
  ) {
    super(message);
  }
}

async function prepare(input: ResearchInput, options: WriteOptions) {
  return gatherFacts(options.assets ? await measurePhotos(input, options.assets) : input);
}

export function createDeterministicWriter(): Writer {
  return {
    kind: 'deterministic',
    async write(input, options = {}) {
      const facts = await prepare(input, options);
      const document = carryOverOwnerChoices(
        buildDocument(facts, deterministicCopy(facts), { writer: 'deterministic' }),
        options.previous,
      );
      return { document, usage: { ...NO_USAGE, writer: 'deterministic' } };
    },
  };
}

export interface LlmWriterOptions {
  /** `fallback` (default): invalid model output gives the deterministic copy, noted in usage; `throw`: WriterOutputError. */
  onInvalidOutput?: 'fallback' | 'throw';
}

/** Transport failures (network, 5xx after the SDK's retries) always throw: the activity retries them. */
export function createLlmWriter(llm: Llm, opts: LlmWriterOptions = {}): Writer {
  return {
    kind: 'llm',
    model: llm.model,
    async write(input, options = {}) {
      const facts = await prepare(input, options);
      const draft = deterministicCopy(facts);
      const factsText = JSON.stringify({ facts: factsForModel(facts), owner: facts.input.businessDescription ?? null });
      const { system, user } = llmPrompt(facts, draft);
      try {
        const { data, usage } = await llm.generate({
          name: 'site_copy',
          schema: llmCopySchema(facts, factsText),
          system,
          user,
          temperature: 0.5,
          maxTokens: 4000,
        });
        const document = buildDocument(facts, mergeCopy(draft, data), { writer: 'llm', model: llm.model });
        return await translated(carryOverOwnerChoices(document, options.previous), {
          ...usage,
          writer: 'llm',
          model: llm.model,
        });
      } catch (err) {
        if (!(err instanceof LlmOutputError)) throw err;
        const usage: WriterUsage = {
          ...err.usage,
          writer: 'deterministic',
          model: llm.model,
          fallbackReason: err.message,
        };
        if (opts.onInvalidOutput === 'throw') throw new WriterOutputError(err.message, { ...usage, writer: 'llm' });
        const document = carryOverOwnerChoices(
          buildDocument(facts, draft, { writer: 'deterministic' }),
          options.previous,
        );
        return translated(document, usage);
      }
    },
  };

  /** The written document with the owner's foreign words translated; a translation the model botched is left out. */
  async function translated(document: SiteDocument, usage: WriterUsage): Promise<WriteResult> {
    try {
      const t = await translateOwnerText(llm, document);
      return { document: t.document, usage: { ...usage, ...addUsage(usage, t.usage) }, translations: t.translations };
    } catch (err) {
      if (!(err instanceof LlmOutputError)) throw err;
      return { document, usage: { ...usage, ...addUsage(usage, err.usage) } };
    }
  }
}

export type WriterEnv = LlmConfig;

/** The LLM writer when OPENAI_API_KEY is set, else the deterministic writer. */
export function createWriter(env: WriterEnv, opts: LlmWriterOptions = {}): Writer {
  const llm = createLlm(env);
  return llm ? createLlmWriter(llm, opts) : createDeterministicWriter();
}
