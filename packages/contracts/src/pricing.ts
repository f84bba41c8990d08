/**
 * Credits (spec 8). Builds and revisions are billed on actual usage: a base for the pipeline's own work
 * plus one credit per US$0.001 of model cost, within the spec's ranges. Failed work is free.
 */
export const PRICING = {
  build: { base: 200, max: 500 },
  revision: { base: 20, max: 100 },
  domainAttach: 5,
  domainRegister: 50,
} as const;

/** Credits for model work alone (a discarded review-mode revision pays only this). */
export const usageCredits = (costMicroUsd: number) => Math.ceil(Math.max(0, costMicroUsd) / 1000);

export const buildCredits = (costMicroUsd: number) =>
  Math.min(PRICING.build.max, PRICING.build.base + usageCredits(costMicroUsd));
/**
 * What a build holds when admitted, on this deployment. Without a model its cost is known (the base: the built-in
 * writer spends nothing), so it holds exactly that; with one it holds the cap of its token budget.
 */
export const buildHoldCredits = (modelConfigured: boolean) =>
  modelConfigured ? PRICING.build.max : PRICING.build.base;
/** The model spending (micro-USD) a build may still make within its hold: the token budget it never exceeds. */
export const buildModelBudgetMicroUsd = (held: number, spentMicroUsd: number) =>
  Math.max(0, (held - PRICING.build.base) * 1000 - spentMicroUsd);
export const revisionCredits = (costMicroUsd: number) =>
  Math.min(PRICING.revision.max, PRICING.revision.base + usageCredits(costMicroUsd));
