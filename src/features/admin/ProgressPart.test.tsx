import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { IntlProvider } from 'react-intl';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { classesView, noPupilsProgress, noRowActions, byEmailView, progressView, pupilRowView, sessionTitles, tenA, tenAProgress, tenB, throttledPupils } from '../../../stories/fixtures/admin';
import { okter } from '../../../stories/fixtures/okt';
import { catalogues } from '../../i18n/catalogues';
import { preloadPupilTable, ProgressPart } from './ProgressPart';

// As on the page, the table's chunk is there by the time the class's figures are.
beforeAll(() => preloadPupilTable());

const no = catalogues.no;
const titles = sessionTitles('no');

function renderProgress(patch: Partial<ComponentProps<typeof ProgressPart>> = {}) {
  const props: ComponentProps<typeof ProgressPart> = {
    lang: 'no',
    view: classesView(),
    chosen: tenA,
    progress: progressView(),
    byEmail: byEmailView(),
    titles,
    content: okter.no,
    onRetry: vi.fn(),
    sendProgress: vi.fn(),
    sendByEmail: vi.fn(),
    rows: pupilRowView(),
    rowActions: noRowActions,
    csvExport: { downloading: false, errorKey: null },
    onExport: vi.fn(),
    ...patch,
  };
  render(
    <IntlProvider locale="nb" messages={no}>
      <Router hook={memoryLocation({ path: '/no/admin/fremdrift', static: true }).hook}>
        <ProgressPart {...props} />
      </Router>
    </IntlProvider>,
  );
  return props;
}

describe('the class progress', () => {
  it('shows per session how many started and completed, in words and as a bar', () => {
    renderProgress();
    const okt1 = screen.getByRole('heading', { name: `Økt 1: ${titles[1]}` }).closest('li')!;
    const completed = within(okt1).getByRole('progressbar', { name: 'Fullført: 19 av 24 elever' });
    expect(completed).toHaveAttribute('value', '19');
    expect(completed).toHaveAttribute('max', '24');
    expect(within(okt1).getByRole('progressbar', { name: 'Startet: 24 av 24 elever' })).toBeInTheDocument();
    const okt3 = screen.getByRole('heading', { name: `Økt 3: ${titles[3]}` }).closest('li')!;
    expect(okt3).toHaveTextContent('Fullført: 0 av 24 elever');
  });

  it('lists the pupils by chosen name and pseudonym, with each session\'s activities done of all, in a real table', () => {
    renderProgress();
    const table = screen.getByRole('table', { name: no['admin.pupils.caption'] });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Elev', 'Økt 1', 'Økt 2', 'Økt 3', 'Økt 4', 'Økt 5', 'Sist aktiv']);
    const rows = within(table).getAllByRole('row').slice(1);
    const names = rows.map((row) => within(row).getByRole('rowheader').querySelector('.cv-name')!.textContent);
    expect(names).toEqual(['Amir (Elev 3MZQ)', 'Elev 96XA', 'Kari (Elev K4TB)', 'Elev R7NP']);
    const cells = within(rows[1]!).getAllByRole('cell');
    // Session 1 finished, session 2: one of five done and one begun; the words are there for screen readers.
    expect(cells[0]).toHaveTextContent('Ferdig');
    expect(cells[1]).toHaveTextContent('1 av 5');
    expect(cells[1]).toHaveTextContent('1 av 5 aktiviteter ferdige, 1 påbegynt');
    expect(cells[1]).toHaveAttribute('data-label', 'Økt 2');
  });

  it('names every activity and its state behind a disclosure per pupil', async () => {
    renderProgress();
    const kari = screen.getByText('Kari (Elev K4TB)').closest('tr')!;
    await userEvent.click(within(kari).getByText(no['admin.pupils.details']!));
    const o1 = (code: string) => okter.no[0]!.activities.find((a) => a.activity_code === code)!.title;
    expect(kari).toHaveTextContent(`${o1('O1T')}: ikke startet`);
    expect(kari).toHaveTextContent(`${o1('O1A')}: ferdig`);
    expect(kari).toHaveTextContent(`${o1('O1C')}: påbegynt`);
    expect(kari).toHaveTextContent(`${o1('O1D')}: ikke startet`);
  });

  it('says when a pupil started over', () => {
    renderProgress();
    const kari = screen.getByText('Kari (Elev K4TB)').closest('th')!;
    expect(kari).toHaveTextContent(/Startet på nytt 20\. okt\. kl\. \d\d[:.]12/);
    expect(screen.getByText('Elev 96XA').closest('th')).not.toHaveTextContent('Startet på nytt');
  });

  it('shows the class\'s right answers per question, the most missed first, in the page\'s language', () => {
    renderProgress();
    const results = screen.getByRole('region', { name: no['admin.questions.title'] });
    const quiz = within(results).getByRole('heading', { name: /^Økt 4: / }).nextElementSibling!;
    const items = within(quiz as HTMLElement).getAllByRole('listitem');
    const o4a = tenAProgress.questions[1]!.questions;
    expect(items.map((li) => li.querySelector('.cv-question-text')!.textContent)).toEqual(o4a.map((q) => q.text.no));
    expect(items[0]).toHaveTextContent('3 av 10 svarte riktig');
    expect(within(items[0]!).getByRole('progressbar', { name: o4a[0]!.text.no })).toHaveAttribute('value', '3');
    // The wrong answer most chose, to talk about; a question nobody missed has none.
    expect(items[0]).toHaveTextContent(`Vanligste feilsvar: «${o4a[0]!.mostChosenWrong!.text.no}» (7 valgte det)`);
    expect(within(results).getByRole('heading', { name: /^Økt 2: / }).nextElementSibling).toHaveTextContent('Vanligste feilsvar');
    expect(within(results).getByRole('heading', { name: /^Økt 5: / }).nextElementSibling).toHaveTextContent(no['admin.questions.noAnswers']!);
  });

  it('shows the questions in Nynorsk on the Nynorsk page', () => {
    renderProgress({ lang: 'nn', content: okter.nn });
    expect(screen.getByText(tenAProgress.questions[1]!.questions[0]!.text.nn)).toBeInTheDocument();
  });

  it('counts again on «Oppdater», saying when it last counted', async () => {
    const props = renderProgress();
    expect(screen.getByText(/^Oppdatert kl\. \d\d[:.]\d\d$/)).toBeInTheDocument();
    expect(screen.getByText(no['admin.progress.live']!)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: no['admin.progress.refresh'] }));
    expect(props.sendProgress).toHaveBeenCalledExactlyOnceWith({ type: 'progress.refresh' });
  });

  it('asks for the class as a CSV file on «Last ned som CSV»', async () => {
    const props = renderProgress();
    const button = screen.getByRole('button', { name: no['admin.progress.exportCsv'] });
    await userEvent.click(button);
    expect(props.onExport).toHaveBeenCalledOnce();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('marks the download busy while the file comes', () => {
    renderProgress({ csvExport: { downloading: true, errorKey: null } });
    expect(screen.getByRole('button', { name: no['admin.progress.exportCsv'] })).toHaveAttribute('aria-busy', 'true');
  });

  it('says in the status line when the file could not be downloaded', () => {
    renderProgress({ csvExport: { downloading: false, errorKey: 'txt_error_network' } });
    expect(screen.getByRole('status')).toHaveTextContent(no['admin.progress.exportFailed']!);
  });

  it('keeps quiet while the page counts by itself: only the time changes once the figures arrive', () => {
    renderProgress({ progress: progressView({ status: 'loading', manual: false }) });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByText(/^Oppdatert kl\./)).toBeInTheDocument();
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it('keeps the last figures when counting again failed, and says it tries again by itself', () => {
    renderProgress({ progress: progressView({ status: 'failed', errorKey: 'txt_error_network', retrying: true }) });
    expect(screen.getByRole('status')).toHaveTextContent(no['admin.progress.refreshFailed']!);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it('keeps the old figures while counting again', () => {
    renderProgress({ progress: progressView({ status: 'loading', manual: true }) });
    expect(screen.getByRole('status')).toHaveTextContent(no['admin.progress.counting']!);
    expect(screen.getByRole('button', { name: no['admin.progress.refresh'] })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it('never shows another class\'s figures under the chosen class', () => {
    renderProgress({ chosen: tenB });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('gives the code to hand out when nobody has joined yet', () => {
    renderProgress({ chosen: tenB, progress: progressView({ progress: noPupilsProgress }) });
    expect(screen.getByText(`Ingen elever har logget inn i klassen ennå. Gi dem klassekoden ${tenB.classCode}.`)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('offers a retry when the figures could not be fetched', async () => {
    const props = renderProgress({ progress: progressView({ status: 'failed', progress: null, errorKey: 'txt_error_network' }) });
    expect(screen.getByRole('alert')).toHaveTextContent(no['admin.progress.loadFailed']!);
    await userEvent.click(screen.getByRole('button', { name: no['content.retry'] }));
    expect(props.sendProgress).toHaveBeenCalledExactlyOnceWith({ type: 'progress.retry' });
  });

  it('lists the pupils whose sign-in waits, and lets one in with a button named by their address', async () => {
    const props = renderProgress({ progress: progressView({ throttled: throttledPupils }) });
    const list = screen.getByRole('list', { name: no['admin.throttled.caption'] });
    const ola = within(list).getAllByRole('listitem')[0]!;
    expect(ola).toHaveTextContent('Ola (ola.nordmann@skole.no)');
    expect(ola).toHaveTextContent('7 feil forsøk – kan prøve igjen om 4 minutter.');
    await userEvent.click(screen.getByRole('button', { name: 'Slipp inn ola.nordmann@skole.no' }));
    expect(props.sendProgress).toHaveBeenCalledWith({ type: 'pupil.unthrottle', userId: 'u-ola' });
  });

  it('says who was let in, and shows nothing about waiting pupils when nobody waits', () => {
    renderProgress({ progress: progressView({ throttled: [], letIn: 'ola.nordmann@skole.no' }) });
    expect(screen.getByText('ola.nordmann@skole.no kan logge inn igjen nå.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: no['admin.throttled.caption'] })).not.toBeInTheDocument();
  });

  it('shows no waiting list at all when nobody waits', () => {
    renderProgress();
    expect(screen.queryByText(no['admin.throttled.title']!)).not.toBeInTheDocument();
  });
});

describe('a temporary password for a pupil', () => {
  it('sends the e-mail address typed, and shows the password once with a way to put it away', async () => {
    const user = userEvent.setup();
    const props = renderProgress();
    await user.type(screen.getByLabelText('Elevens e-postadresse'), 'ola@skole.no');
    await user.click(screen.getByRole('button', { name: 'Lag midlertidig passord' }));
    expect(props.sendByEmail).toHaveBeenCalledWith({ type: 'pupil.temporaryPassword', email: 'ola@skole.no' });
  });

  it('shows the password set, and «Ferdig» puts it away', async () => {
    const user = userEvent.setup();
    const props = renderProgress({ byEmail: byEmailView({ temporary: { email: 'ola@skole.no', password: 'abcd-efgh-jkmn' } }) });
    const status = screen.getByRole('region', { name: 'Har en elev glemt passordet?' });
    expect(status).toHaveTextContent('Midlertidig passord for ola@skole.no:');
    expect(status).toHaveTextContent('abcd-efgh-jkmn');
    expect(screen.queryByLabelText('Elevens e-postadresse')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ferdig' }));
    expect(props.sendByEmail).toHaveBeenCalledWith({ type: 'temporary.dismiss' });
  });

  it('puts a refusal on the field, keeping what was typed', () => {
    renderProgress({ byEmail: byEmailView({ passwordErrorKey: 'txt_error_pupil_not_found' }) });
    const field = screen.getByLabelText('Elevens e-postadresse');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Fant ikke eleven i denne klassen.');
  });

  it('offers a new password beside «Slipp inn» for a pupil who waits', async () => {
    const user = userEvent.setup();
    const props = renderProgress({ progress: progressView({ throttled: throttledPupils }) });
    await user.click(screen.getByRole('button', { name: `Lag midlertidig passord for ${throttledPupils[0]!.email}` }));
    expect(props.sendByEmail).toHaveBeenCalledWith({ type: 'pupil.temporaryPassword', email: throttledPupils[0]!.email });
  });

  it('takes a pupil out by address, and says who went', async () => {
    const user = userEvent.setup();
    const props = renderProgress();
    await user.type(screen.getByLabelText('Elevens e-postadresse for å ta eleven ut av klassen'), 'ola@skole.no');
    await user.click(screen.getByRole('button', { name: 'Ta eleven ut av klassen' }));
    expect(props.sendByEmail).toHaveBeenCalledWith({ type: 'pupil.remove', email: 'ola@skole.no' });
  });
});


describe('pupils by name, who needs help, and help from the row', () => {
  it('marks in words who needs help, and names them above the table', () => {
    renderProgress();
    // Elev 96XA has saved nothing for an hour while Amir saved a minute ago.
    const row = screen.getByRole('row', { name: /Elev 96XA/ });
    expect(within(row).getByRole('list', { name: no['admin.help.marks'] as string })).toHaveTextContent('Ingenting lagret på 60 min');
    expect(screen.getByText(/1 elev trenger kanskje hjelp: Elev 96XA/)).toBeInTheDocument();
    // Away from the lesson for two days: not marked.
    expect(within(screen.getByRole('row', { name: /Elev R7NP/ })).queryByRole('list', { name: no['admin.help.marks'] as string })).toBeNull();
  });

  it('renames, sets a temporary password and takes out the pupil on the row, by the row’s id', async () => {
    const rowActions = { ...noRowActions, send: vi.fn() };
    renderProgress({ rowActions });
    const row = screen.getByRole('row', { name: /Kari/ });
    await userEvent.click(within(row).getByText('Hjelp Kari (Elev K4TB)'));
    const field = within(row).getByLabelText('Navn i klassen');
    expect(field).toHaveValue('Kari');
    await userEvent.clear(field);
    await userEvent.type(field, 'Kari N{Enter}');
    expect(rowActions.send).toHaveBeenCalledWith({ type: 'row.rename', pupilId: 'row-kari-0000000000000C', displayName: 'Kari N' });
    await userEvent.click(within(row).getByRole('button', { name: 'Gi et midlertidig passord' }));
    expect(rowActions.send).toHaveBeenCalledWith({ type: 'row.temporaryPassword', pupilId: 'row-kari-0000000000000C' });
    await userEvent.click(within(row).getByRole('button', { name: 'Ta ut av klassen' }));
    expect(rowActions.send).toHaveBeenCalledWith({ type: 'row.remove', pupilId: 'row-kari-0000000000000C', name: 'Kari (Elev K4TB)' });
  });

  it('shows the password, the question before taking out, and a refusal on their own row only', () => {
    renderProgress({
      rows: pupilRowView({ pupilId: 'row-kari-0000000000000C', confirming: true, result: { pupilId: 'row-amir-0000000000000A', kind: 'password', password: 'abcd-efgh-jkmn' } }),
    });
    const amir = screen.getByRole('row', { name: /Amir/ });
    expect(within(amir).getByText('abcd-efgh-jkmn')).toBeInTheDocument();
    const kari = screen.getByRole('row', { name: /Kari/ });
    expect(within(kari).getByRole('button', { name: 'Ja, ta ut og slett svarene' })).toBeInTheDocument();
    expect(within(amir).queryByRole('button', { name: 'Ja, ta ut og slett svarene' })).toBeNull();
    expect(screen.getAllByText('abcd-efgh-jkmn')).toHaveLength(1);
  });

  it('marks a pupil held back at sign-in and lets them in from the row', async () => {
    const rowActions = { ...noRowActions, onLetIn: vi.fn() };
    renderProgress({ rowActions, progress: progressView({ throttled: [{ userId: 'u-kari', pupilId: 'row-kari-0000000000000C', email: 'kari@skole.no', displayName: 'Kari', failures: 6, retryAfterSeconds: 60 }] }) });
    const row = screen.getByRole('row', { name: /Kari/ });
    expect(within(row).getByText('Utestengt: for mange feil passord')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Slipp inn nå', hidden: true }));
    expect(rowActions.onLetIn).toHaveBeenCalledWith('u-kari');
  });
});
