import { scriptHashSource } from './scriptHash';
import { PAGE_SHELL_CLASS } from '../../src/contracts/pageViewer';
import { PAGE_COPY_KEY } from '../../src/services/pageCopy';
import { USER_STATE_KEY } from '../../src/services/userState';

/**
 * Issue 20: the start page or the class view as this device last showed it to the user signed in on it
 * (src/services/pageCopy.ts), put in place of the server's loading look before the first paint. The app then holds it
 * as the server's markup until it can draw the page (PageShellContext.tsx). Only a copy of the same user, address (with
 * its query: the class view names its class) and build (`data-version`, the server's content version); the shell
 * guard before the page has already hidden it from anyone but the signed-in user it was drawn for. It runs right after
 * the page's markup. One fixed text, allowed by its hash.
 */
export const PAGE_COPY_SCRIPT =
  `{try{const u=JSON.parse(localStorage.getItem(${JSON.stringify(USER_STATE_KEY)})||"null"),c=JSON.parse(localStorage.getItem(${JSON.stringify(PAGE_COPY_KEY)})||"null"),` +
  `e=document.querySelector("#root .${PAGE_SHELL_CLASS}");` +
  'if(e&&u&&c&&typeof u.firestoreUserId==="string"&&c.owner===u.firestoreUserId&&c.path===location.pathname+location.search&&c.version===document.currentScript.dataset.version&&typeof c.html==="string")e.innerHTML=c.html}catch{}}';

/** The script's element, after the page's root: `version` is the server's content version. */
export const pageCopyElement = (version: string) => `<script data-version="${version}">${PAGE_COPY_SCRIPT}</script>`;

/** The script as a Content-Security-Policy source. */
export const PAGE_COPY_SOURCE = scriptHashSource(PAGE_COPY_SCRIPT);
