import { scriptHashSource } from './scriptHash';
import { EARLY_ANSWERS_GLOBAL } from '../../src/services/earlyAnswers';
import { USER_STATE_KEY } from '../../src/services/userState';

/**
 * Issue 20: a pupil's start page and session pages ask the server the same three things first: the class's open
 * sessions, the pupil's record in it and the sessions' content. The app asks once its entry, its adapters and its
 * machines have run, a chain of round trips on a school's weak network before the page can show what it is about.
 * This asks them from the page's head instead, right after its first frame (asked with the style sheets, they held
 * the first paint back), with the token the app would send (the device's stored sign-in, read as the shell guard
 * reads it), and leaves the answers for the app's first calls of the same address and token
 * (src/services/earlyAnswers.ts). Only for a signed-in pupil whose sign-in has not run out, and only on the
 * self-hosted profile (the Firebase profile's record is in Firestore). A failed ask leaves the app to ask itself.
 * One fixed text, allowed by its hash. The addresses are backendApi.ts's and documentStore.ts's (its test holds
 * them the same).
 */
export const EARLY_ANSWERS_SCRIPT =
  `{try{const s=JSON.parse(localStorage.getItem(${JSON.stringify(USER_STATE_KEY)})||"null");` +
  'if(!!s&&s.isLoggedIn===true&&s.canAdmin!==true&&typeof s.idToken==="string"&&typeof s.idTokenExpiresAt==="number"&&s.idTokenExpiresAt>Date.now()' +
  '&&typeof s.classCode==="string"&&s.classCode!==""&&typeof s.firestoreUserId==="string"&&s.firestoreUserId!==""){' +
  'const lang=location.pathname.startsWith("/nn")?"nn":"no",at=Date.now(),e=encodeURIComponent,auth="Bearer "+s.idToken;' +
  'const ask=(path,bearer)=>{const url=new URL("/api/"+path,location.href).href,headers={Accept:"application/json"};if(bearer)headers.Authorization=auth;' +
  'return{url,auth:bearer?auth:"",at,answer:fetch(url,{headers,credentials:"same-origin"}).catch(()=>null)}};' +
  // After the first frame: asked beside the page's style sheets, the answers held back its first paint.
  `requestAnimationFrame(()=>setTimeout(()=>{window.${EARLY_ANSWERS_GLOBAL}=[ask("public/"+lang+"/get/klasse/"+e(s.classCode)+"?v="+(at-at%60000),false),` +
  'ask("store/users/"+e(s.firestoreUserId)+"/classes/"+e(s.classCode),true),ask("public/"+lang+"/get/okt-content-all",false)]}))}}catch{}}';

/** The script as a Content-Security-Policy source. */
export const EARLY_ANSWERS_SOURCE = scriptHashSource(EARLY_ANSWERS_SCRIPT);

/** The script, for the head of a page drawn for a signed-in pupil. */
export const earlyAnswersElement = () => `<script>${EARLY_ANSWERS_SCRIPT}</script>`;
