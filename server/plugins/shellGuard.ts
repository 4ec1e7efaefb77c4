import { scriptHashSource } from './scriptHash';
import { type PageViewer, SHELL_HIDDEN_CLASS } from '../../src/contracts/pageViewer';
import { USER_STATE_KEY } from '../../src/services/userState';

/** For the pages' inline scripts: the device's stored state as `s` (null where none), or a throw where unreadable. */
export const READ_STORED_STATE = `const s=JSON.parse(localStorage.getItem(${JSON.stringify(USER_STATE_KEY)})||"null");`;

/** For the pages' inline scripts: whether `s` is a sign-in the auth machine keeps, as `viewerOf` decides it. */
export const LIVE_SIGN_IN = '!!s&&s.isLoggedIn===true&&typeof s.idToken==="string"&&typeof s.idTokenExpiresAt==="number"&&s.idTokenExpiresAt>Date.now()';

/**
 * Issue 20: a session page, the start page and the class view come drawn for a signed-in pupil or teacher (its
 * `data-viewer`, src/prerender.tsx). On a device that remembers no such user (a visitor following a link, an expired
 * sign-in, the other role), this hides it before the first paint, until the app draws the page that device gets
 * (main.tsx unhides). It decides as `viewerOf` does (contracts/pageViewer.ts). It hides it too at another address than
 * its `data-path` (the service worker's offline copy of the last page), and where the page was drawn for one pupil
 * (`data-owner`, the start page of server/plugins/pupilStart.ts), from anyone else. It runs before the page's markup,
 * so nothing of it is painted first. One fixed text, allowed by its hash.
 */
export const SHELL_GUARD_SCRIPT =
  `{let v="",o="";try{${READ_STORED_STATE}` +
  `if(${LIVE_SIGN_IN}){v=s.canAdmin===true?"teacher":"pupil";o=s.firestoreUserId}}catch{}` +
  `const d=document.currentScript.dataset;if(v!==d.viewer||d.path!==location.pathname||(d.owner!==undefined&&d.owner!==o))document.documentElement.classList.add(${JSON.stringify(SHELL_HIDDEN_CLASS)})}`;

/**
 * The guard's element, before the page's markup: `path` is the address the page was drawn for, `viewer` whom for, and
 * `owner` the user id of the one pupil it was drawn for, if it was.
 */
export const shellGuardElement = (path: string, viewer: PageViewer, owner?: string) =>
  `<script data-path="${path}" data-viewer="${viewer}"${owner === undefined ? '' : ` data-owner="${owner}"`}>${SHELL_GUARD_SCRIPT}</script>`;

/** The guard as a Content-Security-Policy source. */
export const SHELL_GUARD_SOURCE = scriptHashSource(SHELL_GUARD_SCRIPT);
