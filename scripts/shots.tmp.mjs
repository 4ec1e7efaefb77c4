// Screenshots of the lesson's screens for a person to look at (not part of the product; removed before commit).
import { chromium } from 'playwright-core';
const BASE = process.env.BASE ?? 'http://127.0.0.1:3456';
const PASSWORD = 'gode-lange-ord-2026';
const budget = { boutgifter: 10_000, transport: 900, mat: 4_500, fritid: 2_000, klaer: 1_000, sparing: 2_000, forsikring: 250, andre_utgifter: 1_500 };
const story = (stage) => ({
  O1A: ['trygg-jobb', 'hjelpe-andre'],
  ...(stage === 'early' ? {} : {
  O1C: 'helse-og-omsorg', O1D: 'sykepleier', O1E: { choice: 'net', correct: true }, O2A: { choice: 'bolig', correct: true },
  O2B: { ...budget, income: 43363 - 0 },
  O2C: 'pc-odelagt', O2D: { choice: 'cut' },
  O3A: 'ny-pc', O3B: { monthly: 3000, delta: 1000, from: null },
  O3C: { offerId: 'delbetaling-nettbutikk', months: 12 },
  O3D: { choice: 'credit', reason: 'Nå', delta: 0, from: null },
  O4A: {},
  O5B: { chosen: ['innbo'] }, O5C: { scenarioId: 'innbrudd-pc' } }),
});
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
async function pupil(stage) {
  const ctx = await browser.newContext();
  const email = `shot-${Date.now()}-${Math.random().toString(36).slice(2)}@example.no`;
  const r = await ctx.request.post(`${BASE}/api/identity/sign-up`, { data: { email, password: PASSWORD, lang: 'no' } });
  const { data: s } = await r.json();
  const put = await ctx.request.put(`${BASE}/api/store/users/${s.userId}/classes/DEMO26`, { headers: { authorization: `Bearer ${s.idToken}` }, data: { responses: story(stage) } });
  if (put.status() !== 200) throw new Error(await put.text());
  const page = await ctx.newPage();
  await page.goto(`${BASE}/no`);
  await page.getByRole('radio', { name: 'Jeg har konto' }).check();
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Passord').fill(PASSWORD);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await page.waitForURL(`${BASE}/no/start`);
  return { ctx, page };
}
const shots = (process.env.SHOTS ?? 'no:1:O1C,no:2:O2B,no:2:O2D,no:2:O2E,no:3:O3B,no:3:O3D,no:3:O3F,no:4:O4A,no:5:O5B,no:5:O5D').split(',');
const widths = (process.env.WIDTHS ?? '360').split(',').map(Number);
const { page } = await pupil(process.env.STAGE ?? 'late');
for (const w of widths) {
  await page.setViewportSize({ width: w, height: 900 });
  for (const shot of shots) {
    const [lang, okt, code] = shot.split(':');
    await page.goto(`${BASE}/${lang}/okt/${okt}/${code}`);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/shots/${lang}-${code}-${w}.png`, fullPage: true });
  }
}
await browser.close();
console.log('done');
