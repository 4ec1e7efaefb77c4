import { doc, type Firestore, onSnapshot } from 'firebase/firestore';

/** What a page can watch for a class: a call each time the teacher's changes reach it; answers the way to stop. */
export type WatchClassState = (classCode: string, onChange: () => void) => () => void;

/**
 * The Firebase profile's live class state (issue 15): the server writes `classState/{classCode}` whenever a
 * teacher opens or closes a session or archives the class, and this hears it at once. The first snapshot is
 * what the page already knows, so only later ones count; an error (signed out, no network) ends the watch
 * quietly, and the page's own polling still finds the change.
 */
export function watchClassStateOn(firestore: Firestore): WatchClassState {
  return (classCode, onChange) => {
    let first = true;
    return onSnapshot(
      doc(firestore, 'classState', classCode),
      () => {
        if (first) first = false;
        else onChange();
      },
      () => {},
    );
  };
}
