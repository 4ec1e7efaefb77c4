import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { appUrl, expectNoAxeViolations, expectNoSidewaysScroll, signInAsDemoTeacher, uniqueEmail } from './helpers';

/**
 * The privacy page's promises in the browser. A pupil sees, downloads and deletes their own data; a
 * teacher deletes a class and its pupils' answers are gone.
 */

const PASSWORD = 'gode-lange-ord-2026';

test('a pupil downloads everything stored about them, then deletes the account and this computer forgets it', async ({ page, request }) => {
  const email = uniqueEmail('mine-data');
  await page.goto(appUrl('/no'));
  await page.getByRole('radio', { name: 'Første gang her' }).check();
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Passord').fill(PASSWORD);
  await page.getByLabel('Klassekode').fill('DEMO26');
  await page.getByLabel(/^(Fornavn eller kallenavn|Førenamn eller kallenamn)/).fill('Kari');
  await page.getByRole('button', { name: 'Lag konto og start' }).click();
  await expect(page).toHaveURL(appUrl('/no/start'));

  await page.getByRole('link', { name: 'Mine data', exact: true }).click();
  await expect(page).toHaveURL(appUrl('/no/mine-data'));
  await expect(page.getByRole('heading', { level: 1, name: 'Mine data' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText(/Klasse DEMO26/)).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Last ned dataene mine' }).click();
  const file = await (await download).path();
  const data = JSON.parse(fs.readFileSync(file, 'utf8'));
  expect(data.account.email).toBe(email);
  expect(data.classes.map((c: { classCode: string }) => c.classCode)).toEqual(['DEMO26']);

  await page.getByLabel('Passordet ditt').fill('ikke-mitt-passord');
  await page.getByRole('button', { name: 'Slett kontoen min' }).click();
  await expect(page.getByText('Det nåværende passordet er feil.')).toBeVisible();
  await page.getByLabel('Passordet ditt').fill(PASSWORD);
  await page.getByRole('button', { name: 'Slett kontoen min' }).click();

  await expect(page).toHaveURL(appUrl('/no'));
  await expect(page.getByText('Kontoen din og alt som var lagret om deg, er slettet.')).toBeVisible();
  await expectNoAxeViolations(page);
  const stored = await page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith('ueokonomiapp')).map((key) => `${key}=${window.localStorage.getItem(key)}`));
  expect(stored.join('\n')).not.toContain(email);
  expect((await request.post(appUrl('/api/identity/sign-in'), { data: { email, password: PASSWORD } })).status()).toBe(401);
});

test('a teacher deletes a class after typing its code, and its pupils’ answers are gone', async ({ page, request }) => {
  const { token } = await (await request.post(appUrl('/api/jwt/token'), { data: { username: 'laerer@demo.no', password: 'demo-laerer-2026' } })).json();
  const created = await request.post(appUrl('/api/class/create'), { headers: { authorization: `Bearer ${token}` }, data: { name: `Slettes ${Date.now()}`, school: 'Demo ungdomsskole', schoolYear: '2026/2027' } });
  expect(created.status(), await created.text()).toBe(200);
  const { classCode, name } = (await created.json()).data as { classCode: string; name: string };
  const signUp = await request.post(appUrl('/api/identity/sign-up'), { data: { email: uniqueEmail('i-klassen'), password: PASSWORD, lang: 'no' } });
  const pupil = (await signUp.json()).data as { userId: string; idToken: string };
  const record = `/api/store/users/${pupil.userId}/classes/${classCode}`;
  const saved = await request.put(appUrl(record), { headers: { authorization: `Bearer ${pupil.idToken}` }, data: { responses: { O1A: 'et svar' } } });
  expect(saved.status(), await saved.text()).toBe(200);

  await signInAsDemoTeacher(page);
  const card = page.getByRole('listitem', { name });
  await card.getByRole('button', { name: 'Slett klassen' }).click();
  await expect(card.getByText(/Klassen og svarene til 1 elev blir slettet med en gang/)).toBeVisible();
  await expectNoAxeViolations(page);
  await card.getByLabel('Klassekode').fill('FEIL99');
  await card.getByRole('button', { name: 'Slett klassen for godt' }).click();
  await expect(card.getByText('Skriv klassekoden nøyaktig slik den står, for å bekrefte at klassen skal slettes.')).toBeVisible();
  await card.getByLabel('Klassekode').fill(classCode);
  await card.getByRole('button', { name: 'Slett klassen for godt' }).click();
  await expect(page.getByText(`${name} (${classCode}) og alle svarene i klassen er slettet.`)).toBeVisible();
  await expect(page.getByRole('listitem', { name })).toHaveCount(0);

  expect((await request.get(appUrl(record), { headers: { authorization: `Bearer ${pupil.idToken}` } })).status()).toBe(404);
});
