import type { Meta, StoryObj } from '@storybook/react-vite';
import { OktScreen } from '../../src/screens/OktScreen';
import { activityArgTypes, activityInLang, activityStoryArgs, answered, section, withReflection } from '../fixtures/okt';
import { routeTheme } from '../routeTheme';

/** The frame around an activity, shown with O1A as a question answered in the pupil's own words. */
const okt1 = withReflection(section(1, {}));
/** Session 2 for a pupil who finished session 1, so session 3 is still locked. */
const okt2 = section(2, answered(1));
const answer = 'Jeg vil ha en jobb der jeg får hjelpe andre, og der jeg lærer noe nytt hver dag.';

/** /{lang}/okt/{okt}/{part}: one activity in its session, on the session's colour. */
const meta = {
  title: 'Skjermer/Økt',
  component: OktScreen,
  args: activityStoryArgs(okt1, 'O1A', ''),
  argTypes: activityArgTypes,
  parameters: routeTheme('okt', okt1.color),
  render: (args) => <OktScreen {...activityInLang(args)} />,
} satisfies Meta<typeof OktScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first activity, not answered yet: «Tilbake» leads to the overview. */
export const ForsteAktivitet: Story = {};

export const MedSvar: Story = { args: { value: answer, saveStatus: 'saved' } };

export const Lagrer: Story = { args: { value: answer, saveStatus: 'saving' } };

/** The server did not answer: the text is kept on the device while the save is retried. */
export const IkkeLagretProverIgjen: Story = { args: { value: answer, saveStatus: 'retrying' } };

export const UtloptInnlogging: Story = { args: { value: answer, saveStatus: 'expired' } };

/** The last activity: «Fullfør økta» instead of «Neste». */
export const SisteAktivitet: Story = { args: { part: 'O1E', value: answer, saveStatus: 'saved' } };

/** Asked for session 3 and sent to session 2, the furthest one open. */
export const Avvist: Story = {
  args: { section: okt2, part: 'O2A', refusal: { okt: 3, landedOn: 2 } },
  parameters: routeTheme('okt', okt2.color),
};

/** The teacher holds the class here and the pupil pressed «Neste»: they wait, and go on by themselves once let go. */
export const VenterPaLaereren: Story = {
  args: { section: okt2, part: 'O2B', waiting: true },
  parameters: routeTheme('okt', okt2.color),
};

/** The content names a component the app does not have: an error, never a blank page. */
export const UkjentKomponent: Story = {
  args: {
    section: { ...okt1, activities: okt1.activities.map((a) => (a.activity_code === 'O1A' ? { ...a, component: 'finnes-ikke' } : a)) },
  },
};

/** An activity code that is not in this session, e.g. from an old bookmark. */
export const UkjentAktivitet: Story = { args: { part: 'O9Z' } };

/** The teacher archived the class: the answer is kept on the device, and the pupil is told why it is not saved. */
export const HoldtTilbake: Story = { args: { value: answer, saveStatus: 'held', heldReason: 'txt_error_save_class_archived' } };

/** The same pupil changed this answer in another tab or on another computer: the newest answer shows, and they are told. */
export const EndretAnnetSted: Story = { args: { value: answer, saveStatus: 'saved', otherDevice: 'changed' } };

/** This device's older edit gave way to a newer one made elsewhere. */
export const ErstattetAvNyere: Story = { args: { value: answer, saveStatus: 'saved', otherDevice: 'replaced' } };

/** The time a save was confirmed, for the stories of the save state. */
const at1042 = new Date('2026-11-27T10:42:00').getTime();

/** Nothing saved yet in this session: the bar says the answers are saved automatically, not «Lagret». */
export const LagresAutomatisk: Story = { args: { value: answer, saveStatus: 'auto' } };

/** The server confirmed the save: «Lagret kl. 10:42», in the bar at the bottom of the screen. */
export const LagretKl: Story = { args: { value: answer, saveStatus: 'saved', savedAt: at1042 } };

/** No network: the answer waits on the device and is saved when the network is back. */
export const UtenNett: Story = { args: { value: answer, saveStatus: 'offline', savedAt: at1042 } };
