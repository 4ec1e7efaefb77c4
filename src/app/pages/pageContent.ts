import { type ActorRefFrom, type ActorSystem, type EventObject, fromCallback, fromPromise, type SnapshotFrom } from 'xstate';
import type { ContentRequest } from '../../../machines/contentPageMachine';
import type { oktMachine } from '../../../machines/oktMachine';
import { pageContentMachine } from '../../../machines/pageContentMachine';
import { teacherStatusMachine } from '../../../machines/teacherStatusMachine';
import type { routeMachine } from '../../../machines/routeMachine';
import type { Lang } from '../../contracts/lang';
import type { RouteMatch } from '../../contracts/routeTable';
import type { TeacherStanding } from '../../contracts/teacherStanding';
import { contentLoader } from '../../services/contentActor';
import { portApi } from '../../services/loadPorts';
import { pdfInSystem } from '../../services/pdfActors';

/** What each content route shows (the same documents src/app/screens.tsx draws). */
export function contentRequestOf(route: RouteMatch): ContentRequest | null {
  const { lang, params } = route;
  switch (route.name) {
    case 'faq':
      return { kind: 'faq', lang };
    case 'cookies':
      return { kind: 'page', lang, slug: 'cookies' };
    case 'side':
    case 'melding':
      return { kind: 'page', lang, slug: params.slug! };
    case 'veiledere':
      return { kind: 'fylker' };
    case 'oktComplete':
      return { kind: 'summary', lang };
    default:
      return null;
  }
}

/** The language of the course's last completion page, which offers the PDF (OktRecapContainer); null on any other page. */
function pdfLangOf(shown: RouteMatch | null, okt: SnapshotFrom<typeof oktMachine>): Lang | null {
  if (shown?.name !== 'oktComplete' || !okt.matches('ready')) return null;
  return okt.context.sections.some((s) => s.id === Number(shown.params.okt) + 1) ? null : shown.lang;
}

/** `route.content` per content page, `route.teachers` with the link's token on the teachers' page, `route.pdf` when the PDF offer changes. */
const contentRoute = fromCallback<EventObject>(({ system, sendBack }) => {
  const route = (system as ActorSystem<any>).get('route') as ActorRefFrom<typeof routeMachine>;
  const okt = (system as ActorSystem<any>).get('okt') as ActorRefFrom<typeof oktMachine>;
  let pdfLang: Lang | null = null;
  const tellPdf = () => {
    const lang = pdfLangOf(route.getSnapshot().context.route, okt.getSnapshot());
    if (lang !== pdfLang) sendBack({ type: 'route.pdf', lang });
    pdfLang = lang;
  };
  const tell = () => {
    const shown = route.getSnapshot().context.route;
    const request = shown && contentRequestOf(shown);
    if (request) sendBack({ type: 'route.content', request });
    if (shown?.name === 'veiledere') sendBack({ type: 'route.teachers', confirmToken: new URL(route.getSnapshot().context.url, 'http://x').searchParams.get('bekreft') });
  };
  tell();
  tellPdf();
  const subscriptions = [route.subscribe(tell), route.subscribe(tellPdf), okt.subscribe(tellPdf)];
  return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
});

const verification = portApi('teacherVerification');

const teacherStatus = teacherStatusMachine.provide({
  actors: {
    confirmLink: fromPromise<{ status: TeacherStanding }, { token: string }>(({ input }) => verification.confirm(input.token)),
    readStatus: fromPromise<{ status: TeacherStanding }, { apiToken: string }>(({ input }) => verification.status(input.apiToken)),
    resendLink: fromPromise<{ status: TeacherStanding }, { apiToken: string; lang: Lang }>(({ input }) => verification.resend(input.apiToken, input.lang)),
  },
});

/** The content pages' machine with its adapters: loaded when such a page shows. */
export const pageContentInSystem = pageContentMachine.provide({ actors: { content: contentLoader, page: contentRoute, teacherStatus, pdf: pdfInSystem } });
