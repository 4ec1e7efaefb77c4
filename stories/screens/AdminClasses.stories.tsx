import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ClassesPart } from '../../src/features/admin/ClassesPart';
import { AdminScreen } from '../../src/screens/AdminScreen';
import { classesView, feideGroups, lastYear, tenA, tenB } from '../fixtures/admin';
import { routeTheme } from '../routeTheme';

/** /{lang}/admin/klasser: the teacher's classes and the form for a new one, each story at one state of the admin classes machine. */
const meta = {
  title: 'Skjermer/Admin/Klasser',
  component: ClassesPart,
  args: {
    lang: 'no',
    view: classesView(),
    schoolYear: '2026/2027',
    send: fn(),
  },
  parameters: routeTheme('admin'),
  render: (args) => (
    <AdminScreen lang={args.lang} part="klasser">
      <ClassesPart {...args} />
    </AdminScreen>
  ),
} satisfies Meta<typeof ClassesPart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The classes are on their way. */
export const Laster: Story = { args: { view: classesView({ status: 'loading', classes: [], schools: null }) } };

/** The list could not be fetched: «Prøv igjen» sends classes.retry. */
export const KunneIkkeLaste: Story = { args: { view: classesView({ status: 'failed', classes: [], loadErrorKey: 'txt_error_network' }) } };

/** A new teacher: no classes yet, the form says what to do. */
export const IngenKlasser: Story = { args: { view: classesView({ classes: [] }) } };

/** Every class is archived: the list says how to go on. */
export const KunArkiverte: Story = { args: { view: classesView({ classes: [lastYear] }) } };

/** Two active classes with their codes, and last year's class folded away under «Arkiverte klasser». */
export const Klasser: Story = {};

/** Just made: the new class is first, and the live region says its code. */
export const KlasseLaget: Story = {
  args: { view: classesView({ notice: { kind: 'created', classCode: tenB.classCode, name: tenB.name } }) },
};

export const LagerKlasse: Story = { args: { view: classesView({ saving: 'create' }) } };

/** The school year is written wrong: the message is next to the field, announced with it. */
export const UgyldigSkoleaar: Story = {
  args: { view: classesView({ formError: { form: 'new', field: 'schoolYear', messageKey: 'txt_error_school_year' } }) },
};

/** The server refused the class without naming a field. */
export const KunneIkkeLage: Story = {
  args: { view: classesView({ formError: { form: 'new', field: null, messageKey: 'txt_error_network' } }) },
};

/** 10A's edit form is open. */
export const Endrer: Story = { args: { view: classesView({ editing: tenA.classCode }) } };

export const EndrerMedFeil: Story = {
  args: { view: classesView({ editing: tenA.classCode, formError: { form: tenA.classCode, field: 'name', messageKey: 'txt_error_required' } }) },
};

export const Endret: Story = { args: { view: classesView({ notice: { kind: 'updated', classCode: tenA.classCode, name: tenA.name } }) } };

export const Arkivert: Story = { args: { view: classesView({ notice: { kind: 'archived', classCode: tenB.classCode, name: tenB.name } }) } };

export const KunneIkkeArkivere: Story = { args: { view: classesView({ archiveError: { classCode: tenB.classCode, messageKey: 'txt_error_network' } }) } };

/** The county's schools are still loading: the school list waits. */
export const SkolerLaster: Story = { args: { view: classesView({ schools: null }) } };

/** The schools could not be fetched: a retry, and the field to add the school by hand is open. */
export const SkolerFeilet: Story = { args: { view: classesView({ schools: null, schoolsFailed: true }) } };

/** The county has no schools listed yet: the field to add one is open from the start. */
export const IngenSkoler: Story = { args: { view: classesView({ schools: [] }) } };

/** The teacher added a missing school; the form has chosen it. */
export const SkoleLagtTil: Story = {
  args: {
    view: classesView({
      schools: [...classesView().schools!, { id: 'vl-4', name: 'Ytre Arna skule', fylkeId: '46' }],
      addedSchool: { form: 'new', name: 'Ytre Arna skule' },
    }),
  },
};

export const SkoleUgyldig: Story = { args: { view: classesView({ schools: [], addSchoolError: { form: 'new', messageKey: 'txt_error_required' } }) } };

/** A teacher whose e-mail address is not confirmed yet tries to make a class: 403 on the form, with the way to a new link. */
export const IkkeBekreftetLaerer: Story = {
  args: { view: classesView({ classes: [], formError: { form: 'new', field: null, messageKey: 'txt_error_teacher_unconfirmed' } }) },
};

/** «Slett klassen» with a wrong code typed: the panel stays open and says why. */
export const SlettFeilKode: Story = { args: { view: classesView({ deleteError: { classCode: tenA.classCode, messageKey: 'txt_error_delete_confirm' } }) } };

/** Deleted; the notice says what went. */
export const Slettet: Story = { args: { view: classesView({ classes: [tenB, lastYear], notice: { kind: 'deleted', classCode: tenA.classCode, name: tenA.name } }) } };

/**
 * A teacher signed in with Feide, with two teaching groups: the new-class form offers them under
 * «Feide-gruppe (valgfritt)», and the school is the groups' school (a Feide teacher has no county, so no list).
 */
export const FeideGrupper: Story = { args: { feideGroups, view: classesView({ classes: [], schools: [] }) } };

/** The chosen group has a class already: the message is next to the group field, announced with it. */
export const FeideGruppeHarKlasse: Story = {
  args: {
    feideGroups,
    view: classesView({ classes: [tenA], schools: [], formError: { form: 'new', field: 'feideGroup', messageKey: 'txt_error_feide_group_has_class' } }),
  },
};
