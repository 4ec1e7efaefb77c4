import fs from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { appUrl, expectNoAxeViolations, expectNoSidewaysScroll, signInAsDemoTeacher, uniqueEmail } from './helpers';

/** The teacher downloads the demo class's progress as a CSV file for the school's learning platform. */

const PASSWORD = 'gode-lange-ord-2026';

/** A pupil of the demo class with a name of their own and the answers given, made through the API as the app makes them. */
async function namedPupil(request: APIRequestContext, displayName: string, responses: Record<string, unknown> | unknown[]) {
  const signUp = await request.post(appUrl('/api/identity/sign-up'), { data: { email: uniqueEmail('csv'), password: PASSWORD, lang: 'no' } });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const { data: session } = await signUp.json();
  const headers = { authorization: `Bearer ${session.idToken}` };
  const record = await request.put(appUrl(`/api/store/users/${session.userId}/classes/DEMO26`), { headers, data: { responses } });
  expect(record.status(), await record.text()).toBe(200);
  const named = await request.put(appUrl('/api/class/DEMO26/display-name'), { headers, data: { displayName } });
  expect(named.status(), await named.text()).toBe(200);
}

/** «Last ned som CSV» clicked, and the file the browser saved, as text. */
async function downloadCsv(page: Page, fileName: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Last ned som CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(fileName);
  const bytes = fs.readFileSync(await download.path());
  // UTF-8 with a BOM, so Excel shows «Åse» and not «Ã…se».
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return bytes.toString('utf8').slice(1);
}

test('the teacher downloads the class as a CSV file with the pupils by name, in Bokmål and Nynorsk', async ({ page, request }) => {
  // The demo class holds every journey's pupils (a hundred and more late in a run), counted before the page shows them.
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const [kari, aase] = [`Kari ${tag}`, `Åse ${tag}`];
  // Kari answered two quiz questions on the first try, one of them right.
  await namedPupil(request, kari, { O4A: { 'halv-skatt': 'betalt-pa-forhand', 'inntekt-budsjett': 'brutto-maned' } });
  await namedPupil(request, aase, []);

  await signInAsDemoTeacher(page);
  await page.goto(appUrl('/no/admin/fremdrift?klasse=DEMO26'));
  await expect(page.getByRole('rowheader', { name: new RegExp(`^${kari} \\(Elev [A-Z2-9]{4}`) })).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page);

  const csv = await downloadCsv(page, 'klasse-DEMO26-fremdrift.csv');
  const lines = csv.split('\r\n');
  expect(lines[0]).toMatch(/^Navn;Kode;Økt 1: aktiviteter ferdig \(av \d+\);.*;Quiz, første forsøk: riktige;Quiz, første forsøk: besvart;Kunnskapstest før økt 1: riktige \(av \d+\);Kunnskapstest etter økt 5: riktige \(av \d+\)$/);
  expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^${kari};Elev [A-Z2-9]{4}(-\\d+)?;0;0;0;1;0;1;2;;$`)));
  expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^${aase};Elev [A-Z2-9]{4}(-\\d+)?;0;0;0;0;0;0;0;;$`)));

  // On a phone the button goes under «Oppdater», and nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoSidewaysScroll(page);

  await page.goto(appUrl('/nn/admin/fremdrift?klasse=DEMO26'));
  await expect(page.getByRole('rowheader', { name: new RegExp(`^${aase} \\(Elev [A-Z2-9]{4}`) })).toBeVisible({ timeout: 20_000 });
  const nn = await downloadCsv(page, 'klasse-DEMO26-framdrift.csv');
  expect(nn.split('\r\n')[0]).toMatch(/^Namn;Kode;Økt 1: aktivitetar ferdige \(av \d+\);/);
  expect(nn).toContain(`\r\n${aase};Elev `);
});
