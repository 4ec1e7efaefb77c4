import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
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

  /** Runs the boot script in a page whose first paint is reported: what it appended to the head. */
  function bootIn() {
    const appended: Record<string, unknown>[] = [];
    const document = {
      getElementById: (id: string) => (id === BOOT_FILES_ID ? { textContent: '["/assets/index-abc.js","/assets/kit-1.js"]' } : null),
      createElement: (tag: string) => ({ tag }),
      head: { append: (element: Record<string, unknown>) => void appended.push({ ...element }) },
      visibilityState: 'visible',
    };
    const performance = { getEntriesByName: () => [{}] };
    new Function('document', 'performance', BOOT_SCRIPT)(document, performance);
    return appended;
  }

  it('starts the entry as a module script after the preloads, so a failed load reaches the load watch (loadWatch.ts)', () => {
    expect(bootIn()).toEqual([
      { tag: 'link', rel: 'modulepreload', crossOrigin: 'anonymous', href: '/assets/index-abc.js' },
      { tag: 'link', rel: 'modulepreload', crossOrigin: 'anonymous', href: '/assets/kit-1.js' },
      { tag: 'script', type: 'module', crossOrigin: 'anonymous', src: '/assets/index-abc.js' },
    ]);
  });
});
