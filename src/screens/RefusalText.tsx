import { FormattedMessage } from 'react-intl';

/** A pupil turned away from a session: which one, why, and where they were taken instead. */
export interface Refusal {
  okt: number;
  landedOn: number;
}

/** Taken to the session just before, «finish that one first» says it all; elsewhere the text names the session the pupil is in. */
export function RefusalText({ refusal }: { refusal: Refusal }) {
  const values = { okt: refusal.okt, previous: refusal.okt - 1, landed: refusal.landedOn };
  return refusal.landedOn === refusal.okt - 1 ? <FormattedMessage id="okt.locked.refused" values={values} /> : <FormattedMessage id="okt.locked.refusedElsewhere" values={values} />;
}
