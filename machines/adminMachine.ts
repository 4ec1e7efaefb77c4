import { type ActorRefFrom, type ActorSystem, assign, enqueueActions, type EventObject, fromCallback, setup } from 'xstate';
import type { ClassSummary } from '../src/contracts/admin';
import { ADMIN_PARTS, type AdminPartMachine, isAdminPart, type RouteMatch } from '../src/contracts/routeTable';
import { accountMachine } from './accountMachine';
import { queryOf } from '../src/contracts/routing';
import { followRoute } from './adminRoute';
import { adminClassesMachine } from './adminClassesMachine';
import { classProgressMachine } from './classProgressMachine';
import { classPaceMachine } from './classPaceMachine';
import { boardMachine } from './boardMachine';
import { classViewMachine } from './classViewMachine';
import { guideMachine } from './guideMachine';

/** The class a part is about: the one the address names (`?klasse=`), otherwise the first active one. */
export function chooseClass(classes: ClassSummary[], classCode: string | null): ClassSummary | null {
  return classes.find((c) => c.classCode === classCode?.toUpperCase()) ?? classes.find((c) => !c.archived) ?? null;
}

export function adminPageOf(route: RouteMatch | null, url: string): { part: string; classCode: string | null } | null {
  if (route?.name !== 'admin') return null;
  return { part: route.params.part ?? '', classCode: queryOf(url).get('klasse') };
}

/** The event that opens the chosen class in the part machine that shows it. */
const OPEN_EVENT = { classView: 'class.open', classProgress: 'progress.open', board: 'board.open' } as const;
type ClassPart = keyof typeof OPEN_EVENT;

/** Every machine a part runs while shown (the route table's ADMIN_PARTS), by systemId; each starts afresh when its part opens. */
const partChildren = (part: string): readonly AdminPartMachine[] => (isAdminPart(part) ? ADMIN_PARTS[part] : []);

/** The machine of a part that opens the chosen class; the part with the pace opens it there too (docs/decisions/pace.md). */
const PART_MACHINES = Object.fromEntries(
  Object.entries(ADMIN_PARTS).flatMap(([part, machines]) => machines.filter((m): m is ClassPart => m in OPEN_EVENT).map((m) => [part, m])),
) as Record<string, ClassPart | undefined>;

export interface AdminContext {
  /** The part shown, and the class its address names. */
  part: string;
  requested: string | null;
  /** The class the parts are about; null until the classes are listed (or when there is none). */
  chosen: ClassSummary | null;
  visible: boolean;
}

export type AdminEvent =
  /** The route machine showed an admin address (`route`, below). */
  | { type: 'admin.show'; part: string; classCode: string | null }
  | { type: 'page.visibility'; visible: boolean };

/**
 * /{lang}/admin/{part}?klasse={code}: the teacher's admin area, run by the app machine while one of its parts is
 * shown. Its classes (systemId `adminClasses`) live as long as the teacher stays in the area; the class view
 * (`classView`, on «fremdrift»), the live figures of who may open each session (`classProgress`, on «økter»),
 * «Kontoen din» (`account`, on «klasser»), the teacher's guide (`guide`, on «veiledning») and the class's results on the
 * board (`board`, on «tavle») run while their part is shown, loaded afresh each time it opens. It chooses
 * the class the parts are about from the address and the listed classes, and opens it in the part shown; a switch
 * turned on «økter» is counted again once saved. The root binds the backend calls and the error handler with `provide`.
 */
export const adminMachine = setup({
  types: { context: {} as AdminContext, events: {} as AdminEvent },
  actors: {
    classes: adminClassesMachine,
    classView: classViewMachine,
    classProgress: classProgressMachine,
    classPace: classPaceMachine,
    board: boardMachine,
    account: accountMachine,
    guide: guideMachine,
    route: followRoute(adminPageOf, (page) => ({ type: 'admin.show', ...page })),
    visibility: fromCallback<EventObject>(() => () => {}),
  },
  actions: {
    /** Opens the chosen class in the part's machine, or counts it again when a switch of it changed. */
    choose: enqueueActions(({ context, enqueue, system }) => {
      const { classes } = ((system as ActorSystem<any>).get('adminClasses') as ActorRefFrom<typeof adminClassesMachine>).getSnapshot().context;
      const chosen = chooseClass(classes, context.requested);
      const previous = context.chosen;
      if (chosen === previous) return;
      enqueue.assign({ chosen });
      const part = PART_MACHINES[context.part];
      const pace = (system as ActorSystem<any>).get('classPace');
      if (chosen && pace && partChildren(context.part).includes('classPace') && chosen.classCode !== previous?.classCode) enqueue.sendTo(pace, { type: 'pace.open', classCode: chosen.classCode } as EventObject);
      if (!chosen || !part) return;
      const actor = (system as ActorSystem<any>).get(part);
      const open = { type: OPEN_EVENT[part], classCode: chosen.classCode } as EventObject;
      if (chosen.classCode !== previous?.classCode) enqueue.sendTo(actor, open);
      else if (part === 'classProgress' && JSON.stringify(chosen.sections) !== JSON.stringify(previous.sections)) enqueue.sendTo(actor, { type: 'progress.refresh' });
    }),
  },
}).createMachine({
  id: 'admin',
  context: { part: '', requested: null, chosen: null, visible: true },
  invoke: [
    { src: 'route' },
    { src: 'visibility' },
    {
      src: 'classes',
      id: 'classes',
      systemId: 'adminClasses',
      onSnapshot: { actions: 'choose' },
    },
  ],
  on: {
    'admin.show': {
      actions: [
        enqueueActions(({ context, event, enqueue }) => {
          if (event.part === context.part) return;
          for (const child of partChildren(context.part)) enqueue.stopChild(child);
          for (const child of partChildren(event.part)) enqueue.spawnChild(child, { id: child, systemId: child });
          const next = PART_MACHINES[event.part];
          if (next && !context.visible) enqueue.sendTo(next, { type: 'page.visibility', visible: false });
          // A part opened afresh opens its class afresh.
          enqueue.assign({ chosen: null });
        }),
        assign(({ event }) => ({ part: event.part, requested: event.classCode })),
        'choose',
      ],
    },
    'page.visibility': {
      actions: [
        assign({ visible: ({ event }) => event.visible }),
        enqueueActions(({ context, event, enqueue }) => {
          const part = PART_MACHINES[context.part];
          if (part) enqueue.sendTo(part, event);
        }),
      ],
    },
  },
});
