import { expect, type Page, test } from '@playwright/test';
import { appUrl } from './helpers';

// A service worker would answer the control page below before page.route() could.
test.use({ serviceWorkers: 'block' });

interface InlineAttempt {
  /** Set by the injected <script>, if it ran. */
  inline: number | null;
  /** Set by the inline onerror handler, if it ran. */
  handler: number | null;
  /** `violatedDirective` of each securitypolicyviolation event. */
  violations: string[];
}

/** What an XSS would try: an inline <script> and an inline event handler, added to the page as it runs. */
function tryInlineScript(page: Page): Promise<InlineAttempt> {
  return page.evaluate(async () => {
    const seen = window as unknown as { __inline?: number; __handler?: number };
    const violations: string[] = [];
    document.addEventListener('securitypolicyviolation', (event) => violations.push(event.violatedDirective));

    const script = document.createElement('script');
    script.textContent = 'window.__inline = 1';
    document.body.append(script);

    const img = document.createElement('img');
    img.setAttribute('onerror', 'window.__handler = 1');
    img.alt = '';
    const failed = new Promise((resolve) => img.addEventListener('error', resolve, { once: true }));
    // A data: URL the image policy allows, that is no image: its error event is what runs the handler.
    img.src = 'data:,ikke-et-bilde';
    document.body.append(img);
    await failed;

    // Violation events are queued as tasks; give them up to a second to arrive.
    for (let waited = 0; violations.length < 2 && waited < 1000; waited += 20) await new Promise((r) => setTimeout(r, 20));
    return { inline: seen.__inline ?? null, handler: seen.__handler ?? null, violations };
  });
}

test('the Content-Security-Policy blocks inline script and inline event handlers on /no', async ({ page }) => {
  const response = await page.goto(appUrl('/no'));
  const csp = response?.headers()['content-security-policy'] ?? '';
  const scriptDirectives = csp
    .split(';')
    .map((d) => d.trim())
    .filter((d) => /^script-src(-elem|-attr)?\s/.test(d));
  expect(scriptDirectives.map((d) => d.split(/\s+/)[0])).toContain('script-src');
  for (const directive of scriptDirectives) expect(directive).not.toContain("'unsafe-inline'");
  // The app's own scripts run under the policy.
  await expect(page.getByRole('heading', { level: 1, name: 'Personlig økonomi' })).toBeVisible();

  const attempt = await tryInlineScript(page);
  expect(attempt.inline).toBeNull();
  expect(attempt.handler).toBeNull();
  expect(attempt.violations.length).toBeGreaterThanOrEqual(2);
  for (const directive of attempt.violations) expect(directive).toMatch(/^script-src/);
});

// The control: the same injection on a page of the same origin served without the policy does run, so the
// test above fails if the header goes.
test('the same inline script and handler run on a page served without the policy', async ({ page }) => {
  const url = appUrl('/no/uten-csp');
  await page.route(url, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<!doctype html><html lang="nb"><title>Uten CSP</title><body></body></html>' }),
  );
  const response = await page.goto(url);
  expect(response?.headers()['content-security-policy']).toBeUndefined();

  const attempt = await tryInlineScript(page);
  expect(attempt).toEqual({ inline: 1, handler: 1, violations: [] });
});
