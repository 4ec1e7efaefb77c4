import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { noRowActions, pupilRowView, tenAProgress } from '../../../stories/fixtures/admin';
import { okter } from '../../../stories/fixtures/okt';
import { catalogues } from '../../i18n/catalogues';
import * as classView from './classView';
import { PupilTable } from './PupilTable';

// Each row works out its sessions once per drawing: counting the calls counts the rows drawn.
vi.mock('./classView', async (original) => {
  const actual = await original<typeof import('./classView')>();
  return { ...actual, summarisePupil: vi.fn(actual.summarisePupil) };
});

const ROWS = pupilRowView();
const table = (pupils: typeof tenAProgress.perPupil) => (
  <IntlProvider locale="nb" messages={catalogues.no}>
    <PupilTable pupils={pupils} content={okter.no} countedAt={tenAProgress.countedAt} throttled={[]} lettingIn={false} rows={ROWS} actions={noRowActions} />
  </IntlProvider>
);

describe('PupilTable between counts', () => {
  it('draws again only the rows whose pupil changed', () => {
    const pupils = tenAProgress.perPupil;
    expect(pupils.length).toBeGreaterThan(1);
    const drawn = vi.mocked(classView.summarisePupil);
    const view = render(table(pupils));
    expect(drawn).toHaveBeenCalledTimes(pupils.length);

    drawn.mockClear();
    // The next count: the same rows kept (src/domain/progressSharing.ts), one pupil further on.
    const moved = { ...pupils[0]!, lastUpdated: pupils[0]!.lastUpdated + 60_000 };
    view.rerender(table([moved, ...pupils.slice(1)]));
    expect(drawn).toHaveBeenCalledTimes(1);
    expect(drawn).toHaveBeenCalledWith(okter.no, moved);
    expect(screen.getAllByRole('row')).toHaveLength(pupils.length + 1);
  });
});

describe('PupilTable row help', () => {
  const rowTable = (rows: ReturnType<typeof pupilRowView>) => (
    <IntlProvider locale="nb" messages={catalogues.no}>
      <PupilTable pupils={tenAProgress.perPupil} content={okter.no} countedAt={tenAProgress.countedAt} throttled={[]} lettingIn={false} rows={rows} actions={noRowActions} />
    </IntlProvider>
  );

  it('keeps the help open after a name is saved, saying so beside the field', () => {
    const pupil = tenAProgress.perPupil[0]!;
    const view = render(rowTable(pupilRowView({ busy: 'renaming', pupilId: pupil.pupilId })));
    const help = () => within(screen.getAllByRole('row')[1]!).getByText(/^Hjelp /, { selector: 'summary' }).closest('details')!;
    expect(help().open).toBe(true);
    view.rerender(rowTable(pupilRowView({ result: { pupilId: pupil.pupilId, kind: 'renamed' } })));
    expect(help().open).toBe(true);
    expect(screen.getByText('Navnet er lagret.')).toBeVisible();
  });
});
