/**
 * Issue 20: a prerendered page (server/plugins/spa.ts) shows its text before any of the app's script is fetched.
 * This is all the page loads at first; once the browser has painted, it asks for the app's files together
 * (`data-preload`) and runs the app (`data-entry`), which hydrates the page without changing what it shows.
 */
const tag = document.querySelector<HTMLScriptElement>('script[data-entry]');
let started = false;
const start = () => {
  if (started) return;
  started = true;
  for (const href of tag?.dataset.preload?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  if (tag?.dataset.entry) void import(/* @vite-ignore */ tag.dataset.entry);
};
// The browser's own record of the first paint; a hidden tab paints nothing, and a browser without paint timing,
// or a busy one, must not keep the app waiting: then after the next frames, or three seconds at most.
if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  new PerformanceObserver((list, observer) => {
    if (list.getEntries().length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
}
setTimeout(start, 3000);
