import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ActorRefFrom, createActor, createMachine } from 'xstate';
import { authMachine } from '../../../machines/authMachine';
import { oktMachine } from '../../../machines/oktMachine';
import { routeMachine } from '../../../machines/routeMachine';
import { storyMachine } from '../../../machines/storyMachine';
import { NO_OBJECTS } from '../../domain/story';
import { progressMachine } from '../../../machines/progressMachine';
import { schools, tenA, tenAProgress, tenB } from '../../../stories/fixtures/admin';
import { progressRestoredFrom } from '../../context/userStateParts';
import { type AppActorRef, SystemContext } from '../../context/SystemContext';
import { catalogues } from '../../i18n/catalogues';
import { adminInSystem } from './admin';
import { ApiError } from '../../services/backendApi';
import { INITIAL_USER_STATE } from '../../services/userState';
import type { AdminPart } from '../../features/admin/adminView';
import { AdminContainer } from '../../features/admin/AdminContainer';

/** The backend port as the admin actors reach it: through the lazily loaded adapters. */
const api = vi.hoisted(() => ({
  listClasses: vi.fn(),
  listSchools: vi.fn(),
  addSchool: vi.fn(),
  createClass: vi.fn(),
  updateClass: vi.fn(),
  archiveClass: vi.fn(),
  enableSection: vi.fn(),
  disableSection: vi.fn(),
  getClassProgress: vi.fn(),
}));
vi.mock('../../services/loadPorts', () => ({
  loadPorts: async () => ({ backendApi: api }),
  // «Kontoen din»'s account routes: no other sessions.
  portApi: () => ({ listSessions: async () => [] }),
}));

const no = catalogues.no;
const TOKEN = 'laerer-token';

function renderAdmin(part: AdminPart, classCode: string | null = null) {
  const navigate = vi.fn();
  const goTo = vi.fn();
  const url = (p: AdminPart, code: string | null) => `/no/admin/${p}${code ? `?klasse=${code}` : ''}`;
  const restored = {
    isLoggedIn: true,
    userId: 'laerer-1',
    email: 'laerer@skole.no',
    idToken: 'id-token',
    expiresAt: Date.now() + 3_600_000,
    apiToken: TOKEN,
    apiTokenExpiresAt: Date.now() + 3_600_000,
    classCode: null,
    canAdmin: true,
    fylkeEmail: null,
  };
  // The app's system as the containers reach it: its machines by systemId, the admin machine bound as src/app/system.ts binds it.
  const system = createActor(
    createMachine({
      invoke: [
        { src: authMachine.provide({ actions: { navigate: (_, { to }) => navigate(to) } }), id: 'auth', systemId: 'auth', input: { restored, lang: 'no' } },
        { src: oktMachine, id: 'okt', systemId: 'okt' },
        { src: progressMachine, id: 'progress', systemId: 'progress', input: { restored: progressRestoredFrom(INITIAL_USER_STATE) } },
        { src: storyMachine, id: 'story', systemId: 'story', input: { held: NO_OBJECTS } },
        { src: routeMachine, id: 'route', systemId: 'route', input: { viewer: { isLoggedIn: true, canAdmin: true }, url: url(part, classCode) } },
        { src: adminInSystem(goTo), id: 'admin', systemId: 'admin' },
      ],
    }),
  ).start();
  running.push(system);
  const auth = system.system.get('auth') as ActorRefFrom<typeof authMachine>;
  const route = system.system.get('route') as ActorRefFrom<typeof routeMachine>;
  const ui = (p: AdminPart, code: string | null) => (
    <IntlProvider locale="nb" messages={no}>
      <SystemContext.Provider value={system as unknown as AppActorRef}>
        <AdminContainer lang="no" part={p} classCode={code} />
      </SystemContext.Provider>
    </IntlProvider>
  );
  const utils = render(ui(part, classCode));
  return {
    auth,
    navigate,
    goTo,
    // The route machine shows the address, and the route table the part, as the app does.
    show: (p: AdminPart, code: string | null = null) => {
      route.send({ type: 'url.change', url: url(p, code) });
      utils.rerender(ui(p, code));
    },
  };
}

const running: { stop(): void }[] = [];
beforeEach(() => {
  api.listClasses.mockResolvedValue([tenA, tenB]);
  api.listSchools.mockResolvedValue(schools);
  api.getClassProgress.mockResolvedValue(tenAProgress);
});
afterEach(() => {
  running.splice(0).forEach((actor) => actor.stop());
  vi.resetAllMocks();
});

describe('AdminContainer', () => {
  it('lists the teacher\'s classes with the teacher\'s token, and makes a new one', async () => {
    api.createClass.mockImplementation(async (_token: string, body: { name: string }) => ({ ...tenB, ...body, classCode: 'QW3ERT', pupilCount: 0, createdAt: Date.now() }));
    renderAdmin('klasser');
    expect(await screen.findByRole('listitem', { name: tenA.name })).toHaveTextContent(tenA.classCode);
    expect(api.listClasses).toHaveBeenCalledWith(TOKEN);
    expect(api.listSchools).toHaveBeenCalledWith(TOKEN);

    const form = within(screen.getByRole('form', { name: no['admin.create.title'] }));
    await userEvent.type(form.getByLabelText(no['admin.form.name']!), '10D');
    await userEvent.selectOptions(form.getByLabelText(no['admin.form.school']!), 'Tanks skole');
    await userEvent.clear(form.getByLabelText(no['admin.form.schoolYear']!));
    await userEvent.type(form.getByLabelText(no['admin.form.schoolYear']!), '2026/2027');
    await userEvent.click(form.getByRole('button', { name: no['admin.create.submit'] }));

    expect(await screen.findByRole('listitem', { name: '10D' })).toHaveTextContent('QW3ERT');
    expect(api.createClass).toHaveBeenCalledWith(TOKEN, { name: '10D', school: 'Tanks skole', schoolYear: '2026/2027' });
    expect(screen.getAllByRole('status').find((s) => s.classList.contains('admin-notice'))).toHaveTextContent('Klassen 10D er laget. Klassekoden er QW3ERT.');
    // Fresh fields for the next class; the button keeps the focus.
    expect(form.getByLabelText(no['admin.form.name']!)).toHaveValue('');
    expect(form.getByRole('button', { name: no['admin.create.submit'] })).toHaveFocus();
  });

  it('refuses an empty class name without asking the server', async () => {
    renderAdmin('klasser');
    const form = within(await screen.findByRole('form', { name: no['admin.create.title'] }));
    await userEvent.click(form.getByRole('button', { name: no['admin.create.submit'] }));
    expect(form.getByLabelText(no['admin.form.name']!)).toHaveAccessibleDescription(expect.stringContaining(no['error.txt_error_required']!));
    expect(api.createClass).not.toHaveBeenCalled();
  });

  it('opens a session at once and puts it back when the server refuses', async () => {
    api.enableSection.mockRejectedValue(new ApiError(null, 'txt_error_network'));
    renderAdmin('okter', tenA.classCode);
    const okt3 = await screen.findByRole('switch', { name: 'Økt 3' });
    await userEvent.click(okt3);
    expect(api.enableSection).toHaveBeenCalledWith(TOKEN, { classCode: tenA.classCode, oktNumber: 3 });
    expect(await screen.findByRole('alert')).toHaveTextContent('Vi fikk ikke åpnet økt 3.');
    expect(screen.getByRole('switch', { name: 'Økt 3' })).not.toBeChecked();
  });

  it('closes an open session through disable-section', async () => {
    api.disableSection.mockResolvedValue({ success: true });
    renderAdmin('okter', tenA.classCode);
    await userEvent.click(await screen.findByRole('switch', { name: 'Økt 2' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Økt 2 er stengt for 10A.'));
    expect(api.disableSection).toHaveBeenCalledWith(TOKEN, { classCode: tenA.classCode, oktNumber: 2 });
    expect(screen.getByRole('switch', { name: 'Økt 2' })).not.toBeChecked();
  });

  it('counts the chosen class\'s progress when the screen opens, and again when reopened', async () => {
    const { show } = renderAdmin('fremdrift', tenA.classCode);
    expect(await screen.findByRole('progressbar', { name: 'Fullført: 19 av 24 elever' })).toBeInTheDocument();
    expect(api.getClassProgress).toHaveBeenCalledWith(TOKEN, tenA.classCode);

    show('klasser');
    show('fremdrift', tenA.classCode);
    await waitFor(() => expect(api.getClassProgress).toHaveBeenCalledTimes(2));
  });

  it('signs the teacher out to «session-expired» when the token has run out', async () => {
    api.listClasses.mockRejectedValue(new ApiError(401, 'txt_error_session_expired'));
    const { auth, navigate } = renderAdmin('klasser');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('sessionExpired'));
    expect(auth.getSnapshot().matches('signedOut')).toBe(true);
  });

  it('sends a refused token (403) to «ikke-tilgang»', async () => {
    api.listClasses.mockRejectedValue(new ApiError(403, 'txt_error_no_access'));
    const { goTo } = renderAdmin('klasser');
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/no/oops/ikke-tilgang'));
  });
});
