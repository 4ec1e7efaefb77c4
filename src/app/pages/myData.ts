import { type ActorRefFrom, type ActorSystem, fromPromise } from 'xstate';
import type { authMachine } from '../../../machines/authMachine';
import { displayNameInSystem, myDataInSystem } from '../../../machines/myDataMachine';
import { portApi } from '../../services/loadPorts';
import { saveFile } from '../../services/saveFile';

const myDataApi = portApi('myDataApi');

/** The signed-in person's token, or the refusal an expired one gets (spec §8: sign in again). */
function tokenOf(system: ActorSystem<any>): string {
  const token = (system.get('auth') as ActorRefFrom<typeof authMachine>).getSnapshot().context.idToken;
  if (!token) throw Object.assign(new Error('txt_error_session_expired'), { status: 401, messageKey: 'txt_error_session_expired' });
  return token;
}

/** The pupil's name in a class, on the start page and in «Mine data». */
export const displayName = displayNameInSystem.provide({
  actors: {
    fetchName: fromPromise(async ({ input, system }) => myDataApi.getDisplayName(tokenOf(system), input.classCode)),
    saveName: fromPromise(async ({ input, system }) => myDataApi.saveDisplayName(tokenOf(system), input.classCode, input.displayName)),
  },
});

/** «Mine data» bound to the account routes and the device's files: loaded when its page shows. */
export const myDataPage = myDataInSystem.provide({
  actors: {
    fetchData: fromPromise(async ({ system }) => myDataApi.getData(tokenOf(system))),
    deleteAccount: fromPromise(async ({ input, system }: { input: { password: string }; system: ActorSystem<any> }) => myDataApi.deleteAccount(tokenOf(system), input.password)),
    displayName,
  },
  actions: {
    // Pretty-printed JSON, through the browser's download («Last ned»).
    saveFile: (_, { data }) =>
      saveFile(`mine-data-${new Date(data.exportedAt).toISOString().slice(0, 10)}.json`, new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' })),
  },
});
