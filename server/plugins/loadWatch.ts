import { createHash } from 'node:crypto';
import type { Lang } from '../../src/contracts/lang';
import { LOAD_FAILED_EVENT, RELOAD_GUARD_MS, reloadKeyOf } from '../../src/contracts/reloadGuard.ts';

export const LOAD_FAILED_ID = 'load-failed';

/**
 * A weak network can drop the entry script or a module it imports while the page arrived. On a module script's load
 * `error` this reloads the page, at most once per path within the guard as chunkReload.ts does (spec §4/§9); offline,
 * or just after a reload, it shows the notice and reloads when it can. A later import() failure comes by an event
 * (src/main.tsx). A file of its own, run before the entry, so the page has no inline script.
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

/** Named by its text, so browsers keep it for good; under /assets/, so the service worker stores it (precacheList.ts). */
export const LOAD_WATCH_PATH = `/assets/load-watch-${createHash('sha256').update(LOAD_WATCH_SCRIPT).digest('base64url').slice(0, 10)}.js`;

const TEXT: Record<Lang, { failed: string; retry: string }> = {
  no: { failed: 'Siden ble ikke ferdig lastet. Den lastes på nytt når nettet er tilbake.', retry: 'Prøv igjen nå' },
  nn: { failed: 'Sida vart ikkje ferdig lasta. Ho blir lasta på nytt når nettet er tilbake.', retry: 'Prøv igjen no' },
};

export const loadWatchElement = () => `<script defer src="${LOAD_WATCH_PATH}"></script>`;

/** Hidden, first in the body; its empty link reloads the page without any script. */
export const loadFailedNotice = (lang: Lang) =>
  `<p id="${LOAD_FAILED_ID}" class="notice warning load-failed" role="alert" hidden>${TEXT[lang].failed} <a href="">${TEXT[lang].retry}</a></p>`;
