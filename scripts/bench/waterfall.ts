/**
 * What a page's requests wait for (issue 20): loads one page in the system Chromium on a slow 4G line (150 ms, 1.6
 * Mbit/s, as Lighthouse's mobile settings) and prints each request's start and end from the page's first byte, with
 * the page's first and largest paint and the largest paint's element. A request that starts only after another ends
 * is a link in a chain. `npx tsx scripts/bench/waterfall.ts /no/start`; the device remembers a signed-in pupil of the
 * demo class (VISITOR=1: nobody; TEACHER=1: the demo teacher; RETURNING=1: it has shown the page before).
 */
import type { Protocol } from 'puppeteer-core';
import puppeteer from 'puppeteer-core';
import { benchDeviceState, CHROMIUM, CHROMIUM_FLAGS } from './lighthouse';
import { preparedTab } from './pageLoad';
import { startProductionServer } from './server';

const pagePath = process.argv[2] ?? '/no/start';
const server = await startProductionServer({ seedDemo: true });
const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
try {
  const state = await benchDeviceState(browser, server.base);
  const { tab, cdp, load } = await preparedTab(browser, server.base, pagePath, { userState: state, returning: process.env.RETURNING === '1' });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
  const requests = new Map<string, { url: string; start: number; end?: number }>();
  let first = 0;
  cdp.on('Network.requestWillBeSent', (e: Protocol.Network.RequestWillBeSentEvent) => {
    first ||= e.timestamp;
    requests.set(e.requestId, { url: e.request.url.replace(server.base, ''), start: e.timestamp });
  });
  cdp.on('Network.loadingFinished', (e: Protocol.Network.LoadingFinishedEvent) => {
    const request = requests.get(e.requestId);
    if (request) request.end = e.timestamp;
  });
  const { fcp } = await load();
  const largest = await tab.evaluate(
    () =>
      new Promise<{ at: number; element: string }>((resolve) =>
        new PerformanceObserver((list) => {
          const entry = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined;
          resolve({ at: entry?.startTime ?? 0, element: entry?.element?.outerHTML.slice(0, 120) ?? '?' });
        }).observe({ type: 'largest-contentful-paint', buffered: true }),
      ),
  );
  console.log(`FCP ${Math.round(fcp)} ms, LCP ${Math.round(largest.at)} ms: ${largest.element}`);
  const ms = (t: number | undefined) => (t === undefined ? '-' : String(Math.round((t - first) * 1000))).padStart(6);
  for (const r of [...requests.values()].sort((a, b) => a.start - b.start)) console.log(`${ms(r.start)} → ${ms(r.end)}  ${r.url.slice(0, 100)}`);
} finally {
  await browser.close();
  await server.stop();
}
