import { SHELL_HIDDEN_CLASS } from '../../src/contracts/pageViewer';
import { scriptHashSource } from './scriptHash';
import { scriptJson } from './scriptJson';

/** The element the boot script reads its files from: the entry first, then what it imports before the page shows. */
export const BOOT_FILES_ID = 'boot-files';

/**
 * Issue 20: a prerendered page starts its scripts after its first paint. The browser paints the server's markup;
 * once it reports that paint, this script preloads the entry and its imports and starts the entry. Before, the
 * scripts arrived and ran before the first paint, holding it back on a slow Chromebook, and Lighthouse counted all of
 * them against the page's paint. The form can be typed into meanwhile (the app takes it over when it hydrates).
 * A tab opened in the background paints nothing: it starts at once. Nor does a page the shell guard hid (a visitor,
 * an expired sign-in, another pupil's copy: shellGuard.ts), which shows nothing until the app draws what that device
 * gets: it starts at once too, instead of after the 3 s it waits for a paint never reported.
 * One fixed text for every page and build, so the policy allows it by its hash (security.ts).
 */
export const BOOT_SCRIPT =
  // A block, so its names stay out of the page's global scope.
  `{const files=JSON.parse(document.getElementById("${BOOT_FILES_ID}").textContent);let started=false;` +
  // A script element rather than import(), so that a failed load reaches the load watch (loadWatch.ts) as the entry's
  // would. Then the entry's imports are preloaded one task each: each link starts its fetch as it is added, and all of
  // them in one task took 16–38 ms on a cold page (issue 20), a task TBT counts; the entry's own fetch goes first.
  'const start=()=>{if(started)return;started=true;' +
  'const entry=document.createElement("script");entry.type="module";entry.crossOrigin="anonymous";entry.src=files[0];document.head.append(entry);' +
  'let next=1;const preload=()=>{if(next>=files.length)return;const link=document.createElement("link");link.rel="modulepreload";link.crossOrigin="anonymous";link.href=files[next++];document.head.append(link);setTimeout(preload)};setTimeout(preload)};' +
  // The first contentful paint as the browser reports it. On a busy machine the paint is reported well after the
  // frame that drew it (CI saw more than 300 ms), so a browser that reports paints is waited for; a tab hidden
  // meanwhile paints nothing and starts then, and 3 s is the longest it waits for a report that never comes. A browser
  // that reports no paint waits a frame and a moment.
  'const painted=()=>performance.getEntriesByName("first-contentful-paint").length>0;' +
  `if(document.visibilityState!=="visible"||document.documentElement.classList.contains(${JSON.stringify(SHELL_HIDDEN_CLASS)})||painted())start();` +
  'else{let reported=false;try{if(PerformanceObserver.supportedEntryTypes.includes("paint")){new PerformanceObserver((list,observer)=>{if(painted()){observer.disconnect();setTimeout(start)}}).observe({type:"paint"});reported=true}}catch{}' +
  'document.addEventListener("visibilitychange",start,{once:true});requestAnimationFrame(()=>setTimeout(start,reported?3000:300))}}';

/** The boot script as a Content-Security-Policy source. */
export const BOOT_SCRIPT_SOURCE = scriptHashSource(BOOT_SCRIPT);

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * The page's HTML with its entry started by the boot script instead of a script element, and `files` (the paths it
 * would have preloaded, without the leading slash) preloaded by the boot script too. Unchanged without an entry.
 */
export function bootAfterPaint(html: string, files: readonly string[]): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const list = scriptJson([entry, ...files.map((file) => `/${file}`)]);
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace('</body>', () => `<script id="${BOOT_FILES_ID}" type="application/json">${list}</script><script>${BOOT_SCRIPT}</script></body>`);
}
