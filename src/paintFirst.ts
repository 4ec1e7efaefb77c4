/**
 * Issue 20: a prerendered page (server/plugins/spa.ts) shows its text before any of the app's script is fetched.
 * This is all the page loads at first; after the first frame is painted it asks for the app's files together
 * (`data-preload`) and runs the app (`data-entry`), which hydrates the page without changing what it shows.
 * Fetching them first gained nothing on a real network and put the paint behind them on a slow one.
 */
const tag = document.querySelector<HTMLScriptElement>('script[data-entry]');
const start = () => {
  for (const href of tag?.dataset.preload?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  if (tag?.dataset.entry) void import(/* @vite-ignore */ tag.dataset.entry);
};
// After the frame that paints: a requestAnimationFrame callback runs just before it, the timeout just after.
requestAnimationFrame(() => setTimeout(start, 0));
