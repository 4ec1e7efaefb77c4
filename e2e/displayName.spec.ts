import { expect, test } from '@playwright/test';
import { appUrl, expectNoAxeViolations, expectNoSidewaysScroll, uniqueEmail } from './helpers';

/** A pupil sees the name and number the teacher knows them by, and changes the name on «Mine data». */
test('a pupil changes the name given on joining on Mine data, and sees their number', async ({ page }) => {
  await page.goto(appUrl('/no'));
  await page.getByRole('radio', { name: 'Første gang her' }).check();
  await page.getByLabel('E-post').fill(uniqueEmail('visningsnavn'));
  await page.getByLabel('Passord').fill('gode-lange-ord-2026');
  await page.getByLabel('Klassekode').fill('DEMO26');
  await page.getByLabel(/^Fornavn eller kallenavn/).fill('Kari');
  await page.getByRole('button', { name: 'Lag konto og start' }).click();
  await expect(page).toHaveURL(appUrl('/no/start'));

  await page.getByRole('link', { name: 'Mine data', exact: true }).click();
  // The name given on joining is the one the teacher sees, beside the pupil's number.
  const seenAs = page.getByText(/^Læreren ser deg som:/);
  await expect(seenAs).toHaveText(/^Læreren ser deg som: Kari \(Elev [A-Z0-9]{4}\)$/);
  const number = /\((Elev [A-Z0-9]{4})\)$/.exec((await seenAs.textContent())!)![1];

  const field = page.getByLabel('Visningsnavn (valgfritt)');
  await expect(field).toHaveValue('Kari');
  await field.fill('Kari <3');
  await page.getByRole('button', { name: 'Lagre navnet' }).click();
  await expect(page.getByText('Navnet kan bare ha bokstaver, tall, mellomrom, bindestrek og apostrof.')).toBeVisible();
  await expectNoAxeViolations(page);

  await field.fill('  Kari Nordmann ');
  await page.getByRole('button', { name: 'Lagre navnet' }).click();
  await expect(page.getByText('Lagret. Læreren ser nå navnet ditt.')).toBeVisible();
  await expect(seenAs).toHaveText(`Læreren ser deg som: Kari Nordmann (${number})`);
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  // Kept on the server, not on this device: it is there when the page opens again.
  await page.reload();
  await expect(page.getByLabel('Visningsnavn (valgfritt)')).toHaveValue('Kari Nordmann');
  await expect(page.getByText(/^Læreren ser deg som:/)).toHaveText(`Læreren ser deg som: Kari Nordmann (${number})`);
});
