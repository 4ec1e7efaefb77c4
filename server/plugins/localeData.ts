import { scriptHashSource } from './scriptHash';
import { LIVE_SIGN_IN, READ_STORED_STATE } from './shellGuard';

/**
 * What the worker asks: each Intl service the app formats with (react-intl's messages, numbers, plurals, dates, the
 * class list's order) lists its locales, and the page's locale's data is loaded. Run by the worker as it is.
 */
export const LOCALE_DATA_QUESTIONS =
  'onmessage=(m)=>{const l=m.data;for(const c of[Intl.NumberFormat,Intl.PluralRules,Intl.DateTimeFormat,Intl.Collator])c.supportedLocalesOf(l);' +
  'new Intl.NumberFormat(l).format(1234.5);new Intl.PluralRules(l).select(2);new Intl.DateTimeFormat(l,{day:"numeric",month:"long",hour:"numeric",minute:"numeric"}).format(0);' +
  'new Intl.Collator(l).compare("a","b");postMessage(l)}';

/**
 * Issue 20: the first question a page asks of `Intl` makes Chromium list the locales it has data for and load the
 * page's, 40–97 ms of one main-thread task in a fresh browser here (scripts/bench/localeData.ts); on a signed-in
 * page it came inside the render that first draws the session cards or an amount. The list is kept once per browser
 * process, and a dedicated worker runs in the page's process: asked there first, before the page's scripts have
 * arrived, the page's own first question finds it ready (0.3–0.5 ms). Only for a device whose stored sign-in is live
 * (as the shell guard judges it): a visitor's pages format nothing. The worker is made from its text (worker-src
 * allows blob:), so it costs no request, and ends once it has answered. A browser that refuses it asks on the main
 * thread, as before. It starts after the first frame, in a task of its own: made while the head was parsed, it
 * added 2–14 ms to the task that parses the page, before its first paint, and Lighthouse's simulation counts that
 * task as blocking (docs/decisions.md); the app's scripts start after the first paint too, so it is still asked
 * first. One fixed text, allowed by its hash.
 */
export const LOCALE_DATA_SCRIPT =
  `requestAnimationFrame(()=>setTimeout(()=>{try{${READ_STORED_STATE}if(${LIVE_SIGN_IN}){` +
  `const w=new Worker(URL.createObjectURL(new Blob([${JSON.stringify(LOCALE_DATA_QUESTIONS)}],{type:"text/javascript"})));` +
  'w.onmessage=w.onerror=()=>w.terminate();w.postMessage(location.pathname.startsWith("/nn")?"nn":"nb")}}catch{}}))';

/** The script as a Content-Security-Policy source. */
export const LOCALE_DATA_SOURCE = scriptHashSource(LOCALE_DATA_SCRIPT);

/** The script's element, in every page's head. */
export const localeDataElement = () => `<script>${LOCALE_DATA_SCRIPT}</script>`;
