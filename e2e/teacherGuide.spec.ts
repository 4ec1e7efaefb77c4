import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { appUrl, collectConsoleErrors, expectNoAxeViolations, expectNoSidewaysScroll, signInAsDemoTeacher } from './helpers';

/** The number of pages of a PDF, as poppler's pdfinfo counts them. */
function pageCount(pdf: Buffer): number {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'guide-pdf-')), 'veiledning.pdf');
  fs.writeFileSync(file, pdf);
  try {
    return Number(/^Pages:\s+(\d+)$/m.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

const guideNav = (page: Page, name: string) => page.getByRole('navigation', { name });

test('a teacher opens the guide to økt 2, reads its aims and plan, and prints it and the whole guide', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  // The browser's print dialogue would block the page: the button's call is counted instead.
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await signInAsDemoTeacher(page);

  await guideNav(page, 'Deler av lærerområdet').getByRole('link', { name: 'Lærerveiledning' }).click();
  await expect(page).toHaveURL(appUrl('/no/admin/veiledning'));
  await expect(page.getByRole('heading', { level: 2, name: 'Økt 1: Utdanning og jobb' })).toBeVisible();

  await guideNav(page, 'Velg økt').getByRole('link', { name: 'Økt 2' }).click();
  await expect(page).toHaveURL(appUrl('/no/admin/veiledning?okt=2'));
  const session = page.getByRole('region', { name: 'Økt 2: Budsjett' });
  await expect(session.getByText('«vurdere hvordan arbeid, inntekt og forbruk kan påvirke personlig økonomi, levestandard og livskvalitet»')).toBeVisible();
  await expect(session.getByRole('link', { name: 'Samfunnsfag, etter 10. trinn (SAF01-04), udir.no' })).toHaveAttribute('href', /^https:\/\/www\.udir\.no\/lk20\/saf01-04/);
  const plan = session.getByRole('table', { name: 'Plan for en dobbelttime (2 × 45 minutter)' });
  await expect(plan.getByRole('row')).toHaveCount(8);
  await expect(session.getByRole('table', { name: 'Kortere plan for én time (45 minutter)' })).toBeVisible();
  await expect(session.getByRole('table', { name: 'Fasit' }).getByRole('row', { name: /O2A/ })).toContainText('Bolig');
  await expect(page.getByRole('heading', { name: /^Økt 1/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  await page.getByRole('button', { name: 'Skriv ut økt 2' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  // On paper: the guide alone, without the site's or the admin area's navigation and without buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(guideNav(page, 'Deler av lærerområdet')).toBeHidden();
  await expect(guideNav(page, 'Velg økt')).toBeHidden();
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Skriv ut økt 2' })).toBeHidden();
  await expect(session.getByRole('heading', { level: 2 })).toBeVisible();
  const onePdf = pageCount(await page.pdf({ format: 'A4' }));
  expect(onePdf).toBeGreaterThanOrEqual(1);
  expect(onePdf).toBeLessThanOrEqual(4);

  await page.emulateMedia({ media: 'screen' });
  await guideNav(page, 'Velg økt').getByRole('link', { name: 'Alle økter' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Økt \d: / })).toHaveCount(5);
  await expectNoAxeViolations(page);
  await page.emulateMedia({ media: 'print' });
  // Each of the five sessions starts on a page of its own.
  const allPdf = pageCount(await page.pdf({ format: 'A4' }));
  expect(allPdf).toBeGreaterThanOrEqual(5);
  expect(allPdf).toBeLessThanOrEqual(5 * onePdf + 5);
  expect(errors).toEqual([]);
});

test('the guide reads in Nynorsk, with the aims as udir.no words them', async ({ page }) => {
  await signInAsDemoTeacher(page);
  await page.goto(appUrl('/nn/admin/veiledning?okt=2'));
  const session = page.getByRole('region', { name: /^Økt 2: / });
  await expect(session.getByText('«vurdere korleis arbeid, inntekt og forbruk kan påverke personleg økonomi, levestandard og livskvalitet»')).toBeVisible();
  await expect(session.getByRole('table', { name: 'Plan for ein dobbeltime (2 × 45 minutt)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Skriv ut økt 2' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the guide is not served without a teacher’s token', async ({ page }) => {
  const anonymous = await page.request.get(appUrl('/api/guide/no'));
  expect(anonymous.status()).toBe(401);
  expect(await anonymous.text()).not.toContain('answerKey');
});
