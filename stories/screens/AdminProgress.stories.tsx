import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ProgressPart } from '../../src/features/admin/ProgressPart';
import { AdminScreen } from '../../src/screens/AdminScreen';
import { classesView, noPupilsProgress, noRowActions, byEmailView, progressView, pupilRowView, sessionTitles, tenA, tenAProgress, tenB, throttledPupils } from '../fixtures/admin';
import { okter } from '../fixtures/okt';
import { routeTheme } from '../routeTheme';

/** The Bokmål titles stand in the args; the story shows those of its own language. */
const titlesNo = sessionTitles('no');

/** /{lang}/admin/fremdrift: how far one class has come, per session and per pupil (never their answers). */
const meta = {
  title: 'Skjermer/Admin/Fremdrift',
  component: ProgressPart,
  args: { lang: 'no', view: classesView(), chosen: tenA, progress: progressView(), byEmail: byEmailView(), titles: titlesNo, content: okter.no, onRetry: fn(), sendProgress: fn(), sendByEmail: fn(), rows: pupilRowView(), rowActions: noRowActions, csvExport: { downloading: false, errorKey: null }, onExport: fn() },
  parameters: routeTheme('admin'),
  render: (args) => (
    <AdminScreen lang={args.lang} part="fremdrift" classCode={args.chosen?.classCode}>
      <ProgressPart {...args} titles={args.titles === titlesNo ? sessionTitles(args.lang) : args.titles} content={args.content === okter.no ? okter[args.lang] : args.content} />
    </AdminScreen>
  ),
} satisfies Meta<typeof ProgressPart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The classes are on their way. */
export const Laster: Story = { args: { view: classesView({ status: 'loading', classes: [] }), chosen: null, progress: progressView({ status: 'idle', progress: null }) } };

export const IngenKlasser: Story = { args: { view: classesView({ classes: [] }), chosen: null, progress: progressView({ status: 'idle', progress: null }) } };

/** The figures are being counted for the first time. */
export const TellerOpp: Story = { args: { progress: progressView({ status: 'loading', progress: null }) } };

/**
 * 10A during a lesson: bars per session, each pupil by chosen name or pseudonym with every activity's
 * state, one who started over, and the quiz and check questions the most missed first. Updates by itself.
 */
export const MedTall: Story = {};

/** «Oppdater» was pressed: the old figures stay while they are counted again. */
export const Oppdaterer: Story = { args: { progress: progressView({ status: 'loading', manual: true }) } };

/** The page counts again by itself: nothing changes on screen until the new figures arrive. */
export const OppdateresAvSegSelv: Story = { args: { progress: progressView({ status: 'loading', manual: false }) } };

/** Counting again failed; the last figures stay, and it is tried again by itself. */
export const OppdateringFeilet: Story = { args: { progress: progressView({ status: 'failed', errorKey: 'txt_error_network', retrying: true }) } };

/** The quiz results, with a pupil who started over half an hour ago at the top of the table. */
export const StartetPaNytt: Story = {
  args: { progress: progressView({ progress: { ...tenAProgress, perPupil: tenAProgress.perPupil.filter((p) => p.startedOverAt !== null) } }) },
};

/** Nobody has reached the quiz and check questions yet. */
export const IngenSvarEnna: Story = {
  args: { progress: progressView({ progress: { ...tenAProgress, questions: tenAProgress.questions.map((a) => ({ ...a, questions: a.questions.map((q) => ({ ...q, right: 0, answered: 0, mostChosenWrong: null })) })) } }) },
};

/** Nobody has joined yet: the class code to hand out. */
export const IngenElever: Story = { args: { chosen: tenB, progress: progressView({ progress: noPupilsProgress }) } };

export const KunneIkkeHente: Story = { args: { progress: progressView({ status: 'failed', progress: null, errorKey: 'txt_error_network' }) } };

/** Two pupils typed wrong passwords; the teacher can let them in again. */
export const EleverVenter: Story = { args: { progress: progressView({ throttled: throttledPupils }) } };

/** The teacher chose one while the class was being counted: the let-in waits for the count, and the buttons with it. */
export const SlipperInnMensDetTelles: Story = {
  args: { progress: progressView({ status: 'loading', manual: false, throttled: throttledPupils, lettingIn: true, letIn: throttledPupils[0]!.email }) },
};

/** One was let in: the status says so, the other still waits. */
export const SluppetInn: Story = { args: { progress: progressView({ throttled: throttledPupils.slice(1), letIn: throttledPupils[0]!.email }) } };

/** The teacher made a temporary password for a pupil without e-mail; shown once, until «Ferdig». */
export const MidlertidigPassord: Story = { args: { byEmail: byEmailView({ temporary: { email: 'ola.nordmann@skole.no', password: 'k7mp-q2xe-t9fa' } }) } };

/** The address is not a pupil of this class: the field says so. */
export const MidlertidigPassordFeil: Story = { args: { byEmail: byEmailView({ passwordErrorKey: 'txt_error_pupil_not_found' }) } };

/** The password is being made. */
export const LagerMidlertidigPassord: Story = { args: { byEmail: byEmailView({ setting: true }) } };

/** A flood of failed sign-ins stopped the class's network; the teacher can open it again. */
export const NettverketStoppet: Story = { args: { progress: progressView({ classAddress: { blocked: true, retryAfterSeconds: 702 } }) } };

/** The teacher opened the class's network again. */
export const NettverketApnet: Story = { args: { progress: progressView({ classAddress: { blocked: false, retryAfterSeconds: 0 }, addressLifted: true }) } };

/** A pupil was taken out of the class; their answers in it are gone. */
export const EleventattUt: Story = { args: { byEmail: byEmailView({ removed: { email: 'ola.nordmann@skole.no', records: 1 } }) } };

/** No pupil of this class signs in with that address. */
export const TaUtFeil: Story = { args: { byEmail: byEmailView({ removeErrorKey: 'txt_error_pupil_not_found' }) } };

/** The class's CSV file could not be downloaded. */
export const CsvFeilet: Story = { args: { csvExport: { downloading: false, errorKey: 'txt_error_network' } } };
