import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers';

// The check every screen passes: it must see what it is there to see.
test('the accessibility check fails on an image without a text and on text too faint to read', async ({ page }) => {
  await page.setContent('<html lang="nb"><head><title>Prøve</title></head><body><main><h1>Prøve</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><p style="color:#ddd;background:#fff">Lys tekst</p></main></body></html>');
  const failure = await expectNoAxeViolations(page).then(
    () => '',
    (error: Error) => error.message,
  );
  expect(failure).toContain('image-alt');
  expect(failure).toContain('color-contrast');
});
