import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { classesView, noPupilsProgress, progressView, removalView, sessionTitles, temporaryView, tenA, tenB, throttledPupils } from '../../../stories/fixtures/admin';
import { catalogues } from '../../i18n/catalogues';
import { ProgressPart } from './ProgressPart';

const no = catalogues.no;
const titles = sessionTitles('no');

function renderProgress(patch: Partial<ComponentProps<typeof ProgressPart>> = {}) {
  const props: ComponentProps<typeof ProgressPart> = {
    lang: 'no',
    view: classesView(),
    chosen: tenA,
    progress: progressView(),
    help: temporaryView(),
    removal: removalView(),
    onRemovePupil: vi.fn(),
    titles,
    onRetry: vi.fn(),
    onRefresh: vi.fn(),
    onRetryProgress: vi.fn(),
    onLetIn: vi.fn(),
    onSetTemporary: vi.fn(),
    onDismissTemporary: vi.fn(),
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

  it('lists the pupils by pseudonym with the sessions they completed, never their answers', () => {
    renderProgress();
    const table = screen.getByRole('table', { name: no['admin.pupils.caption'] });
    expect(screen.getByRole('region', { name: no['admin.pupils.caption'] })).toHaveAttribute('tabindex', '0');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [within(row).getByRole('rowheader').textContent, within(row).getAllByRole('cell')[0]!.textContent])).toEqual([
      ['Blå rev', 'Økt 1 og 2'],
      ['Rask oter', 'Økt 1'],
      ['Stille elg', no['admin.pupils.none']],
    ]);
  });

  it('counts again on «Oppdater», saying when it last counted', async () => {
    const props = renderProgress();
    expect(screen.getByRole('status')).toHaveTextContent(/^Sist oppdatert klokka \d\d[:.]\d\d\.$/);
    await userEvent.click(screen.getByRole('button', { name: no['admin.progress.refresh'] }));
    expect(props.onRefresh).toHaveBeenCalledOnce();
  });

  it('keeps the old figures while counting again', () => {
    renderProgress({ progress: progressView({ status: 'loading' }) });
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
    expect(props.onRetryProgress).toHaveBeenCalledOnce();
  });

  it('lists the pupils whose sign-in waits, and lets one in with a button named by their address (issue 16)', async () => {
    const props = renderProgress({ progress: progressView({ throttled: throttledPupils }) });
    const list = screen.getByRole('list', { name: no['admin.throttled.caption'] });
    const ola = within(list).getAllByRole('listitem')[0]!;
    expect(ola).toHaveTextContent('ola.nordmann@skole.no');
    expect(ola).toHaveTextContent('7 feil forsøk – kan prøve igjen om 4 minutter.');
    await userEvent.click(screen.getByRole('button', { name: 'Slipp inn ola.nordmann@skole.no' }));
    expect(props.onLetIn).toHaveBeenCalledWith('u-ola');
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

describe('a temporary password for a pupil (issue 16)', () => {
  it('sends the e-mail address typed, and shows the password once with a way to put it away', async () => {
    const user = userEvent.setup();
    const props = renderProgress();
    await user.type(screen.getByLabelText('Elevens e-postadresse'), 'ola@skole.no');
    await user.click(screen.getByRole('button', { name: 'Lag midlertidig passord' }));
    expect(props.onSetTemporary).toHaveBeenCalledWith('ola@skole.no');
  });

  it('shows the password set, and «Ferdig» puts it away', async () => {
    const user = userEvent.setup();
    const props = renderProgress({ help: temporaryView({ temporary: { email: 'ola@skole.no', password: 'abcd-efgh-jkmn' } }) });
    const status = screen.getByRole('region', { name: 'Har en elev glemt passordet?' });
    expect(status).toHaveTextContent('Midlertidig passord for ola@skole.no:');
    expect(status).toHaveTextContent('abcd-efgh-jkmn');
    expect(screen.queryByLabelText('Elevens e-postadresse')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ferdig' }));
    expect(props.onDismissTemporary).toHaveBeenCalled();
  });

  it('puts a refusal on the field, keeping what was typed', () => {
    renderProgress({ help: temporaryView({ errorKey: 'txt_error_pupil_not_found' }) });
    const field = screen.getByLabelText('Elevens e-postadresse');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Fant ikke eleven i denne klassen.');
  });

  it('offers a new password beside «Slipp inn» for a pupil who waits', async () => {
    const user = userEvent.setup();
    const props = renderProgress({ progress: progressView({ throttled: throttledPupils }) });
    await user.click(screen.getByRole('button', { name: `Lag midlertidig passord for ${throttledPupils[0]!.email}` }));
    expect(props.onSetTemporary).toHaveBeenCalledWith(throttledPupils[0]!.email);
  });

  it('takes a pupil out by address, and says who went (issue 17)', async () => {
    const user = userEvent.setup();
    const props = renderProgress();
    await user.type(screen.getByLabelText('Elevens e-postadresse for å ta eleven ut av klassen'), 'ola@skole.no');
    await user.click(screen.getByRole('button', { name: 'Ta eleven ut av klassen' }));
    expect(props.onRemovePupil).toHaveBeenCalledWith('ola@skole.no');
  });
});

