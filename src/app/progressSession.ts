import type { SnapshotFrom } from 'xstate';
import type { ProgressInput, progressMachine } from '../../machines/progressMachine';
import type { UserState } from '../services/userState';

type ProgressSnapshot = SnapshotFrom<typeof progressMachine>;

/** The progress machine's start, from what the device remembered. */
export function progressRestoredFrom(state: UserState): ProgressInput['restored'] {
  return {
    userId: state.firestoreUserId,
    classCode: state.classCode,
    responses: state.responses,
    needsSave: state.needsSave,
    job: state.job,
    creditPurchase: state.creditPurchase,
    unexpectedExpense: state.unexpectedExpense,
    insuranceTotal: state.insuranceTotal,
  };
}

/**
 * The answers part of the persisted user state (spec §3). Written on every change, so answers the
 * server has not confirmed survive a reload, a lost network or an expired login.
 */
export function userStateFromProgress(s: ProgressSnapshot, previous: UserState): UserState {
  const c = s.context;
  if (s.matches('inactive')) return previous;
  return {
    ...previous,
    responses: c.responses as UserState['responses'],
    needsSave: c.needsSave,
    job: c.job as UserState['job'],
    creditPurchase: c.creditPurchase as UserState['creditPurchase'],
    unexpectedExpense: c.unexpectedExpense as UserState['unexpectedExpense'],
    insuranceTotal: c.insuranceTotal,
  };
}
