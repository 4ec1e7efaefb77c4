/**
 * One page load as a bench tool reads it (issue 20): a fresh tab on an emptied origin, the device remembering a
 * signed-in user or nobody, optionally the page shown once before, then the load itself with the page's long tasks
 * recorded from its first byte.
 */
import type { Browser, CDPSession, Page } from 'puppeteer-core';
import { rememberSignIn } from './lighthouse';

export interface LongTask {
  start: number;
  duration: number;
}

export interface LoadOptions {
  /** What the device remembers (the persisted `ueokonomiapp` state); null: nobody. */
  userState: Record<string, unknown> | null;
  /** The page was shown on this device before (its copies kept), as a pupil coming back to it. */
  returning?: boolean;
  /** Chromium's CPU slowdown for the load (Lighthouse's mobile settings: 4). */
  slowdown?: number;
}

/** A tab ready to load `base + pagePath`, and its DevTools session; `load` then loads it and reads what happened. */
export async function preparedTab(browser: Browser, base: string, pagePath: string, options: LoadOptions) {
  const tab: Page = await browser.newPage();
  await tab.setViewport({ width: 412, height: 823 });
  const cdp: CDPSession = await tab.createCDPSession();
  await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'all' });
  // Any page of the origin gives access to its localStorage; the health check loads no app code.
  await tab.goto(`${base}/api/health`);
  if (options.userState) await rememberSignIn(tab, options.userState);
  if (options.returning) await tab.goto(base + pagePath, { waitUntil: 'networkidle0' });
  await tab.evaluateOnNewDocument(() => {
    const tasks: { start: number; duration: number }[] = [];
    (window as unknown as { longTasks: typeof tasks }).longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) tasks.push({ start: Math.round(e.startTime), duration: Math.round(e.duration) });
    }).observe({ type: 'longtask', buffered: true });
  });
  await cdp.send('Network.clearBrowserCache');
  if ((options.slowdown ?? 1) > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.slowdown! });

  /** Loads the page, waits for the network and a second more, and reads its first paint and long tasks. */
  const load = async () => {
    await tab.goto(base + pagePath, { waitUntil: 'networkidle0' });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const tasks = await tab.evaluate(() => (window as unknown as { longTasks: LongTask[] }).longTasks);
    const fcp = await tab.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0);
    return { fcp, tasks };
  };
  return { tab, cdp, load };
}

/** TBT's rule over the whole load: every long task after the first paint counts its time past 50 ms. */
export const blockingAfter = (fcp: number, tasks: readonly LongTask[]) => tasks.filter((t) => t.start >= fcp).reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
