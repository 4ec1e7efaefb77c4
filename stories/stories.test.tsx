import { composeStories, type Meta, setProjectAnnotations, type StoryObj } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import preview from '../.storybook/preview';
import { htmlLangOf, LANGS, type Lang } from '../src/contracts/lang';
import { catalogues } from '../src/i18n/catalogues';
import * as layoutStories from './app/AppLayout.stories';
import { feideGroups } from './fixtures/admin';
import { okter } from './fixtures/okt';
import { okt1Content } from './fixtures/okt1';
import * as adminClassesStories from './screens/AdminClasses.stories';
import * as authStories from './screens/AuthScreen.stories';
import * as landingStories from './screens/LandingScreen.stories';
import * as okt1Stories from './screens/Okt1Activities.stories';
import * as oktStories from './screens/OktScreen.stories';
import * as startStories from './screens/StartScreen.stories';
import * as teacherStories from './screens/TeacherLandingScreen.stories';

setProjectAnnotations(preview);

type StoryModule = { default: Meta } & Record<string, StoryObj>;
const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true });

/** react-intl shows the id itself when a text is missing, e.g. `landing.lead` or `error.txt_error_network`. */
const namespaces = [...new Set(Object.keys(catalogues.no).map((key) => key.split('.')[0]))].join('|');
const RAW_MESSAGE_ID = new RegExp(`\\b(?:${namespaces})\\.[A-Za-z0-9_]`);

function storiesIn(lang: Lang) {
  return Object.entries(modules).flatMap(([file, module]) =>
    Object.entries(composeStories(module, { initialGlobals: { lang } })).map(([name, Story]) => ({
      name: `${module.default.title ?? file} / ${name}`,
      Story,
    })),
  );
}

let consoleErrors: unknown[][];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

it('finds a stories file for every screen', () => {
  expect(Object.keys(modules).length).toBeGreaterThanOrEqual(12);
});

describe.each(LANGS)('every story in %s', (lang) => {
  it.each(storiesIn(lang))('$name shows one titled screen with every text translated', async ({ Story }) => {
    render(<Story />);

    const heading = await screen.findByRole('heading', { level: 1 });
    // An activity is a chunk of its own (src/activities/lazyActivity.ts): check the story once it is there.
    await waitFor(() => expect(document.querySelector('.activity:not([aria-busy="true"]) > .skeleton')).toBeNull());
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(heading.textContent?.trim()).not.toBe('');
    expect(document.documentElement.lang).toBe(htmlLangOf(lang));

    const labels = [...document.body.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label'));
    expect([document.body.textContent, ...labels].join('\n')).not.toMatch(RAW_MESSAGE_ID);
    expect(consoleErrors).toEqual([]);
  });
});

describe('the Språk toolbar', () => {
  it('renders the story in Nynorsk, with links in the /nn routes, when nn is chosen', async () => {
    const { Forside } = composeStories(landingStories, { initialGlobals: { lang: 'nn' } });
    render(<Forside />);

    expect(await screen.findByText(catalogues.nn['landing.lead']!)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: catalogues.nn['nav.teachers'] })).toHaveAttribute('href', '/nn/veiledere');
  });
});

describe('the sign-in stories', () => {
  const no = catalogues.no;

  it('shows an invalid class code next to the Klassekode field, announced with it', async () => {
    const { UgyldigKlassekode } = composeStories(landingStories, { initialGlobals: { lang: 'no' } });
    render(<UgyldigKlassekode />);
    await screen.findByRole('heading', { level: 1 });

    const classCode = screen.getByLabelText(no['login.classCode']!);
    expect(classCode).toHaveAttribute('aria-invalid', 'true');
    expect(classCode).toHaveAccessibleDescription(expect.stringContaining(no['error.txt_invalid_class_code']!));
    expect(screen.getByLabelText(no['login.email']!)).not.toHaveAttribute('aria-invalid');
  });

  it('sends a teacher on the pupils\' page to the teachers\' page from the error itself', async () => {
    const { LaererPaaElevside } = composeStories(landingStories, { initialGlobals: { lang: 'no' } });
    render(<LaererPaaElevside />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(no['error.txt_error_teachers_must_use_veiledere_page']!);
    expect(within(alert).getByRole('link', { name: no['nav.teachers'] })).toHaveAttribute('href', '/no/veiledere');
  });

  it('sends a teacher who reset the password back to the teachers\' page', async () => {
    const { FerdigLaerer } = composeStories(authStories, { initialGlobals: { lang: 'no' } });
    render(<FerdigLaerer />);

    expect(await screen.findByRole('link', { name: no['auth.toLogin'] })).toHaveAttribute('href', '/no/veiledere');
  });

  it('shows «Logg ut» in the header only when the story is signed in', async () => {
    const { MedForside, Innlogget } = composeStories(layoutStories, { initialGlobals: { lang: 'no' } });
    const { unmount } = render(<MedForside />);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: no['nav.logout'] })).not.toBeInTheDocument();
    unmount();

    render(<Innlogget />);
    expect(await screen.findByRole('button', { name: no['nav.logout'] })).toBeInTheDocument();
  });
});

describe('the Feide stories', () => {
  const no = catalogues.no;

  it('offers «Logg inn med Feide» on the pupils\' page only when the server does', async () => {
    const { Forside, MedFeide } = composeStories(landingStories, { initialGlobals: { lang: 'no' } });
    const { unmount } = render(<Forside />);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: no['login.feide.submit'] })).not.toBeInTheDocument();
    unmount();

    render(<MedFeide />);
    expect(await screen.findByRole('button', { name: no['login.feide.submit'] })).toHaveAccessibleDescription(no['login.feide.hint.pupil']!);
  });

  it('links to signing out of Feide after a Feide account signed out', async () => {
    const { LoggetUtAvFeide } = composeStories(landingStories, { initialGlobals: { lang: 'nn' } });
    render(<LoggetUtAvFeide />);

    expect(await screen.findByRole('link', { name: catalogues.nn['login.feide.signOut'] })).toHaveAttribute('href', '/api/feide/logout?lang=nn&side=elev');
  });

  it('says why Feide\'s sign-in failed, and a teacher on the pupils\' page is sent on', async () => {
    const { FeideUtilgjengelig, FeideLaererPaaElevside } = composeStories(landingStories, { initialGlobals: { lang: 'no' } });
    const { unmount } = render(<FeideUtilgjengelig />);
    expect(await screen.findByRole('alert')).toHaveTextContent(no['error.txt_error_feide_unavailable']!);
    unmount();

    render(<FeideLaererPaaElevside />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link', { name: no['nav.teachers'] })).toHaveAttribute('href', '/no/veiledere');
  });

  it('starts Feide from the teachers\' page through onFeide, and refuses a pupil there', async () => {
    const { LoggInnMedFeide, FeideIkkeLaerer } = composeStories(teacherStories, { initialGlobals: { lang: 'no' } });
    const onFeide = vi.mocked(LoggInnMedFeide.args.onFeide!);
    onFeide.mockClear();
    const { unmount } = render(<LoggInnMedFeide />);
    await userEvent.setup().click(await screen.findByRole('button', { name: no['login.feide.submit'] }));
    expect(onFeide).toHaveBeenCalledOnce();
    unmount();

    render(<FeideIkkeLaerer />);
    expect(await screen.findByRole('alert')).toHaveTextContent(no['error.txt_error_not_a_teacher']!);
  });

  it('offers a Feide teacher\'s groups for a new class, with their school chosen', async () => {
    const { FeideGrupper } = composeStories(adminClassesStories, { initialGlobals: { lang: 'no' } });
    render(<FeideGrupper />);

    const group = await screen.findByLabelText(no['admin.form.feideGroup']!);
    expect(within(group).getAllByRole('option').map((o) => o.textContent)).toEqual([no['admin.form.feideGroup.none'], ...feideGroups.map((g) => g.name)]);
    expect(screen.getByLabelText(no['admin.form.school']!)).toHaveValue('Eksempel skole');
  });

  it('shows a group that has a class already next to the group field, announced with it', async () => {
    const { FeideGruppeHarKlasse } = composeStories(adminClassesStories, { initialGlobals: { lang: 'no' } });
    render(<FeideGruppeHarKlasse />);

    const group = await screen.findByLabelText(no['admin.form.feideGroup']!);
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription(expect.stringContaining(no['error.txt_error_feide_group_has_class']!));
  });
});

describe('the session stories', () => {
  const no = catalogues.no;
  const okt1 = okter.no[0]!;
  /** The activity the session stories show: O1A, answered in the pupil's own words. */
  const o1a = (lang: 'no' | 'nn') => okter[lang][0]!.activities.find((a) => a.activity_code === 'O1A')!;

  it('shows a new pupil session 1 open and session 2 locked, with what opens it', async () => {
    const { NyElev } = composeStories(startStories, { initialGlobals: { lang: 'no' } });
    render(<NyElev />);
    await screen.findByRole('heading', { level: 1 });

    const cards = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(cards).toHaveLength(5);
    expect(within(cards[0]!).getByRole('link')).toHaveAttribute('href', '/no/okt/1/O1T');
    expect(cards[0]).toHaveTextContent(okt1.title);
    expect(within(cards[1]!).queryByRole('link')).not.toBeInTheDocument();
    expect(cards[1]).toHaveTextContent(okter.no[1]!.title);
    expect(cards[1]).toHaveTextContent(/ferdig med økt 1, eller når læreren åpner den/i);
  });

  it('shows the stored answer in the activity\'s text field, labelled by its prompt', async () => {
    const { MedSvar } = composeStories(oktStories, { initialGlobals: { lang: 'no' } });
    render(<MedSvar />);

    const answer = await screen.findByLabelText(o1a('no').prompt!);
    expect(answer).toHaveValue(MedSvar.args.value as string);
    expect(screen.getByRole('status')).toHaveTextContent(no['save.saved']!);
  });

  it('reports what the pupil types through onChange', async () => {
    const { ForsteAktivitet } = composeStories(oktStories, { initialGlobals: { lang: 'no' } });
    const onChange = vi.mocked(ForsteAktivitet.args.onChange!);
    onChange.mockClear();
    render(<ForsteAktivitet />);

    const answer = await screen.findByLabelText(o1a('no').prompt!);
    expect(answer).toHaveValue('');
    await userEvent.setup().type(answer, 'L');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('L');
  });

  it('shows the Nynorsk content when nn is chosen', async () => {
    const { MedSvar } = composeStories(oktStories, { initialGlobals: { lang: 'nn' } });
    render(<MedSvar />);

    expect(await screen.findByLabelText(o1a('nn').prompt!)).toHaveValue(MedSvar.args.value as string);
  });

  it('ends the last activity with «Fullfør økta», leading to the completed page', async () => {
    const { SisteAktivitet } = composeStories(oktStories, { initialGlobals: { lang: 'no' } });
    render(<SisteAktivitet />);

    expect(await screen.findByRole('link', { name: 'Fullfør økta' })).toHaveAttribute('href', '/no/okt/1/Fullfort');
    expect(screen.queryByRole('link', { name: no['okt.next'] })).not.toBeInTheDocument();
  });
});

describe('the session 1 activity stories', () => {
  const no = catalogues.no;
  const helseJobs = okt1Content.no.jobs.filter((job) => job.industryId === 'helse-og-omsorg');

  it('offers every job of the chosen industry as a radio, with its pay a month and a year before tax', async () => {
    const { JobbValg } = composeStories(okt1Stories, { initialGlobals: { lang: 'no' } });
    render(<JobbValg />);
    await screen.findByRole('heading', { level: 1 });

    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => (radio as HTMLInputElement).value)).toEqual(helseJobs.map((job) => job.id));
    for (const job of helseJobs) {
      expect(screen.getByRole('radio', { name: (name) => name.includes(job.title) })).not.toBeChecked();
    }
    // Testing Library folds the no-break spaces; textContent keeps them.
    const salary = screen.getByText('kr 49 700 i måneden · kr 596 400 i året (før skatt)');
    expect(salary.textContent).toBe('kr\u00A049\u00A0700 i måneden · kr\u00A0596\u00A0400 i året (før skatt)');
    expect(screen.getAllByText('Typisk lønn for en 25–30-åring, anslått fra SSBs lønnsstatistikk for yrket, 2025')).toHaveLength(2);
  });

  it('puts the industries that suit the O1A answer first, tagged', async () => {
    const { BransjeForslag } = composeStories(okt1Stories, { initialGlobals: { lang: 'no' } });
    render(<BransjeForslag />);
    await screen.findByRole('heading', { level: 1 });

    const order = screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value);
    const suits = (id: string) => okt1Content.no.industries.find((i) => i.id === id)!.interests.some((x) => x === 'jobbe-ute' || x === 'hjelpe-andre');
    const suited = order.filter(suits);
    expect(suited.length).toBeGreaterThan(0);
    expect(order.slice(0, suited.length)).toEqual(suited);
    expect(screen.getAllByText('Passer med det du valgte')).toHaveLength(suited.length);
  });

  it('shows the net yearly pay of a helsefagarbeider after 2026 tax', async () => {
    const { LonnEtterSkatt } = composeStories(okt1Stories, { initialGlobals: { lang: 'no' } });
    render(<LonnEtterSkatt />);
    await screen.findByRole('heading', { level: 1 });

    const row = screen.getByRole('row', { name: (name) => name.startsWith(no['activity.netPay.netYearly']!) });
    // 596 400 − 142 973 in tax, worked out by hand (e2e/sessions.spec.ts).
    expect(within(row).getByRole('cell').textContent).toBe('kr\u00A0453\u00A0427');
  });

  it('explains a wrong answer: the pay before tax divided by twelve', async () => {
    const { LonnFeilSvar } = composeStories(okt1Stories, { initialGlobals: { lang: 'no' } });
    render(<LonnFeilSvar />);
    await screen.findByRole('heading', { level: 1 });

    const feedback = screen.getAllByRole('status').filter((el) => el.classList.contains('feedback'));
    expect(feedback).toHaveLength(1);
    expect(feedback[0]).toHaveTextContent('delt på tolv');
  });

  it('shows the Nynorsk jobs when nn is chosen', async () => {
    const { JobbValg } = composeStories(okt1Stories, { initialGlobals: { lang: 'nn' } });
    render(<JobbValg />);

    expect(await screen.findByText('Helsefagarbeidar')).toBeInTheDocument();
    expect(screen.queryByText('Helsefagarbeider')).not.toBeInTheDocument();
  });
});
