import { expect, test } from '@playwright/test';
import { appUrl } from './helpers';

test('a path without language gets /no, replacing the history entry', async ({ page }) => {
  await page.goto(appUrl('/faq/'));
  await expect(page).toHaveURL(appUrl('/no/faq'));
  await page.goBack();
  // The replaced entry is gone: Back leaves the app instead of bouncing back to /no/faq.
  expect(page.url()).toBe('about:blank');
});

test('the root goes to the Bokmål front page', async ({ page }) => {
  await page.goto(appUrl('/'));
  await expect(page).toHaveURL(appUrl('/no'));
  await expect(page.getByRole('heading', { level: 1, name: 'Personlig økonomi' })).toBeVisible();
});

test('an unknown route shows the 404 page with its path', async ({ page }) => {
  await page.goto(appUrl('/nn/dette/finst/ikkje'));
  await expect(page.getByRole('heading', { level: 1, name: 'Fann ikkje sida' })).toBeVisible();
  await expect(page.getByText('Fann inga side på adressa /nn/dette/finst/ikkje')).toBeVisible();
  await expect(page.getByText('404', { exact: true }).last()).toBeVisible();
});

test('the 404 page is in the page’s language, with the 404 status', async ({ page }) => {
  const nn = await page.goto(appUrl('/nn/finst-ikkje'));
  expect(nn?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Fann ikkje sida' })).toBeVisible();
  await expect(page.getByText('Fann inga side på adressa /nn/finst-ikkje')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nn');
  await expect(page).toHaveTitle(/Fann ikkje sida/);

  const no = await page.goto(appUrl('/no/finnes-ikke'));
  expect(no?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Fant ikke siden' })).toBeVisible();
  await expect(page.getByText('Fant ingen side på adressen /no/finnes-ikke')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb');

  // Without a language the address gets /no first (spec §2), and then says it is missing in Bokmål.
  await page.goto(appUrl('/finnes-ikke'));
  await expect(page).toHaveURL(appUrl('/no/finnes-ikke'));
  await expect(page.getByRole('heading', { level: 1, name: 'Fant ikke siden' })).toBeVisible();
});

test('the language switch keeps the page and remembers the choice for a year', async ({ page, context }) => {
  await page.goto(appUrl('/no/side/personvern'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Personvern');
  await page.getByRole('navigation', { name: 'Velg språk' }).getByRole('link', { name: 'Nynorsk' }).click();
  await expect(page).toHaveURL(appUrl('/nn/side/personvern'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'nn');
  await expect(page.getByRole('navigation', { name: 'Vel språk' })).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === 'locale');
  expect(cookie?.value).toBe('nn');
  const days = (cookie!.expires - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);
});

test('each route gets the body colour theme of the spec', async ({ page }) => {
  await page.goto(appUrl('/no'));
  await expect(page.locator('body')).toHaveClass('login blue');
  await page.goto(appUrl('/no/side/om'));
  await expect(page.locator('body')).toHaveClass('blue');
  await page.goto(appUrl('/no/faq'));
  await expect(page.locator('body')).toHaveClass('gradient blue');
  const login = await page.evaluate(() => getComputedStyle(document.body).backgroundImage);
  expect(login).toContain('gradient');
});

test('the skip link is the first stop for the keyboard and moves to the content', async ({ page }) => {
  await page.goto(appUrl('/no/faq'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The questions come after the heading; until they are there, the next stop after the content is the footer.
  await expect(page.locator('main summary').first()).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Hopp til innholdet' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  // The browser moves focus to the target of the link; under load that can come a moment after the URL.
  await expect(page.locator('main')).toBeFocused();
  await page.keyboard.press('Tab');
  // The next stop is inside the content, past the header and the language switch. Named by its text so
  // that a failure says where focus went instead.
  const focused = () => page.evaluate(() => {
    const el = document.activeElement;
    return el ? `${el.tagName.toLowerCase()}${el.closest('main') ? ' in main' : ''}: ${el.textContent?.trim().slice(0, 60)}` : 'nothing';
  });
  const firstQuestion = (await page.locator('main summary').first().textContent())?.trim();
  await expect.poll(focused).toBe(`summary in main: ${firstQuestion}`);
});

test('a FAQ answer opens from the keyboard', async ({ page }) => {
  await page.goto(appUrl('/nn/faq'));
  const first = page.locator('summary').first();
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('details').first()).toHaveAttribute('open', '');
});

test('a deep link survives a reload', async ({ page }) => {
  await page.goto(appUrl('/nn/side/tilgjengelighet'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Tilgjengelegheit');
});

test('the front page introduction keeps its own background however far it wraps', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(appUrl('/nn'));
  const hero = page.locator('.hero');
  const lead = hero.locator('.lead');
  await expect(lead).toBeVisible();
  // White text is readable only on the hero's own solid colour, not on the page behind it.
  const [heroBox, leadBox, background, colour] = await Promise.all([
    hero.boundingBox(),
    lead.boundingBox(),
    hero.evaluate((el) => getComputedStyle(el).backgroundColor),
    lead.evaluate((el) => getComputedStyle(el).color),
  ]);
  expect(colour).toBe('rgb(255, 255, 255)');
  expect(background).not.toBe('rgba(0, 0, 0, 0)');
  expect(leadBox!.y + leadBox!.height).toBeLessThanOrEqual(heroBox!.y + heroBox!.height);
});
