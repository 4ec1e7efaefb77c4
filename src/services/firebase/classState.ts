import { doc, type Firestore, onSnapshot } from 'firebase/firestore';

/** What a page can watch for a class: a call each time the teacher's changes reach it; answers the way to stop. */
export type WatchClassState = (classCode: string, onChange: () => void) => () => void;

/**
 * The Firebase profile's live class state: the server writes `classState/{classCode}` whenever a
 * teacher opens or closes a session or archives the class, and this hears it at once. Every snapshot counts,
 * the first too: the page asked the server for the class before this watch began, and a teacher's change in
 * between arrives only as the first snapshot (seen in CI on a busy machine). That costs one more look per page.
 * An error (signed out, no network) ends the watch quietly, and the page's own polling still finds the change.
 */
export function watchClassStateOn(firestore: Firestore): WatchClassState {
  return (classCode, onChange) => onSnapshot(doc(firestore, 'classState', classCode), () => onChange(), () => {});
}
