import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SessionsPart } from '../../src/features/admin/SessionsPart';
import { AdminScreen } from '../../src/screens/AdminScreen';
import { classesView, lastYear, noPupilsProgress, sessionTitles, tenA, tenAProgress, tenB } from '../fixtures/admin';
import { routeTheme } from '../routeTheme';

/** The Bokmål titles stand in the args; the story shows those of its own language. */
const titlesNo = sessionTitles('no');

/** /{lang}/admin/okter: one class's sessions 2–5 as switches. The titles are the real content in the story's language. */
const meta = {
  title: 'Skjermer/Admin/Økter',
  component: SessionsPart,
  args: { lang: 'no', view: classesView(), chosen: tenA, titles: titlesNo, progress: tenAProgress, onRetry: fn(), onToggle: fn() },
  parameters: routeTheme('admin'),
  render: (args) => (
    <AdminScreen lang={args.lang} part="okter" classCode={args.chosen?.classCode}>
      <SessionsPart {...args} titles={args.titles === titlesNo ? sessionTitles(args.lang) : args.titles} />
    </AdminScreen>
  ),
} satisfies Meta<typeof SessionsPart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Laster: Story = { args: { view: classesView({ status: 'loading', classes: [] }), chosen: null } };

export const KunneIkkeLaste: Story = { args: { view: classesView({ status: 'failed', classes: [], loadErrorKey: 'txt_error_network' }), chosen: null } };

/** No class yet: a link to the class screen to make one. */
export const IngenKlasser: Story = { args: { view: classesView({ classes: [] }), chosen: null } };

/**
 * 10A: session 2 open for the whole class; 3–5 open for each pupil who finished the one before, with how
 * many pupils may open each now.
 */
export const ValgtKlasse: Story = {};

/** The counts are on their way: the switches and what opens each are there already. */
export const TellerElever: Story = { args: { progress: null } };

/** Nobody has joined yet, so there is nobody to count. */
export const IngenElever: Story = { args: { chosen: tenB, progress: noPupilsProgress } };

/** Session 3 switched on and on its way to the server: it shows as open already. */
export const Lagrer: Story = {
  args: {
    view: classesView({ classes: [{ ...tenA, sections: { '2': true, '3': true } }], pending: [{ classCode: tenA.classCode, oktNumber: 3, enabled: true }] }),
    chosen: { ...tenA, sections: { '2': true, '3': true } },
  },
};

/** The server confirmed: the live region says when the pupils see it. */
export const Aapnet: Story = {
  args: {
    view: classesView({ notice: { kind: 'sectionOpened', classCode: tenA.classCode, name: tenA.name, oktNumber: 3 } }),
    chosen: { ...tenA, sections: { '2': true, '3': true } },
  },
};

/** The server refused: the switch is back where it was, and the alert says why. */
export const KunneIkkeAapne: Story = {
  args: { view: classesView({ sectionError: { classCode: tenA.classCode, oktNumber: 3, enabled: true, messageKey: 'txt_error_network' } }) },
};

/** An archived class can be looked at, not switched. */
export const ArkivertKlasse: Story = { args: { chosen: lastYear } };

/** Before the session content has arrived the switches are named by number only. */
export const UtenTitler: Story = { args: { titles: {} } };
