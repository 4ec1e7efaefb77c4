/** Chart scales: percentages of the width and pixels of the height, never a viewBox, so text keeps its CSS size. */

/** A round number ≥ max to end an axis at (1, 2, 2.5, 3, 4, 5, 6 or 8 × 10ⁿ), so gridlines fall on amounts a pupil reads at a glance. */
export function niceCeiling(max: number): number {
  if (!Number.isFinite(max) || max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 2.5, 3, 4, 5, 6, 8, 10].find((factor) => factor * power >= max) ?? 10;
  return step * power;
}

/** Where `value` lies between 0 and `max` as a share of the width: 0–1, negative values at 0. */
export function share(value: number, max: number): number {
  if (!(max > 0) || !(value > 0)) return 0;
  return Math.min(1, value / max);
}

/** A share (0–1) inside the inner part of the width, as an SVG percentage: `inset` % is kept free at each side. */
export function percent(fraction: number, inset = 0): string {
  return `${(inset + fraction * (100 - 2 * inset)).toFixed(2)}%`;
}

/** Ticks from 0 to max in steps that give at most `most` intervals, e.g. months 0, 6, 12, 18. */
export function ticks(max: number, steps: readonly number[], most = 3): number[] {
  const step = steps.find((s) => max / s <= most) ?? Math.ceil(max / most);
  const out: number[] = [];
  for (let t = 0; t <= max; t += step) out.push(t);
  return out;
}
