/**
 * Issue 20: the first question a page asks of `Intl` makes the browser list the locales it has data for and load
 * nb's or nn's, 40–60 ms of one task on this machine (four times that on Lighthouse's slowed phone), and it came
 * inside the render that first formats a number. The list is kept once per browser process, and a worker runs in
 * the page's process: asked there first, the page's own first question finds it ready.
 */
export function warmLocaleData(locale: string) {
  Intl.NumberFormat.supportedLocalesOf(locale);
  Intl.PluralRules.supportedLocalesOf(locale);
  Intl.DateTimeFormat.supportedLocalesOf(locale);
  Intl.Collator.supportedLocalesOf(locale);
  new Intl.NumberFormat(locale).format(1234.5);
  new Intl.PluralRules(locale).select(2);
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', hour: 'numeric', minute: 'numeric' }).format(0);
  new Intl.Collator(locale).compare('a', 'b');
}

/** Asks `warmLocaleData` of a worker of its own, which ends when it has; where workers are missing, nothing happens. */
export function warmLocaleDataAside(locale: string) {
  if (typeof Worker === 'undefined') return;
  try {
    const worker = new Worker(new URL('./localeData.worker.ts', import.meta.url), { type: 'module', name: 'locale-data' });
    worker.onmessage = worker.onerror = () => worker.terminate();
    worker.postMessage(locale);
  } catch {
    // A browser that refuses the worker asks on the main thread later, as it did before.
  }
}
