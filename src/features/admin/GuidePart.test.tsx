import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import guideNo from '../../../content/no/veiledning.json';
import type { GuideView } from '../../../machines/guideMachine';
import { GuideSchema } from '../../contracts/guide';
import { catalogues } from '../../i18n/catalogues';
import { GuidePart } from './GuidePart';

const guide = GuideSchema.parse(guideNo);
const titles = { 1: 'Utdanning og jobb', 2: 'Budsjett', 3: 'Kredittkjøp', 4: 'Hva har du lært?', 5: 'Forsikring' };

function renderGuide(view: Partial<GuideView> = {}) {
  const props: ComponentProps<typeof GuidePart> = {
    lang: 'no',
    view: { status: 'ready', lang: 'no', shown: 2, guide, errorKey: null, ...view },
    titles,
    activityTitles: { O2A: 'Hva er et budsjett?' },
    send: vi.fn(),
  };
  render(
    <IntlProvider locale="nb" messages={catalogues.no}>
      <Router hook={memoryLocation({ path: '/no/admin/veiledning', static: true }).hook}>
        <GuidePart {...props} />
      </Router>
    </IntlProvider>,
  );
  return props;
}

describe('the teacher guide', () => {
  it('shows the chosen session alone, its tab marked, with its aims quoted and linked to udir.no', () => {
    renderGuide();
    expect(screen.getByRole('link', { name: 'Økt 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Alle økter' })).toHaveAttribute('href', '/no/admin/veiledning?okt=alle');
    const session = screen.getByRole('region', { name: 'Økt 2: Budsjett' });
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(within(session).getByRole('link', { name: 'Samfunnsfag, etter 10. trinn (SAF01-04), udir.no' })).toHaveAttribute('href', 'https://www.udir.no/lk20/saf01-04?lang=nob');
    const key = within(session).getByRole('table', { name: 'Fasit' });
    expect(within(key).getByRole('rowheader', { name: /O2A Hva er et budsjett\?/ })).toHaveTextContent('Spørsmål: «Du får en regning for strøm');
  });

  it('shows all five sessions on «Alle økter» and offers to print them', async () => {
    const props = renderGuide({ shown: 'alle' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(Object.entries(titles).map(([n, title]) => `Økt ${n}: ${title}`));
    await userEvent.click(screen.getByRole('button', { name: 'Skriv ut alle fem øktene' }));
    expect(props.send).toHaveBeenCalledExactlyOnceWith({ type: 'guide.print' });
  });

  it('says when the guide could not be fetched, with a way to try again', async () => {
    const props = renderGuide({ status: 'failed', guide: null, errorKey: 'txt_error_default' });
    expect(screen.getByRole('alert')).toHaveTextContent('Vi fikk ikke hentet lærerveiledningen.');
    expect(screen.queryByRole('button', { name: /Skriv ut/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(props.send).toHaveBeenCalledExactlyOnceWith({ type: 'guide.retry' });
  });
});
