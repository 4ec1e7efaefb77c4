import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const LANGS = ['no', 'nn'] as const;

export function appUrl(path: string): string {
  const base = process.env.E2E_BASE_URL;
  if (!base) throw new Error('E2E_BASE_URL is set by e2e/globalSetup.ts');
  return base + path;
}

/** Fails on any WCAG 2.1 A/AA violation, listing each rule and the elements it found. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** Nothing may be wider than the viewport: at 320 px a pupil must never scroll sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `horizontal overflow on ${page.url()}`).toBeLessThanOrEqual(0);
}

/** Collects what the browser reports as errors, CSP refusals included. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Restores a signed-in state the way the app itself does after a reload (the persisted
 * `ueokonomiapp` state), so screens behind the route middleware can be checked.
 */
export async function restoreSession(page: Page, viewer: { canAdmin: boolean }) {
  await page.addInitScript((canAdmin) => {
    window.localStorage.setItem('ueokonomiapp', JSON.stringify({ isLoggedIn: true, canAdmin }));
  }, viewer.canAdmin);
}
