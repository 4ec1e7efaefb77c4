import { createHash } from 'node:crypto';
import type { Lang } from '../../src/contracts/lang';
import { LOAD_FAILED_EVENT, RELOAD_GUARD_MS, reloadKeyOf } from '../../src/contracts/reloadGuard.ts';

/** The notice the watch shows when the app's scripts did not arrive. */
export const LOAD_FAILED_ID = 'load-failed';

/**
 * A weak network can drop the app's entry script, or a module it imports, while the page itself arrived: the pupil
 * would be left with the server's markup (a session page's heading, no form) or an empty page, and nothing telling
 * them. This watches for a module script that fails to load (its `error` event, caught on its way down) and reloads
 * the page, at most once per path within 10 seconds as the app does for its chunks (spec §4/§9, chunkReload.ts).
 * Offline, or when it reloaded just before, it shows the notice instead and reloads as soon as the network is back,
 * or, online, as soon as the guard allows. Storage that refuses (so no guard) gets the notice and its link only.
 * The entry's later stages come by import(), which fails with no element: the entry tells it by an event (src/main.tsx).
 * A script that loads and then throws is not its business (that error reaches `window`, not the element). A file of
 * its own, deferred and named before the entry, so it runs first and the page has no inline script.
 */
export const LOAD_WATCH_SCRIPT =
  `{const failed=()=>{const key=${JSON.stringify(reloadKeyOf(''))}+location.pathname,now=Date.now();let wait=-1;` +
  `try{const since=now-Number(sessionStorage.getItem(key)||0);wait=${RELOAD_GUARD_MS}>since?${RELOAD_GUARD_MS}-since:0;if(wait===0&&navigator.onLine)sessionStorage.setItem(key,String(now))}catch{wait=-1}` +
  'if(wait===0&&navigator.onLine){location.reload();return}' +
  `const notice=document.getElementById(${JSON.stringify(LOAD_FAILED_ID)});if(notice)notice.hidden=false;` +
  'addEventListener("online",()=>location.reload(),{once:true});' +
  // Online, but it reloaded just before (a server restarting, a proxy's hiccup): once more when the guard allows.
  'if(wait>0&&navigator.onLine)setTimeout(failed,wait)};' +
  'addEventListener("error",(event)=>{const t=event.target;if(t instanceof HTMLScriptElement&&t.type==="module")failed()},true);' +
  `addEventListener(${JSON.stringify(LOAD_FAILED_EVENT)},failed)}`;

/**
 * Where the server sends the watch (spa.ts): named by its text, so browsers keep it for good, and under /assets/, so the
 * service worker stores it with the page's other files (server/build/precacheList.ts).
 */
export const LOAD_WATCH_PATH = `/assets/load-watch-${createHash('sha256').update(LOAD_WATCH_SCRIPT).digest('base64url').slice(0, 10)}.js`;

const TEXT: Record<Lang, { failed: string; retry: string }> = {
  no: { failed: 'Siden ble ikke ferdig lastet. Den lastes på nytt når nettet er tilbake.', retry: 'Prøv igjen nå' },
  nn: { failed: 'Sida vart ikkje ferdig lasta. Ho blir lasta på nytt når nettet er tilbake.', retry: 'Prøv igjen no' },
};

/** The watch's element, right before the entry's. */
export const loadWatchElement = () => `<script defer src="${LOAD_WATCH_PATH}"></script>`;

/** The notice, hidden, first in the body: its link (an empty address is this page's own) reloads without any script. */
export const loadFailedNotice = (lang: Lang) =>
  `<p id="${LOAD_FAILED_ID}" class="notice warning load-failed" role="alert" hidden>${TEXT[lang].failed} <a href="">${TEXT[lang].retry}</a></p>`;
