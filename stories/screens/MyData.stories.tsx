import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { MyData } from '../../src/contracts/myData';
import { DisplayNameForm, type DisplayNameView } from '../../src/features/myData/DisplayNameForm';
import { MyDataScreen, type MyDataView } from '../../src/screens/MyDataScreen';
import { routeTheme } from '../routeTheme';

/** 20 October 2026, 10:42 in Oslo. */
const NOW = Date.UTC(2026, 9, 20, 8, 42);
const DAY = 86_400_000;

const pupilData: MyData = {
  exportedAt: NOW,
  account: { email: 'ola.nordmann@skole.no', role: 'pupil', signIn: 'email', createdAt: NOW - 40 * DAY, lastActiveAt: NOW, county: null, countyEmail: null },
  classes: [{ classCode: 'DEMO26', lastUpdated: NOW - DAY, responses: { O1A: 'Jeg liker å hjelpe folk', O1C: 'helse', O1D: 'sykepleier' }, versions: {} }],
  displayNames: [],
  startOvers: [],
  ownClasses: [],
  sessions: [{ device: 'Chromebook', createdAt: NOW - DAY, lastSeenAt: NOW }],
  joinedClasses: [{ classCode: 'DEMO26', joinedAt: NOW - 30 * DAY }],
  openLinks: [],
  saveReceipts: [],
  events: [],
  retention: { inactiveMonths: 12, deletedAfter: NOW + 365 * DAY },
};

const view = (patch: Partial<MyDataView> = {}): MyDataView => ({ status: 'ready', data: pupilData, errorKey: null, deleteErrorKey: null, ...patch });

/** /{lang}/mine-data: what is stored, the download, and deleting the account. */
const meta = {
  title: 'Skjermer/Mine data',
  component: MyDataScreen,
  args: { lang: 'no', view: view(), onRetry: fn(), onDownload: fn(), onDelete: fn() },
  parameters: routeTheme('mineData'),
} satisfies Meta<typeof MyDataScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Laster: Story = { args: { view: view({ status: 'loading', data: null }) } };

/** One class's display-name form in a given state. */
const nameForm = (patch: Partial<DisplayNameView> = {}, classCode = 'DEMO26', showClass = false) => (
  <DisplayNameForm
    key={classCode}
    classCode={classCode}
    showClass={showClass}
    view={{ status: 'ready', stored: { displayName: null, pseudonym: 'Elev 96XA', updatedAt: null }, draft: '', errorKey: null, saved: false, ...patch }}
    onChange={fn()}
    onSave={fn()}
    onRetry={fn()}
  />
);
const KARI = { displayName: 'Kari Nordmann', pseudonym: 'Elev 96XA', updatedAt: NOW };

/** A pupil with answers in one class, signed in on one Chromebook; no display name chosen. */
export const Elev: Story = { args: { displayNames: nameForm() } };

/** The name is being fetched. */
export const VisningsnavnLaster: Story = { args: { displayNames: nameForm({ status: 'loading', stored: null }) } };

/** The name could not be fetched. */
export const VisningsnavnKunneIkkeHente: Story = { args: { displayNames: nameForm({ status: 'failed', stored: null, errorKey: 'txt_error_network' }) } };

/** A name typed, being saved. */
export const VisningsnavnLagrer: Story = { args: { displayNames: nameForm({ status: 'saving', draft: 'Kari Nordmann' }) } };

/** The name saved; the teacher sees it beside the number. */
export const VisningsnavnLagret: Story = { args: { displayNames: nameForm({ stored: KARI, draft: 'Kari Nordmann', saved: true }) } };

/** The name removed by saving an empty field. */
export const VisningsnavnFjernet: Story = { args: { displayNames: nameForm({ saved: true }) } };

/** A character the name may not have. */
export const VisningsnavnUgyldig: Story = { args: { displayNames: nameForm({ stored: KARI, draft: 'Kari <3', errorKey: 'txt_error_display_name_invalid' }) } };

/** Longer than 30 characters. */
export const VisningsnavnForLangt: Story = {
  args: { displayNames: nameForm({ draft: 'Kari Margrethe Nordmann-Østerberg', errorKey: 'txt_error_display_name_too_long' }) },
};

/** A pupil in two classes chooses a name in each. */
export const VisningsnavnToKlasser: Story = {
  args: {
    view: view({ data: { ...pupilData, classes: [...pupilData.classes, { classCode: 'NORSK9', lastUpdated: NOW - 2 * DAY, responses: {}, versions: {} }] } }),
    displayNames: [nameForm({ stored: KARI, draft: 'Kari Nordmann' }, 'DEMO26', true), nameForm({ stored: { displayName: null, pseudonym: 'Elev K3PW', updatedAt: null } }, 'NORSK9', true)],
  },
};

/** Nothing saved yet. */
export const IngenSvar: Story = { args: { view: view({ data: { ...pupilData, classes: [] } }) } };

/** A teacher: deleting takes the classes and the pupils' answers in them. */
export const Laerer: Story = {
  args: { view: view({ data: { ...pupilData, account: { ...pupilData.account, email: 'laerer@skole.no', role: 'teacher', county: '46', countyEmail: 'laerer@vlfk.no' }, retention: { inactiveMonths: 24, deletedAfter: NOW + 730 * DAY } } }) },
};

export const KunneIkkeHente: Story = { args: { view: view({ status: 'failed', data: null, errorKey: 'txt_error_network' }) } };

export const FeilPassord: Story = { args: { view: view({ deleteErrorKey: 'txt_error_current_password' }) } };

export const Sletter: Story = { args: { view: view({ status: 'deleting' }) } };

/** A pupil who signs in with Feide: no e-mail address kept, and deleting takes the word SLETT, not a password. */
export const FeideElev: Story = {
  args: { view: view({ data: { ...pupilData, account: { ...pupilData.account, email: '', signIn: 'feide' } } }), displayNames: nameForm() },
};

/** The word typed was not SLETT. */
export const FeideFeilOrd: Story = {
  args: { view: view({ data: { ...pupilData, account: { ...pupilData.account, email: '', signIn: 'feide' } }, deleteErrorKey: 'txt_error_delete_word' }), displayNames: nameForm() },
};
