import { scriptHashSource } from './scriptHash';
import { SHELL_HIDDEN_CLASS } from '../../src/contracts/pageViewer';
import { USER_STATE_KEY } from '../../src/services/userState';

/**
 * Issue 20: a session page comes drawn for a signed-in pupil (src/prerender.tsx). On a device that remembers no such
 * pupil (a visitor following a link, an expired sign-in, a teacher), this hides it before the first paint, until the
 * app draws the page that device gets (main.tsx unhides). It decides as `viewerOf` does (contracts/pageViewer.ts).
 * It hides it too at another address than its `data-path` (the service worker's offline copy of the last page).
 * It runs before the page's markup, so nothing of it is painted first. One fixed text, allowed by its hash.
 */
export const SHELL_GUARD_SCRIPT =
  `{let pupil=false;try{const s=JSON.parse(localStorage.getItem(${JSON.stringify(USER_STATE_KEY)})||"null");` +
  'pupil=!!s&&s.isLoggedIn===true&&!s.canAdmin&&typeof s.idToken==="string"&&typeof s.idTokenExpiresAt==="number"&&s.idTokenExpiresAt>Date.now()}catch{}' +
  `if(!pupil||document.currentScript.dataset.path!==location.pathname)document.documentElement.classList.add(${JSON.stringify(SHELL_HIDDEN_CLASS)})}`;

/** The guard's element, before the page's markup: `path` is the address the page was drawn for. */
export const shellGuardElement = (path: string) => `<script data-path="${path}">${SHELL_GUARD_SCRIPT}</script>`;

/** The guard as a Content-Security-Policy source. */
export const SHELL_GUARD_SOURCE = scriptHashSource(SHELL_GUARD_SCRIPT);
