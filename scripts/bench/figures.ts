/** One measured figure next to its target, as docs/performance.md reports it. */
export interface Figure {
  what: string;
  measured: string;
  target: string;
  /** null when the figure has no target (reported for context). */
  met: boolean | null;
  /** Why a target is missed and what would close it, or how the figure was taken. */
  note?: string;
  /** The figure as a number, where another figure is compared with it. */
  value?: number;
}

export const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
export const perSecond = (value: number) => `${Math.round(value).toLocaleString('en-US')}/s`;
