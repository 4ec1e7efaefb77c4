import { scriptHashSource } from './scriptHash';
import { EARLY_ANSWERS_GLOBAL } from '../../src/services/earlyAnswers';
import { USER_STATE_KEY } from '../../src/services/userState';

/**
 * Issue 20: a pupil's start page and session pages ask the server the same three things first: the class's open
 * sessions, the pupil's record in it and the sessions' content; the teacher's class view asks the teacher's classes
 * and the shown class's progress. The app asks once its entry, its adapters and its machines have run, a chain of
 * round trips on a school's weak network before the page can show what it is about. This asks them from the page's
 * head instead, right after its first frame (asked with the style sheets, they held the first paint back), with the
 * token the app would send (the device's stored sign-in, read as the shell guard reads it), and leaves the answers
 * for the app's first calls of the same address and token (src/services/earlyAnswers.ts). Only for a signed-in user
 * whose sign-in has not run out, and only on the self-hosted profile (the Firebase profile's record is in
 * Firestore). A failed ask leaves the app to ask itself. One fixed text, allowed by its hash. The addresses are
 * backendApi.ts's and documentStore.ts's (its test holds them the same).
 */
export const EARLY_ANSWERS_SCRIPT =
  `{try{const s=JSON.parse(localStorage.getItem(${JSON.stringify(USER_STATE_KEY)})||"null");` +
  'if(!!s&&s.isLoggedIn===true&&typeof s.idToken==="string"&&typeof s.idTokenExpiresAt==="number"&&s.idTokenExpiresAt>Date.now()){' +
  'const lang=location.pathname.startsWith("/nn")?"nn":"no",at=Date.now(),e=encodeURIComponent,given=(v)=>typeof v==="string"&&v!=="";' +
  'const ask=(path,token)=>{const url=new URL("/api/"+path,location.href).href,headers={Accept:"application/json"},auth=token?"Bearer "+token:"";' +
  'if(auth)headers.Authorization=auth;return{url,auth,at,answer:fetch(url,{headers,credentials:"same-origin"}).catch(()=>null)}};' +
  // A pupil in a class: the class's open sessions (its address names the minute), the record, the content.
  'const pupil=()=>given(s.classCode)&&given(s.firestoreUserId)?[ask("public/"+lang+"/get/klasse/"+e(s.classCode)+"?v="+(at-at%60000)),' +
  'ask("store/users/"+e(s.firestoreUserId)+"/classes/"+e(s.classCode),s.idToken),ask("public/"+lang+"/get/okt-content-all")]:[];' +
  // A teacher on the class view: the classes, and the progress of the class the address names.
  'const teacher=()=>{if(!given(s.wpJwtToken)||!/^\\/n[on]\\/admin\\/fremdrift\\/?$/.test(location.pathname))return[];' +
  'const k=new URLSearchParams(location.search).get("klasse");return[ask("list/class",s.wpJwtToken)].concat(given(k)?[ask("list/class/"+e(k)+"/progress",s.wpJwtToken)]:[])};' +
  `requestAnimationFrame(()=>setTimeout(()=>{window.${EARLY_ANSWERS_GLOBAL}=s.canAdmin===true?teacher():/^\\/n[on]\\/admin\\//.test(location.pathname)?[]:pupil()}))}}catch{}}`;

/** The script as a Content-Security-Policy source. */
export const EARLY_ANSWERS_SOURCE = scriptHashSource(EARLY_ANSWERS_SCRIPT);

/** The script, for the head of a page drawn for a signed-in user. */
export const earlyAnswersElement = () => `<script>${EARLY_ANSWERS_SCRIPT}</script>`;
