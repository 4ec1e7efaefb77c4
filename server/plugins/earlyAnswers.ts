import { scriptHashSource } from './scriptHash';
import { EARLY_ANSWERS_GLOBAL } from '../../src/services/earlyAnswers';
import type { PageViewer } from '../../src/contracts/pageViewer';
import { LIVE_SIGN_IN, READ_STORED_STATE } from './shellGuard';

/**
 * Issue 20: a pupil's start page and session pages ask the server the same three things first: the class's open
 * sessions, the pupil's record in it and the sessions' content; the teacher's class view asks the teacher's classes
 * and the shown class's progress. The app asks once its entry, its adapters and its machines have run, a chain of
 * round trips on a school's weak network before the page can show what it is about. This asks them from the page's
 * head instead, right after its first frame (asked with the style sheets, they held the first paint back), with the
 * token the app would send (the device's stored sign-in, read and judged as the shell guard does), and leaves the answers
 * for the app's first calls of the same address and token (src/services/earlyAnswers.ts). Only for a signed-in user
 * whose sign-in has not run out, and only on the self-hosted profile (the Firebase profile's record is in
 * Firestore). A failed ask leaves the app to ask itself. One fixed text, allowed by its hash. The addresses are
 * backendApi.ts's and documentStore.ts's (its test holds them the same).
 */
export const EARLY_ANSWERS_SCRIPT =
  // `data-viewer`: whom the server drew the page for (spa.ts), so each asks only on their own pages.
  `{try{const d=document.currentScript.dataset.viewer;${READ_STORED_STATE}if(${LIVE_SIGN_IN}&&d===(s.canAdmin===true?"teacher":"pupil")){` +
  'const lang=location.pathname.startsWith("/nn")?"nn":"no",at=Date.now(),e=encodeURIComponent,given=(v)=>typeof v==="string"&&v!=="";' +
  'const ask=(path,token)=>{const url=new URL("/api/"+path,location.href).href,headers={Accept:"application/json"},auth=token?"Bearer "+token:"";' +
  'if(auth)headers.Authorization=auth;return{url,auth,at,answer:fetch(url,{headers,credentials:"same-origin"}).catch(()=>null)}};' +
  // A pupil in a class: the class's open sessions (its address names the minute), the record, the content.
  'const pupil=()=>given(s.classCode)&&given(s.firestoreUserId)?[ask("public/"+lang+"/get/klasse/"+e(s.classCode)+"?v="+(at-at%60000)),' +
  'ask("store/users/"+e(s.firestoreUserId)+"/classes/"+e(s.classCode),s.idToken),ask("public/"+lang+"/get/okt-content-all")]:[];' +
  // A teacher on the class view (the one page the server draws for a teacher): the classes, and the progress of the class the address names.
  'const teacher=()=>{if(!given(s.wpJwtToken))return[];' +
  'const k=new URLSearchParams(location.search).get("klasse");return[ask("list/class",s.wpJwtToken)].concat(given(k)?[ask("list/class/"+e(k)+"/progress",s.wpJwtToken)]:[])};' +
  `requestAnimationFrame(()=>setTimeout(()=>{window.${EARLY_ANSWERS_GLOBAL}=d==="teacher"?teacher():pupil()}))}}catch{}}`;

/** The script as a Content-Security-Policy source. */
export const EARLY_ANSWERS_SOURCE = scriptHashSource(EARLY_ANSWERS_SCRIPT);

/** The script, for the head of a page drawn for a signed-in `viewer`; the attribute leaves the policy's hash alone. */
export const earlyAnswersElement = (viewer: PageViewer) => `<script data-viewer="${viewer}">${EARLY_ANSWERS_SCRIPT}</script>`;
