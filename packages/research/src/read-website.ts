import { LlmOutputError, NO_USAGE } from '@sgs/llm';
import type { ResearchDeps } from './deps';
import { withModelReading } from './model-read';
import { scrapeWebsite } from './scrape';

/** The business's own website, crawled and (with a model) read by the model; errors become notes. */
export async function readWebsite(
  deps: ResearchDeps,
  website: string | undefined,
  who: { businessName: string; location?: string },
  sources: Set<string>,
  notes: string[],
) {
  if (!website) return { scraped: null, usage: NO_USAGE };
  let scraped = await scrapeWebsite(website, { allowLoopback: deps.allowLoopback, render: deps.render, ...who });
  if (scraped?.pages.length) sources.add(`website:${scraped.homeUrl}`);
  if (scraped?.rendered.length)
    notes.push(`website: rendered in a browser (client-rendered): ${scraped.rendered.join(', ')}`);
  notes.push(...(scraped?.errors ?? []).map((e) => `website: ${e}`));
  let usage = NO_USAGE;
  if (deps.llm && scraped?.pages.length) {
    try {
      const read = await withModelReading(deps.llm, scraped, who);
      scraped = read.scraped;
      usage = read.usage;
      notes.push(
        ...read.conflicts.map((c) => `conflict: ${c.field}: kept ${c.chosen}; ${c.reason}`),
        ...read.dropped.slice(0, 10).map((d) => `model reading dropped ${d}`),
      );
    } catch (err) {
      // Tokens spent on an answer that never validated are still spent.
      if (err instanceof LlmOutputError) usage = err.usage;
      notes.push(`model reading of the website failed: ${(err as Error).message}`);
    }
  }
  return { scraped, usage };
}
