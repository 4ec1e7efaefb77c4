import { expect, type Page, test } from '@playwright/test';
import { signUpPupil } from './classroom';
import { appUrl, expectNoAxeViolations, uniqueEmail } from './helpers';

// The browser's own cache and the service worker would hand the scripts over without the network.
test.use({ serviceWorkers: 'block' });

const ENTRY = /\/assets\/index-[^/]+\.js$/;
const REACT_DOM = /\/assets\/client-[^/]+\.js$/;
const SYSTEM = /\/assets\/system-[^/]+\.js$/;

/** The page's loads of its own address, counted from now. */
function countLoads(page: Page, path: string) {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).pathname === path) loads.push(request.url());
  });
  return loads;
}

test('a session page whose scripts the network drops says so, in Nynorsk, and comes back by itself with the network', async ({ page, context }) => {
  await signUpPupil(page, uniqueEmail('nett'), 'DEMO26');
  // The entry is on its way when the school's network goes.
  let drop: () => void = () => {};
  const dropped = new Promise<void>((resolve) => (drop = resolve));
  await page.route(ENTRY, async (route) => {
    await dropped;
    await route.abort('internetdisconnected');
  });
  await page.goto(appUrl('/nn/okt/1/O1A'), { waitUntil: 'commit' });
  // The page has arrived, its notice hidden, while the entry is still on its way.
  await expect(page.locator('#load-failed')).toBeHidden();
  await expect(page.locator('#root')).toBeAttached();
  await context.setOffline(true);
  drop();

  const notice = page.getByRole('alert');
  await expect(notice).toHaveText('Sida vart ikkje ferdig lasta. Ho blir lasta på nytt når nettet er tilbake. Prøv igjen no');
  await expectNoAxeViolations(page);

  await page.unroute(ENTRY);
  await context.setOffline(false);
  await expect(page.getByRole('checkbox', { name: 'Å reise i jobben' })).toBeVisible();
  await expect(notice).toBeHidden();
});

test('a page whose entry fails once reloads once, and works', async ({ page }) => {
  const loads = countLoads(page, '/no/faq');
  let failures = 1;
  await page.route(ENTRY, (route) => (failures-- > 0 ? route.abort('connectionreset') : route.continue()));
  await page.goto(appUrl('/no/faq'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spørsmål og svar');
  await expect(page.getByRole('alert')).toBeHidden();
  expect(loads).toHaveLength(2);
});

// The entry, React DOM, which the entry imports as a stage of its own (src/main.tsx), and the actor system's
// composition root, the last of its stages (src/app/boot.tsx): a stage's failure reaches the load watch by the
// entry's event, not by a script element, and is answered the same.
const KEEPS_FAILING = [
  { what: 'entry', script: ENTRY, path: '/no/faq', notice: 'Siden ble ikke ferdig lastet. Den lastes på nytt når nettet er tilbake. Prøv igjen nå', retry: 'Prøv igjen nå', other: { lang: 'Nynorsk', url: /\/nn\/faq$/ } },
  { what: 'React DOM stage', script: REACT_DOM, path: '/nn/faq', notice: 'Sida vart ikkje ferdig lasta. Ho blir lasta på nytt når nettet er tilbake. Prøv igjen no', retry: 'Prøv igjen no', other: { lang: 'Bokmål', url: /\/no\/faq$/ } },
  { what: 'actor system stage', script: SYSTEM, path: '/no/faq', notice: 'Siden ble ikke ferdig lastet. Den lastes på nytt når nettet er tilbake. Prøv igjen nå', retry: 'Prøv igjen nå', other: { lang: 'Nynorsk', url: /\/nn\/faq$/ } },
];

for (const { what, script, path, notice: text, retry, other } of KEEPS_FAILING) {
  test(`a page whose ${what} keeps failing reloads once, then shows the notice (no reload loop), whose link tries again`, async ({ page }) => {
    const loads = countLoads(page, path);
    let failing = true;
    await page.route(script, (route) => (failing ? route.abort('connectionreset') : route.continue()));
    await page.goto(appUrl(path));
    const notice = page.getByRole('alert');
    await expect(notice).toHaveText(text);
    // No reload loop: the one reload, then nothing.
    await page.waitForTimeout(1_000);
    expect(loads).toHaveLength(2);

    failing = false;
    await notice.getByRole('link', { name: retry }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spørsmål og svar');
    await expect(notice).toBeHidden();
    expect(loads).toHaveLength(3);
    // The page is the app's now: its language switch answers.
    await page.getByRole('link', { name: other.lang }).click();
    await expect(page).toHaveURL(other.url);
  });
}

test('a page whose entry fails twice online (a server restarting) shows the notice, then tries again by itself once the guard allows', async ({ page }) => {
  const loads = countLoads(page, '/no/faq');
  let failures = 2;
  await page.route(ENTRY, (route) => (failures-- > 0 ? route.abort('connectionreset') : route.continue()));
  await page.goto(appUrl('/no/faq'));
  await expect(page.getByRole('alert')).toContainText('Siden ble ikke ferdig lastet.');
  // Ten seconds after the first reload, with no one touching anything.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spørsmål og svar', { timeout: 15_000 });
  await expect(page.getByRole('alert')).toBeHidden();
  expect(loads).toHaveLength(3);
});
