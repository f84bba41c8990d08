import fc from 'fast-check';
import { buildCredits, buildHoldCredits, buildModelBudgetMicroUsd, PRICING } from '../src/pricing';

it('a no-key build holds exactly what it is charged, and two fit in the 520-credit signup grant', () => {
  expect(buildCredits(0)).toBe(buildHoldCredits(false));
  expect(2 * buildHoldCredits(false)).toBeLessThanOrEqual(520);
});

it('a build with a model is never charged more than it holds, whatever the model cost', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (costMicroUsd) => {
      expect(buildCredits(costMicroUsd)).toBeLessThanOrEqual(buildHoldCredits(true));
      expect(buildCredits(costMicroUsd)).toBeGreaterThanOrEqual(PRICING.build.base);
    }),
  );
});

it('the token budget is what the hold leaves above the base, and runs out as the build spends', () => {
  const held = buildHoldCredits(true);
  const budget = buildModelBudgetMicroUsd(held, 0);
  expect(budget).toBe((held - PRICING.build.base) * 1000);
  // Spending the whole budget costs exactly the hold: the model may write until then, not after.
  expect(buildCredits(budget)).toBe(held);
  expect(buildModelBudgetMicroUsd(held, budget)).toBe(0);
  expect(buildModelBudgetMicroUsd(held, budget + 1)).toBe(0);
  expect(buildModelBudgetMicroUsd(buildHoldCredits(false), 0)).toBe(0);
});
