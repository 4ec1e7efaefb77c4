import { type ActorRefFrom, type ActorSystem, enqueueActions, setup } from 'xstate';
import type { authMachine } from './authMachine';
import { displayNameMachine } from './displayNameMachine';
import { pdfMachine } from './pdfMachine';
import type { routeMachine } from './routeMachine';

/** /{lang}/start: a pupil sees the name and code their teacher knows them by (`classIdentity`); the PDF panel runs beside it. */
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
