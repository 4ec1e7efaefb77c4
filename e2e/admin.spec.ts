import { expect, type Page, test } from '@playwright/test';
import { completeSession1, createClass, joinAsPupil, registerTeacher, TEXT } from './classroom';
import { appUrl, collectConsoleErrors, expectNoAxeViolations, expectNoSidewaysScroll } from './helpers';

const sessionCard = (page: Page, n: number) => page.getByRole('list').filter({ hasText: 'Utdanning og jobb' }).getByRole('listitem').nth(n - 1);
const sessionBars = (page: Page, okt: number) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(`^Økt ${okt}`) }) });

test('a teacher makes a class, follows a pupil through session 1 and opens session 3 for the class', async ({ page, browser, context }) => {
  test.setTimeout(150_000);
  const errors = collectConsoleErrors(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await registerTeacher(page, 'no');
  await expect(page.getByText('Du har ingen klasser ennå.')).toBeVisible();
  await expectNoAxeViolations(page);

  const className = `10E ${Date.now().toString(36)}`;
  const code = await createClass(page, 'no', className);
  await expect(page.getByRole('status').filter({ hasText: `Klassen ${className} er laget. Klassekoden er ${code}.` })).toBeVisible();
  const card = page.getByRole('listitem', { name: className });
  await card.getByRole('button', { name: TEXT.no.copy }).click();
  await expect(card.getByRole('status')).toContainText(`Kopiert! ${code}`);
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  // The pupil joins: the class now has one pupil, who has finished nothing.
  const pupil = await joinAsPupil(browser, code);
  await card.getByRole('link', { name: 'Se fremdriften' }).click();
  await expect(page).toHaveURL(appUrl(`/no/admin/fremdrift?klasse=${code}`));
  await expect(sessionBars(page, 1).getByRole('progressbar', { name: 'Fullført: 0 av 1 elever' })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  await completeSession1(pupil);
  await expect(sessionCard(pupil, 3)).toContainText('Låst');

  // The bar moves once the teacher counts again.
  await expect(async () => {
    await page.getByRole('button', { name: 'Oppdater' }).click();
    await expect(sessionBars(page, 1).getByRole('progressbar', { name: 'Fullført: 1 av 1 elever' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(sessionBars(page, 1).getByRole('progressbar', { name: 'Fullført: 1 av 1 elever' })).toHaveAttribute('value', '1');
  const rows = page.getByRole('table', { name: 'Elevene' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Økt 1');

  await page.getByRole('navigation', { name: 'Deler av lærerområdet' }).getByRole('link', { name: TEXT.no.tabSessions }).click();
  await expect(page).toHaveURL(appUrl(`/no/admin/okter?klasse=${code}`));
  const okt3 = page.getByRole('switch', { name: /^Økt 3/ });
  await expect(okt3).not.toBeChecked();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await okt3.check();
  await expect(page.getByRole('status').filter({ hasText: `Økt 3 er åpnet for ${className}.` })).toBeVisible();
  await expect(okt3).toBeChecked();

  // The pupil's open page shows session 3 open within 10 seconds, without a reload.
  await expect(sessionCard(pupil, 3).getByRole('link')).toBeVisible({ timeout: 10_000 });
  await expect(sessionCard(pupil, 2).getByRole('link')).toBeVisible();
  await expect(sessionCard(pupil, 4)).toContainText('Låst');

  // The switch stays open after a reload: the server has it.
  await page.reload();
  await expect(page.getByRole('switch', { name: /^Økt 3/ })).toBeChecked();
  await pupil.context().close();
  expect(errors).toEqual([]);
});

test('in Nynorsk a teacher edits and archives a class, and the admin screens pass axe', async ({ page }) => {
  // A registration, a class, its edit and archive, and an axe check of each screen: 26 s on a quiet machine, past 60 s on a busy one.
  test.setTimeout(120_000);
  await registerTeacher(page, 'nn');
  const className = `9B ${Date.now().toString(36)}`;
  const code = await createClass(page, 'nn', className);
  const card = page.getByRole('listitem', { name: className });

  await card.getByRole('button', { name: 'Endre' }).click();
  const edit = page.getByRole('form', { name: `Endre ${className}` });
  await edit.getByLabel(TEXT.nn.className).fill(`${className} ny`);
  await edit.getByRole('button', { name: 'Lagre endringane' }).click();
  const renamed = page.getByRole('listitem', { name: `${className} ny` });
  await expect(renamed).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `Endringane i ${className} ny er lagra.` })).toBeVisible();

  // Unknown admin parts are the 404 page, as any unknown address.
  await page.goto(appUrl('/nn/admin/finst-ikkje'));
  await expect(page.getByText('Fann inga side på adressa /nn/admin/finst-ikkje')).toBeVisible();
  await page.goto(appUrl(`/nn/admin/framdrift`));
  await expect(page.getByText('Fann inga side på adressa /nn/admin/framdrift')).toBeVisible();

  await page.goto(appUrl(`/nn/admin/fremdrift?klasse=${code}`));
  await expect(page.getByText(`Gi dei klassekoden ${code}.`)).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await page.goto(appUrl(`/nn/admin/okter?klasse=${code}`));
  await expect(page.getByRole('switch', { name: /^Økt 2/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(appUrl('/nn/admin/klasser'));
  await page.getByRole('listitem', { name: `${className} ny` }).getByRole('button', { name: 'Arkiver' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'er arkivert. Koden verkar ikkje lenger.' })).toBeVisible();
  await expect(page.getByText('Du har ingen aktive klassar. Lag ein ny i skjemaet under')).toBeVisible();
  await page.getByText('Arkiverte klassar (1)').click();
  await expect(page.getByRole('listitem', { name: `${className} ny` })).toContainText(`Koden ${code} verkar ikkje`);
  await expectNoAxeViolations(page);

  // An archived class's code no longer lets a pupil in.
  const check = await page.request.get(appUrl(`/api/public/no/get/klasse/${code}?v=1`));
  expect((await check.json()).success).toBe(false);
});
