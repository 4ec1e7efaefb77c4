import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SHELL_HIDDEN_CLASS } from '../../src/contracts/pageViewer';
import { BOOT_FILES_ID, BOOT_SCRIPT, BOOT_SCRIPT_SOURCE, bootAfterPaint } from './landingBoot';
import { renderIndexHtml } from './spa';
import { testConfig } from '../test/testApp';

const TEMPLATE =
  '<html lang="nb"><head><!--app-config--><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body class="x"><div id="root"></div></body></html>';

describe("a prerendered page's boot after its first paint (issue 20)", () => {
  it('starts the entry from the boot script, with the files it preloads after the paint, entry first', () => {
    const html = bootAfterPaint(TEMPLATE, ['assets/no-def.js', 'assets/react-intl-1.js']);
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain(
      `<script id="${BOOT_FILES_ID}" type="application/json">["/assets/index-abc.js","/assets/no-def.js","/assets/react-intl-1.js"]</script><script>${BOOT_SCRIPT}</script></body>`,
    );
  });

  it('keeps a file name from ending its element', () => {
    expect(bootAfterPaint(TEMPLATE, ['assets/</script><script>x.js'])).toContain('"/assets/\\u003c/script>\\u003cscript>x.js"');
  });

  it('leaves a page without an entry script as it is', () => {
    const plain = '<html><body><div id="root"></div></body></html>';
    expect(bootAfterPaint(plain, ['assets/a.js'])).toBe(plain);
  });

  it('is used for the prerendered page only: a page drawn in the browser keeps its script element and preload links', () => {
    const preloads = { prerendered: { '/no': '<h1>Personlig økonomi</h1>' }, chunks: () => ['assets/react-intl-1.js'] };
    const landing = renderIndexHtml(TEMPLATE, testConfig(), '/no', preloads);
    expect(landing).toContain(`<script>${BOOT_SCRIPT}</script>`);
    expect(landing).not.toContain('<link rel="modulepreload"');
    const start = renderIndexHtml(TEMPLATE, testConfig(), '/no/start', preloads);
    expect(start).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(start).toContain('<link rel="modulepreload" crossorigin href="/assets/react-intl-1.js">');
    expect(start).not.toContain(BOOT_FILES_ID);
  });

  it('is allowed by the hash of exactly its text', () => {
    expect(BOOT_SCRIPT_SOURCE).toBe(`'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`);
    expect(BOOT_SCRIPT).not.toContain('<');
  });

  /** A page the boot script runs in, with its clock, frames, paint reports and visibility in the test's hands. */
  function bootPage({ painted = true, reportsPaint = true, visibility = 'visible', shellHidden = false, files = ['/assets/index-abc.js', '/assets/kit-1.js'] } = {}) {
    const appended: Record<string, unknown>[] = [];
    const timers: { run: () => void; ms: number }[] = [];
    const frames: (() => void)[] = [];
    const observers: ((list: unknown, observer: { disconnect: () => void }) => void)[] = [];
    const listeners: Record<string, () => void> = {};
    const entries: unknown[] = painted ? [{}] : [];
    const document = {
      getElementById: (id: string) => (id === BOOT_FILES_ID ? { textContent: JSON.stringify(files) } : null),
      createElement: (tag: string) => ({ tag }),
      head: { append: (element: Record<string, unknown>) => void appended.push({ ...element }) },
      visibilityState: visibility,
      documentElement: { classList: { contains: (name: string) => shellHidden && name === SHELL_HIDDEN_CLASS } },
      addEventListener: (type: string, listener: () => void) => void (listeners[type] = listener),
    };
    const performance = { getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? entries : []) };
    class PerformanceObserver {
      static supportedEntryTypes = reportsPaint ? ['paint', 'resource'] : ['resource'];
      constructor(private readonly callback: (typeof observers)[number]) {}
      observe() {
        observers.push(this.callback);
      }
    }
    const setTimeout = (run: () => void, ms = 0) => void timers.push({ run, ms });
    const requestAnimationFrame = (run: () => void) => void frames.push(run);
    new Function('document', 'performance', 'PerformanceObserver', 'setTimeout', 'requestAnimationFrame', BOOT_SCRIPT)(
      document,
      performance,
      PerformanceObserver,
      setTimeout,
      requestAnimationFrame,
    );
    const runTimers = (atMost: number) => {
      for (const timer of timers.splice(0).filter((t) => t.ms <= atMost)) timer.run();
    };
    return {
      appended,
      /** The next frame, and the timers it set that are due within `ms`. */
      frame: (ms: number) => {
        for (const run of frames.splice(0)) run();
        runTimers(ms);
      },
      paint: () => {
        entries.push({});
        for (const callback of observers) callback({}, { disconnect: () => void observers.splice(0) });
        runTimers(0);
      },
      hide: () => listeners.visibilitychange?.(),
      started: () => appended.filter((element) => element.tag === 'script').length,
    };
  }

  it('starts the entry as a module script, so a failed load reaches the load watch (loadWatch.ts), then preloads its imports one task each', () => {
    const page = bootPage({ files: ['/assets/index-abc.js', '/assets/kit-1.js', '/assets/react-2.js'] });
    expect(page.appended).toEqual([{ tag: 'script', type: 'module', crossOrigin: 'anonymous', src: '/assets/index-abc.js' }]);
    page.frame(0);
    expect(page.appended.slice(1)).toEqual([{ tag: 'link', rel: 'modulepreload', crossOrigin: 'anonymous', href: '/assets/kit-1.js' }]);
    page.frame(0);
    page.frame(0);
    page.frame(0);
    expect(page.appended.slice(1)).toEqual([
      { tag: 'link', rel: 'modulepreload', crossOrigin: 'anonymous', href: '/assets/kit-1.js' },
      { tag: 'link', rel: 'modulepreload', crossOrigin: 'anonymous', href: '/assets/react-2.js' },
    ]);
  });

  it('waits for the reported paint, however long after the frame it comes, and starts once', () => {
    const page = bootPage({ painted: false });
    page.frame(300);
    expect(page.appended).toEqual([]);
    page.paint();
    expect(page.started()).toBe(1);
    page.frame(3000);
    page.hide();
    expect(page.started()).toBe(1);
  });

  it('starts after 3 s when a paint it waits for is never reported', () => {
    const page = bootPage({ painted: false });
    page.frame(2999);
    expect(page.started()).toBe(0);
    const again = bootPage({ painted: false });
    again.frame(3000);
    expect(again.started()).toBe(1);
  });

  it('waits a frame and a moment in a browser that reports no paint', () => {
    const page = bootPage({ painted: false, reportsPaint: false });
    expect(page.started()).toBe(0);
    page.frame(300);
    expect(page.started()).toBe(1);
  });

  it('starts at once in a tab opened in the background, and when a tab waiting for its paint is hidden', () => {
    expect(bootPage({ painted: false, visibility: 'hidden' }).started()).toBe(1);
    const page = bootPage({ painted: false });
    page.hide();
    expect(page.started()).toBe(1);
  });

  it('starts at once on a page the shell guard hid, which paints nothing until the app draws it', () => {
    expect(bootPage({ painted: false, shellHidden: true }).started()).toBe(1);
    // The same page shown as it was drawn waits for its paint.
    expect(bootPage({ painted: false }).started()).toBe(0);
  });
});
