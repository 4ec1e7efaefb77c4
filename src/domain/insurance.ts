import type { InsuranceProduct, InsuranceScenario } from '../contracts/insurance';
import type { InsurancesResponse } from '../contracts/responses';

/**
 * Insurance for a young adult (O5B, O5C): what the chosen products cost, and what happens when something
 * goes wrong with and without cover. Chosen ids that match no product are ignored (content may change between
 * school years); a product chosen twice is counted once.
 */

const chosenProducts = (products: readonly InsuranceProduct[], chosen: readonly string[]) => {
  const ids = new Set(chosen);
  return products.filter((product) => ids.has(product.id));
};

/** The O5B answer, if the pupil has made one (choosing none is an answer: `{ chosen: [] }`). */
export function insurancesAnswer(value: unknown): InsurancesResponse | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const chosen = (value as { chosen?: unknown }).chosen;
  return Array.isArray(chosen) ? { chosen: chosen.filter((id): id is string => typeof id === 'string') } : null;
}

/** The chosen ids that are still products, in the order of the products. */
export const chosenIds = (products: readonly InsuranceProduct[], value: unknown): string[] =>
  chosenProducts(products, insurancesAnswer(value)?.chosen ?? []).map((p) => p.id);

/** The answer after ticking or unticking one product. */
export function toggleInsurance(products: readonly InsuranceProduct[], value: unknown, id: string, checked: boolean): InsurancesResponse {
  const chosen = chosenIds(products, value).filter((other) => other !== id);
  return { chosen: chosenIds(products, { chosen: checked ? [...chosen, id] : chosen }) };
}

/** Sum of the chosen products' yearly premiums. */
export function insuranceYearlyTotal(products: readonly InsuranceProduct[], chosen: readonly string[]): number {
  return chosenProducts(products, chosen).reduce((sum, product) => sum + product.yearlyPremium, 0);
}

/** Sum of the chosen products' yearly premiums / 12, rounded to whole kroner: this becomes insuranceTotal, comparable with a monthly budget line. */
export function insuranceMonthlyTotal(products: readonly InsuranceProduct[], chosen: readonly string[]): number {
  return Math.round(insuranceYearlyTotal(products, chosen) / 12);
}

/** The product among `products` that pays for the scenario, if there is one. */
export function coveringProduct(scenario: InsuranceScenario, products: readonly InsuranceProduct[]): InsuranceProduct | undefined {
  return products.find((p) => p.id === scenario.coveredBy);
}

/**
 * O5C: what the pupil pays when the scenario happens, given the insurances chosen in O5B: covered, the deductible
 * (egenandel), at most the loss; not covered, the whole loss. `withoutCover` is the loss.
 */
export function scenarioOutcome(scenario: InsuranceScenario, products: readonly InsuranceProduct[], chosen: readonly string[]) {
  const product = coveringProduct(scenario, chosenProducts(products, chosen));
  const loss = scenario.loss;
  const youPay = product ? Math.min(product.deductible, loss) : loss;
  return { covered: product !== undefined, youPay, insurerPays: loss - youPay, withoutCover: loss };
}

export type ScenarioOutcome = ReturnType<typeof scenarioOutcome>;

/** The scenario a stored O5C answer names, if the content still has it. */
export function storedScenario(scenarios: readonly InsuranceScenario[], value: unknown): InsuranceScenario | null {
  const id = typeof value === 'object' && value !== null ? (value as { scenarioId?: unknown }).scenarioId : undefined;
  return scenarios.find((s) => s.id === id) ?? null;
}
