import { type ActorRefFrom, type ActorSystem, enqueueActions, setup } from 'xstate';
import type { authMachine } from './authMachine';
import { displayNameMachine } from './displayNameMachine';
import { pdfMachine } from './pdfMachine';
import type { routeMachine } from './routeMachine';

/**
 * /{lang}/start: run by the app machine while the start page is shown. For a pupil in a class it reads the name the
 * pupil goes by there and the code the teacher otherwise sees (its `displayName` child, systemId `classIdentity`),
 * so the pupil can tell the teacher who they are. The PDF panel's machine runs beside it (`pdf`, systemId `pdf`).
 */
export const startPageMachine = setup({
  actors: { displayName: displayNameMachine, pdf: pdfMachine },
}).createMachine({
  id: 'startPage',
  invoke: {
    src: 'pdf',
    id: 'pdf',
    systemId: 'pdf',
    input: ({ self }) => ({ lang: ((self.system as ActorSystem<any>).get('route') as ActorRefFrom<typeof routeMachine>).getSnapshot().context.route!.lang }),
  },
  entry: enqueueActions(({ enqueue, system }) => {
    const auth = (system as ActorSystem<any>).get('auth') as ActorRefFrom<typeof authMachine> | undefined;
    const classCode = auth?.getSnapshot().context.classCode;
    if (classCode) enqueue.spawnChild('displayName', { id: 'displayName', systemId: 'classIdentity', input: { classCode } });
  }),
});
