import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { classesView, lastYear, schools, tenA, tenB } from '../../../stories/fixtures/admin';
import { catalogues } from '../../i18n/catalogues';
import { ClassesPart } from './ClassesPart';

const no = catalogues.no;

function renderClasses(patch: Partial<ComponentProps<typeof ClassesPart>> = {}) {
  const props: ComponentProps<typeof ClassesPart> = {
    lang: 'no',
    view: classesView(),
    schoolYear: '2026/2027',
    send: vi.fn(),
    ...patch,
  };
  const utils = render(
    <IntlProvider locale="nb" messages={no}>
      <Router hook={memoryLocation({ path: '/no/admin/klasser', static: true }).hook}>
        <ClassesPart {...props} />
      </Router>
    </IntlProvider>,
  );
  return { props, ...utils };
}

const card = (name: string) => screen.getByRole('listitem', { name });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the class list', () => {
  it('shows each active class with its code, pupils and links, and last year\'s class folded away', () => {
    renderClasses();
    const tenACard = card(tenA.name);
    expect(within(tenACard).getByText(tenA.classCode)).toHaveClass('class-code-value');
    expect(tenACard).toHaveTextContent('24 elever');
    expect(within(tenACard).getByRole('link', { name: no['admin.class.toSessions'] })).toHaveAttribute('href', `/no/admin/okter?klasse=${tenA.classCode}`);
    expect(within(tenACard).getByRole('link', { name: no['admin.class.toProgress'] })).toHaveAttribute('href', `/no/admin/fremdrift?klasse=${tenA.classCode}`);
    expect(card(tenB.name)).toHaveTextContent('1 elev');

    const archived = screen.getByText('Arkiverte klasser (1)').closest('details')!;
    expect(archived).not.toHaveAttribute('open');
    expect(within(archived).getByRole('listitem', { name: lastYear.name })).toHaveTextContent(`Koden ${lastYear.classCode} virker ikke`);
  });

  it('copies the code and says so in a live region', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderClasses();
    const tenACard = card(tenA.name);
    await userEvent.click(within(tenACard).getByRole('button', { name: no['admin.code.copy'] }));
    expect(writeText).toHaveBeenCalledWith(tenA.classCode);
    expect(within(tenACard).getByRole('status')).toHaveTextContent(`Kopiert! ${tenA.classCode}`);
  });

  it('selects the code for the teacher to copy when the browser will not', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) } });
    renderClasses();
    const tenACard = card(tenA.name);
    await userEvent.click(within(tenACard).getByRole('button', { name: no['admin.code.copy'] }));
    expect(window.getSelection()?.toString()).toBe(tenA.classCode);
    expect(within(tenACard).getByRole('status')).toHaveTextContent(no['admin.code.selected']!);
  });

  it('asks to archive an active class and to bring back an archived one', async () => {
    const { props } = renderClasses();
    await userEvent.click(within(card(tenA.name)).getByRole('button', { name: no['admin.class.archive'] }));
    expect(props.send).toHaveBeenCalledWith({ type: 'class.archive', classCode: tenA.classCode, archived: true });
    await userEvent.click(screen.getByText('Arkiverte klasser (1)'));
    await userEvent.click(within(card(lastYear.name)).getByRole('button', { name: no['admin.class.restore'] }));
    expect(props.send).toHaveBeenLastCalledWith({ type: 'class.archive', classCode: lastYear.classCode, archived: false });
  });

  it('says on the class when archiving it failed', () => {
    renderClasses({ view: classesView({ archiveError: { classCode: tenB.classCode, messageKey: 'txt_error_network' } }) });
    expect(within(card(tenB.name)).getByRole('alert')).toHaveTextContent(no['error.txt_error_network']!);
    expect(within(card(tenA.name)).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when there are no classes yet, and a failed load offers a retry', async () => {
    const { unmount } = renderClasses({ view: classesView({ classes: [] }) });
    expect(screen.getByText(no['admin.classes.emptyHere']!)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: no['admin.create.title'] })).toBeInTheDocument();
    unmount();

    const { props } = renderClasses({ view: classesView({ status: 'failed', classes: [], loadErrorKey: 'txt_error_network' }) });
    expect(screen.getByRole('alert')).toHaveTextContent(no['admin.classes.loadFailed']!);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: no['content.retry'] }));
    expect(props.send).toHaveBeenCalledExactlyOnceWith({ type: 'classes.retry' });
  });

  it('tells a teacher whose classes are all archived how to go on', () => {
    renderClasses({ view: classesView({ classes: [lastYear] }) });
    expect(screen.getByText(no['admin.classes.noActiveHere']!)).toBeInTheDocument();
    expect(screen.queryByText(no['admin.classes.emptyHere']!)).not.toBeInTheDocument();
  });

  it('announces what just went through', () => {
    renderClasses({ view: classesView({ notice: { kind: 'created', classCode: 'QW3ERT', name: '10D' } }) });
    expect(screen.getAllByRole('status').find((el) => el.classList.contains('admin-notice'))).toHaveTextContent('Klassen 10D er laget. Klassekoden er QW3ERT.');
  });
});

describe('the new-class form', () => {
  const form = () => screen.getByRole('form', { name: no['admin.create.title'] });

  it('sends the name, the chosen school and the school year it starts with', async () => {
    const { props } = renderClasses();
    const f = within(form());
    expect(f.getByLabelText(no['admin.form.schoolYear']!)).toHaveValue('2026/2027');
    await userEvent.type(f.getByLabelText(no['admin.form.name']!), '10D');
    await userEvent.selectOptions(f.getByLabelText(no['admin.form.school']!), 'Tanks skole');
    await userEvent.click(f.getByRole('button', { name: no['admin.create.submit'] }));
    expect(props.send).toHaveBeenCalledWith({ type: 'class.create', values: { name: '10D', school: 'Tanks skole', schoolYear: '2026/2027' } });
  });

  it('shows a refused field next to it, announced with it', () => {
    renderClasses({ view: classesView({ formError: { form: 'new', field: 'schoolYear', messageKey: 'txt_error_school_year' } }) });
    const year = within(form()).getByLabelText(no['admin.form.schoolYear']!);
    expect(year).toHaveAttribute('aria-invalid', 'true');
    expect(year).toHaveAccessibleDescription(expect.stringContaining(no['error.txt_error_school_year']!));
    expect(within(form()).getByLabelText(no['admin.form.name']!)).not.toHaveAttribute('aria-invalid');
  });

  it('says «Lagrer …» and cannot be sent twice while the class is being made', () => {
    renderClasses({ view: classesView({ saving: 'create' }) });
    expect(within(form()).getByRole('button', { name: no['admin.saving'] })).toBeDisabled();
  });

  it('adds a missing school from its own field, with Enter, without sending the class form', async () => {
    const { props } = renderClasses();
    const f = within(form());
    const toggle = f.getByRole('button', { name: no['admin.form.school.missing'] });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.type(f.getByLabelText(no['admin.form.school.new']!), 'Ytre Arna skule{Enter}');
    expect(props.send).toHaveBeenCalledWith({ type: 'school.add', name: 'Ytre Arna skule', form: 'new' });
    expect(props.send).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'class.create' }));
  });

  it('chooses the school just added from this form', () => {
    renderClasses({
      view: classesView({ schools: [...schools, { id: 'vl-9', name: 'Ytre Arna skule', fylkeId: '46' }], addedSchool: { form: 'new', name: 'Ytre Arna skule' } }),
    });
    expect(within(form()).getByLabelText(no['admin.form.school']!)).toHaveValue('Ytre Arna skule');
    expect(within(form()).getByText('Ytre Arna skule er lagt til og valgt.')).toBeInTheDocument();
  });

  it('offers no «missing school» while the county\'s schools load, so the form does not change under the teacher', () => {
    renderClasses({ view: classesView({ schools: null, schoolsFailed: false }) });
    const f = within(form());
    expect(f.getByLabelText(no['admin.form.school']!)).toBeDisabled();
    expect(f.queryByRole('button', { name: no['admin.form.school.missing'] })).toBeNull();
    expect(f.queryByLabelText(no['admin.form.school.new']!)).toBeNull();
  });

  it('offers to add the school by hand, and a retry, when the schools could not be fetched', async () => {
    const { props } = renderClasses({ view: classesView({ schools: null, schoolsFailed: true }) });
    const f = within(form());
    expect(f.getByRole('alert')).toHaveTextContent(no['admin.form.school.loadFailed']!);
    expect(f.getByLabelText(no['admin.form.school.new']!)).toBeInTheDocument();
    await userEvent.click(f.getByRole('button', { name: no['content.retry'] }));
    expect(props.send).toHaveBeenCalledExactlyOnceWith({ type: 'schools.retry' });
  });
});

describe('editing a class', () => {
  it('opens the form with the class as it is, and sends the changes', async () => {
    const { props, rerender } = renderClasses();
    const edit = within(card(tenA.name)).getByRole('button', { name: no['admin.class.edit'] });
    expect(edit).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(edit);
    expect(props.send).toHaveBeenCalledWith({ type: 'class.edit', classCode: tenA.classCode });

    rerender(
      <IntlProvider locale="nb" messages={no}>
        <Router hook={memoryLocation({ path: '/no/admin/klasser', static: true }).hook}>
          <ClassesPart {...props} view={classesView({ editing: tenA.classCode })} />
        </Router>
      </IntlProvider>,
    );
    const form = within(screen.getByRole('form', { name: `Endre ${tenA.name}` }));
    expect(form.getByLabelText(no['admin.form.name']!)).toHaveValue(tenA.name);
    expect(form.getByLabelText(no['admin.form.school']!)).toHaveValue(tenA.school);
    expect(form.getByLabelText(no['admin.form.schoolYear']!)).toHaveValue(tenA.schoolYear);
    await userEvent.clear(form.getByLabelText(no['admin.form.name']!));
    await userEvent.type(form.getByLabelText(no['admin.form.name']!), '10A Bergen');
    await userEvent.click(form.getByRole('button', { name: no['admin.edit.save'] }));
    expect(props.send).toHaveBeenCalledWith({ type: 'class.update', classCode: tenA.classCode, values: { name: '10A Bergen', school: tenA.school, schoolYear: tenA.schoolYear } });
    await userEvent.click(form.getByRole('button', { name: no['admin.edit.cancel'] }));
    expect(props.send).toHaveBeenLastCalledWith({ type: 'class.editCancel' });

    // Closed by the machine: focus is back on «Endre».
    rerender(
      <IntlProvider locale="nb" messages={no}>
        <Router hook={memoryLocation({ path: '/no/admin/klasser', static: true }).hook}>
          <ClassesPart {...props} view={classesView()} />
        </Router>
      </IntlProvider>,
    );
    expect(within(card(tenA.name)).getByRole('button', { name: no['admin.class.edit'] })).toHaveFocus();
  });

  it('shows the error in the edit form it belongs to, not in the new-class form', () => {
    renderClasses({ view: classesView({ editing: tenA.classCode, formError: { form: tenA.classCode, field: 'name', messageKey: 'txt_error_required' } }) });
    const edit = within(screen.getByRole('form', { name: `Endre ${tenA.name}` }));
    expect(edit.getByLabelText(no['admin.form.name']!)).toHaveAttribute('aria-invalid', 'true');
    expect(within(screen.getByRole('form', { name: no['admin.create.title'] })).getByLabelText(no['admin.form.name']!)).not.toHaveAttribute('aria-invalid');
  });
});

describe('a teacher whose e-mail address is not confirmed', () => {
  it('is told on the class form why no class was made, with the way to a new link', () => {
    renderClasses({ view: classesView({ classes: [], formError: { form: 'new', field: null, messageKey: 'txt_error_teacher_unconfirmed' } }) });
    const alert = within(screen.getByRole('form', { name: 'Lag en ny klasse' })).getByRole('alert');
    expect(alert.textContent).toContain('Bekreft e-postadressen din før du oppretter eller endrer klasser.');
    expect(within(alert).getByRole('link', { name: 'Send lenken på nytt' }).getAttribute('href')).toBe('/no/veiledere');
  });

  it('says when each class’s data goes', () => {
    renderClasses();
    expect(screen.getAllByText('Svarene til en elev slettes når eleven ikke har vært aktiv på 12 måneder.')).toHaveLength(2);
    expect(screen.getByText(/Klassen og alle svarene i den slettes/)).toBeInTheDocument();
  });

  it('deletes a class only after its code is typed again, in a panel the teacher opens', async () => {
    const user = userEvent.setup();
    const { props } = renderClasses();
    const tenACard = card(tenA.name);
    expect(within(tenACard).queryByLabelText('Klassekode')).toBeNull();
    await user.click(within(tenACard).getByRole('button', { name: 'Slett klassen' }));
    await user.type(within(tenACard).getByLabelText('Klassekode'), tenA.classCode);
    await user.click(within(tenACard).getByRole('button', { name: 'Slett klassen for godt' }));
    expect(props.send).toHaveBeenCalledWith({ type: 'class.delete', classCode: tenA.classCode, confirmCode: tenA.classCode });
  });

  it('keeps the panel open with the refusal on the field', () => {
    renderClasses({ view: classesView({ deleteError: { classCode: tenA.classCode, messageKey: 'txt_error_delete_confirm' } }) });
    const field = within(card(tenA.name)).getByLabelText('Klassekode');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Skriv klassekoden nøyaktig slik den står, for å bekrefte at klassen skal slettes.');
  });
});
