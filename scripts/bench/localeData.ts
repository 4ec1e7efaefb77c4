/**
 * What the browser's locale data costs a page's main thread (issue 20, server/plugins/localeData.ts): the first
 * questions a page asks of `Intl` in a fresh Chromium, with and without a worker having asked them first. A worker
 * runs in the page's process, where the list of locales is kept once. `npx tsx scripts/bench/localeData.ts`; RUNS (3).
 */
import puppeteer from 'puppeteer-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './lighthouse';
import { LOCALE_DATA_QUESTIONS } from '../../server/plugins/localeData';

const RUNS = Number(process.env.RUNS ?? 3);
const ASK = "Intl.NumberFormat.supportedLocalesOf('nb'); new Intl.NumberFormat('nb').format(1234.5); new Intl.PluralRules('nb').select(2);";
const timed = `(() => { const t = performance.now(); ${ASK} return performance.now() - t; })()`;
// The worker the pages' heads start, with the text they give it.
const inWorker = `new Promise((done) => { const w = new Worker(URL.createObjectURL(new Blob([${JSON.stringify(LOCALE_DATA_QUESTIONS)}]))); w.onmessage = done; w.postMessage('nb'); })`;

for (let run = 1; run <= RUNS; run++) {
  for (const warmed of [false, true]) {
    // A browser of its own each time: the list, once made, stays for the process.
    const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
    try {
      const page = await browser.newPage();
      await page.goto('data:text/html,<p>x</p>');
      if (warmed) await page.evaluate(inWorker);
      console.log(`run ${run}, ${warmed ? 'after a worker asked' : 'first to ask'}: ${((await page.evaluate(timed)) as number).toFixed(1)} ms on the main thread`);
    } finally {
      await browser.close();
    }
  }
}
