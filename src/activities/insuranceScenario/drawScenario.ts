import type { InsuranceScenario } from '../../contracts/insurance';

/** One scenario picked by a random number in [0, 1) (Math.random in the app, a fixed one in tests). */
export function drawScenario(scenarios: readonly InsuranceScenario[], random: number): InsuranceScenario {
  const index = Math.min(scenarios.length - 1, Math.max(0, Math.floor(random * scenarios.length)));
  return scenarios[index]!;
}

/** The scenario a stored answer names, if the content still has it. */
export function storedScenario(scenarios: readonly InsuranceScenario[], value: unknown): InsuranceScenario | null {
  const id = typeof value === 'object' && value !== null ? (value as { scenarioId?: unknown }).scenarioId : undefined;
  return scenarios.find((s) => s.id === id) ?? null;
}
