import { doc, type Firestore, onSnapshot } from 'firebase/firestore';

/** What a page can watch for a class: a call each time the teacher's changes reach it; answers the way to stop. */
export type WatchClassState = (classCode: string, onChange: () => void) => () => void;

/**
 * The server writes `classState/{classCode}` whenever a teacher opens or closes a session or archives the class. The first
 * snapshot counts too: a change between the page's own fetch and the watch arrives only there. An error ends the watch
 * quietly; the page's polling still finds the change.
 */
export function watchClassStateOn(firestore: Firestore): WatchClassState {
  return (classCode, onChange) => onSnapshot(doc(firestore, 'classState', classCode), () => onChange(), () => {});
}
