import { type APIRequestContext, expect, request as apiRequest, test } from '@playwright/test';
import { appUrl, expectNoAxeViolations, signInAsDemoTeacher, uniqueEmail } from './helpers';

/**
 * A pupil who mistyped the password too often waits before the next try; the teacher sees it on
 * the class's progress page and lets the pupil in again during the lesson. A pupil who forgot the password
 * and has no e-mail gets a temporary one from the teacher there.
 */

const PASSWORD = 'gode-lange-ord-2026';

/** A pupil signed up through the API, with a record in the demo class as the app makes it after sign-up. */
async function pupilOfDemoClass(request: APIRequestContext, email: string): Promise<{ userId: string; idToken: string }> {
  const signUp = await request.post(appUrl('/api/identity/sign-up'), { data: { email, password: PASSWORD, lang: 'no' } });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const { data: session } = await signUp.json();
  const record = await request.put(appUrl(`/api/store/users/${session.userId}/classes/DEMO26`), {
    headers: { authorization: `Bearer ${session.idToken}` },
    data: { responses: [] },
  });
  expect(record.status(), await record.text()).toBe(200);
  return session;
}

test('the teacher lets a throttled pupil of the class in again, and the pupil signs in at once', async ({ browser, page, request }) => {
  // 31 s of waiting out the delays, two browsers, and the demo class's progress page (every journey's pupils) with
  // its axe check: past 120 s on CI's busy one.
  test.setTimeout(180_000);
  const email = uniqueEmail('slipp-inn');
  await pupilOfDemoClass(request, email);

  // A classmate guesses from another computer at the school (same address, no device cookie). Refused tries
  // are not counted, so the guesser waits out each growing delay: after ten wrong passwords the next try waits 32 s.
  // Meanwhile the pupil opens the sign-in form and the demo teacher (owner of DEMO26) signs in, so all of those 32 s
  // are left for the teacher's help.
  const guessing = (async () => {
    const guesser = await apiRequest.newContext();
    let wrong = 0;
    while (wrong < 10) {
      const res = await guesser.post(appUrl('/api/identity/sign-in'), { data: { email, password: `feil-passord-${wrong}` } });
      if (res.status() === 401) wrong += 1;
      else if (res.status() === 429) await new Promise((r) => setTimeout(r, Number(res.headers()['retry-after'] ?? '1') * 1000));
      else throw new Error(`unexpected ${res.status()}: ${await res.text()}`);
    }
    await guesser.dispose();
  })();

  const pupilContext = await browser.newContext();
  const pupil = await pupilContext.newPage();
  await pupil.goto(appUrl('/no'));
  await pupil.getByRole('radio', { name: 'Jeg har konto' }).check();
  await pupil.getByLabel('E-post').fill(email);
  await pupil.getByLabel('Passord').fill(PASSWORD);
  await signInAsDemoTeacher(page);
  await guessing;

  await pupil.getByRole('button', { name: 'Logg inn' }).click();
  await expect(pupil.getByText('For mange forsøk på kort tid. Vent litt og prøv igjen.')).toBeVisible();

  await page.goto(appUrl('/no/admin/fremdrift?klasse=DEMO26'));
  const waiting = page.getByRole('list', { name: 'Elever som venter' });
  // The page draws the demo class first (every journey's pupils, 100 and more late in a run), then asks who waits.
  await expect(waiting.getByText(email)).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: `Slipp inn ${email}` }).click();
  await expect(page.getByText(`${email} kan logge inn igjen nå.`)).toBeVisible();

  await pupil.getByRole('button', { name: 'Logg inn' }).click();
  await expect(pupil).toHaveURL(appUrl('/no/start'));
  await pupilContext.close();
});

test('the teacher makes a temporary password on the progress page, and the pupil chooses a new one before anything else', async ({ browser, page, request }) => {
  // Two browsers and seven password checks (argon2id, one at a time on two cores): past 60 s on a slow CI machine.
  test.setTimeout(120_000);
  const email = uniqueEmail('midlertidig');
  await pupilOfDemoClass(request, email);

  // The demo teacher owns DEMO26: a temporary password for the pupil who forgot theirs, shown once.
  await signInAsDemoTeacher(page);
  await page.goto(appUrl('/no/admin/fremdrift?klasse=DEMO26'));
  await page.getByLabel('Elevens e-postadresse', { exact: true }).fill('finnes-ikke@skole.no');
  await page.getByRole('button', { name: 'Lag midlertidig passord', exact: true }).click();
  await expect(page.getByText('Fant ikke eleven i denne klassen.')).toBeVisible();
  await page.getByLabel('Elevens e-postadresse', { exact: true }).fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Lag midlertidig passord', exact: true }).click();
  const shown = page.locator('.admin-temporary-password code');
  await expect(shown).toHaveText(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
  const temporary = (await shown.textContent())!;
  await expect(page.getByText(`Midlertidig passord for ${email}:`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Ferdig' }).click();
  await expect(shown).toHaveCount(0);

  const pupilContext = await browser.newContext();
  const pupil = await pupilContext.newPage();
  await pupil.goto(appUrl('/no'));
  await pupil.getByRole('radio', { name: 'Jeg har konto' }).check();
  await pupil.getByLabel('E-post').fill(email);
  await pupil.getByLabel('Passord').fill(temporary);
  await pupil.getByRole('button', { name: 'Logg inn' }).click();
  await expect(pupil.getByRole('heading', { level: 1, name: 'Lag et nytt passord' })).toBeVisible();
  await expect(pupil).toHaveURL(appUrl('/no'));
  await expectNoAxeViolations(pupil);
  await pupil.getByRole('textbox', { name: 'Nytt passord' }).fill('mitt-eget-nye-passord');
  await pupil.getByRole('button', { name: 'Lagre nytt passord' }).click();
  await expect(pupil).toHaveURL(appUrl('/no/start'));
  await pupilContext.close();

  // The temporary password is spent; the pupil's own works.
  expect((await request.post(appUrl('/api/identity/sign-in'), { data: { email, password: temporary } })).status()).toBe(401);
  expect((await request.post(appUrl('/api/identity/sign-in'), { data: { email, password: 'mitt-eget-nye-passord' } })).status()).toBe(200);
});
