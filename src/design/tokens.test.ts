import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';


/** The custom properties of tokens.css, resolved (a token may name another with var()). */
function readTokens(): Record<string, string> {
  // Vitest hands CSS imports over empty (css: false), so the file is read as text; tests run from the repository root.
  const css = readFileSync(join(process.cwd(), 'src/design/tokens.css'), 'utf8');
  const raw = Object.fromEntries([...css.matchAll(/(--[a-z0-9-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
  const resolve = (value: string): string => value.replace(/var\((--[a-z0-9-]+)\)/g, (_, name: string) => resolve(raw[name] ?? ''));
  return Object.fromEntries(Object.entries(raw).map(([name, value]) => [name, resolve(value)]));
}

function luminance(hex: string): number {
  const channels = hex.replace('#', '').match(/../g)!.map((c) => parseInt(c, 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const tokens = readTokens();
const THEMES = ['blue', 'pink', 'green', 'orange', 'purple'] as const;

describe('design tokens', () => {
  it('are all plain colours, lengths or references that resolve', () => {
    for (const [name, value] of Object.entries(tokens)) expect(value, name).not.toBe('');
  });

  it.each(THEMES)('keep the %s session theme AA: its colour as text on white and on its soft background, and white on it', (theme) => {
    const colour = tokens[`--${theme}`]!;
    const soft = tokens[`--${theme}-soft`]!;
    expect(contrast(colour, tokens['--paper']!)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colour, soft)).toBeGreaterThanOrEqual(4.5);
    expect(contrast('#ffffff', colour)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(tokens['--ink']!, soft)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(tokens['--ink-muted']!, soft)).toBeGreaterThanOrEqual(4.5);
  });

  it('keep the message colours AA on their own backgrounds', () => {
    expect(contrast(tokens['--danger']!, tokens['--paper']!)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(tokens['--ink']!, tokens['--danger-soft']!)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(tokens['--warning']!, tokens['--warning-soft']!)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(tokens['--ink-muted']!, tokens['--paper']!)).toBeGreaterThanOrEqual(4.5);
  });

  it('draw the focus ring in a colour that stands out from the dark header (3:1, WCAG 1.4.11)', () => {
    expect(contrast(tokens['--focus']!, tokens['--navy']!)).toBeGreaterThanOrEqual(3);
  });
});
