import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { tenA } from '../../../stories/fixtures/admin';
import { catalogues } from '../../i18n/catalogues';
import { OKT_FIXTURE } from '../../test/oktFixture';
import { PacePanel } from './PacePanel';

function renderPanel(patch: Partial<ComponentProps<typeof PacePanel>> = {}, lang: 'no' | 'nn' = 'no') {
  const props: ComponentProps<typeof PacePanel> = {
    chosen: { ...tenA, sections: { '2': true, '3': false, '4': false, '5': false } },
    content: OKT_FIXTURE,
    view: { pace: { hold: null, sendTo: null }, last: null, saving: false, failed: false, errorKey: null },
    send: vi.fn(),
    ...patch,
  };
  render(
    <IntlProvider locale={lang === 'no' ? 'nb' : 'nn'} messages={catalogues[lang]}>
      <PacePanel {...props} />
    </IntlProvider>,
  );
  return props;
}

describe("the teacher's hold over the class's pace", () => {
  it('offers to hold the class at, or send it to, each activity of each open session only', async () => {
    const props = renderPanel();
    expect(screen.getByRole('status')).toHaveTextContent('Klassen holdes ikke igjen');
    expect(screen.getByRole('heading', { name: 'Økt 2: Økt 2' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Økt 3: Økt 3' })).not.toBeInTheDocument();
    const holds = screen.getAllByRole('button', { name: 'Hold klassen her' });
    expect(holds).toHaveLength(4 + 5);
    expect(holds[5]).toHaveAccessibleDescription('2B Aktivitet O2B');
    await userEvent.click(holds[5]!);
    expect(props.send).toHaveBeenCalledWith({ type: 'pace.set', action: { action: 'hold', okt: 2, activity: 'O2B' } });
    await userEvent.click(screen.getAllByRole('button', { name: 'Send alle hit' })[1]!);
    expect(props.send).toHaveBeenLastCalledWith({ type: 'pace.set', action: { action: 'send', okt: 1, activity: 'O1C' } });
  });

  it('says plainly where the class waits, and lets it go there', async () => {
    const props = renderPanel({ view: { pace: { hold: { okt: 2, activity: 'O2B' }, sendTo: null }, last: null, saving: false, failed: false, errorKey: null } });
    expect(screen.getByRole('status')).toHaveTextContent('Klassen venter ved 2B Aktivitet O2B.');
    const release = screen.getByRole('button', { name: 'Slipp klassen' });
    expect(release).toHaveAccessibleDescription('2B Aktivitet O2B');
    await userEvent.click(release);
    expect(props.send).toHaveBeenCalledWith({ type: 'pace.set', action: { action: 'release' } });
  });

  it('says it in Nynorsk', () => {
    renderPanel({ view: { pace: { hold: { okt: 2, activity: 'O2B' }, sendTo: null }, last: null, saving: false, failed: false, errorKey: null } }, 'nn');
    expect(screen.getByRole('status')).toHaveTextContent('Klassen ventar ved 2B Aktivitet O2B.');
    expect(screen.getByRole('button', { name: 'Slepp klassen' })).toBeInTheDocument();
  });

  it('tells the teacher where «send alle hit» sent the class, and a refusal in words', () => {
    renderPanel({
      view: { pace: { hold: null, sendTo: { okt: 1, activity: 'O1C', at: 1 } }, last: { action: 'send', okt: 1, activity: 'O1C' }, saving: false, failed: false, errorKey: 'txt_error_invalid_activity' },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Alle åpne elevsider går til 1C Aktivitet O1C.');
    expect(screen.getByRole('alert')).toHaveTextContent(catalogues.no['error.txt_error_invalid_activity']!);
  });
});
