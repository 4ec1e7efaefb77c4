import type { InsuranceScenario } from '../../contracts/insurance';

/** One of `items` (an expense, a scenario) picked by a random number in [0, 1): Math.random in the app, a fixed one in tests. */
export function drawOne<T>(items: readonly T[], random: number): T {
  return items[Math.min(items.length - 1, Math.max(0, Math.floor(random * items.length)))]!;
}

/** The scenario a stored answer names, if the content still has it. */
export function storedScenario(scenarios: readonly InsuranceScenario[], value: unknown): InsuranceScenario | null {
  const id = typeof value === 'object' && value !== null ? (value as { scenarioId?: unknown }).scenarioId : undefined;
  return scenarios.find((s) => s.id === id) ?? null;
}
