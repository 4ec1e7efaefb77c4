import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { MyData } from '../../src/contracts/myData';
import { MyDataScreen, type MyDataView } from '../../src/screens/MyDataScreen';
import { routeTheme } from '../routeTheme';

/** 20 October 2026, 10:42 in Oslo. */
const NOW = Date.UTC(2026, 9, 20, 8, 42);
const DAY = 86_400_000;

const pupilData: MyData = {
  exportedAt: NOW,
  account: { email: 'ola.nordmann@skole.no', role: 'pupil', createdAt: NOW - 40 * DAY, lastActiveAt: NOW, county: null, countyEmail: null },
  classes: [{ classCode: 'DEMO26', lastUpdated: NOW - DAY, responses: { O1A: 'Jeg liker å hjelpe folk', O1C: 'helse', O1D: 'sykepleier' }, versions: {} }],
  ownClasses: [],
  sessions: [{ device: 'Chromebook', createdAt: NOW - DAY, lastSeenAt: NOW }],
  events: [],
  retention: { inactiveMonths: 12, deletedAfter: NOW + 365 * DAY },
};

const view = (patch: Partial<MyDataView> = {}): MyDataView => ({ status: 'ready', data: pupilData, errorKey: null, deleteErrorKey: null, ...patch });

/** /{lang}/mine-data (issue 17): what is stored, the download, and deleting the account. */
const meta = {
  title: 'Skjermer/Mine data',
  component: MyDataScreen,
  args: { lang: 'no', view: view(), onRetry: fn(), onDownload: fn(), onDelete: fn() },
  parameters: routeTheme('mineData'),
} satisfies Meta<typeof MyDataScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Laster: Story = { args: { view: view({ status: 'loading', data: null }) } };

/** A pupil with answers in one class, signed in on one Chromebook. */
export const Elev: Story = {};

/** Nothing saved yet. */
export const IngenSvar: Story = { args: { view: view({ data: { ...pupilData, classes: [] } }) } };

/** A teacher: deleting takes the classes and the pupils' answers in them. */
export const Laerer: Story = {
  args: { view: view({ data: { ...pupilData, account: { ...pupilData.account, email: 'laerer@skole.no', role: 'teacher', county: '46', countyEmail: 'laerer@vlfk.no' }, retention: { inactiveMonths: 24, deletedAfter: NOW + 730 * DAY } } }) },
};

export const KunneIkkeHente: Story = { args: { view: view({ status: 'failed', data: null, errorKey: 'txt_error_network' }) } };

export const FeilPassord: Story = { args: { view: view({ deleteErrorKey: 'txt_error_current_password' }) } };

export const Sletter: Story = { args: { view: view({ status: 'deleting' }) } };
