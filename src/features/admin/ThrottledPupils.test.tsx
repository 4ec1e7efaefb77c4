import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { catalogues } from '../../i18n/catalogues';
import { ThrottledPupils } from './ThrottledPupils';

type Progress = ComponentProps<typeof ThrottledPupils>['progress'];
const quiet: Progress = { throttled: [], lettingIn: false, letIn: null, helpErrorKey: null, classAddress: { blocked: false, retryAfterSeconds: 0 }, liftingAddress: false, addressLifted: false };

function renderPart(progress: Partial<Progress>, lang: 'no' | 'nn' = 'no') {
  const send = vi.fn();
  render(
    <IntlProvider locale={lang === 'no' ? 'nb' : 'nn'} messages={catalogues[lang]}>
      <ThrottledPupils progress={{ ...quiet, ...progress }} settingPassword={false} send={send} onNewPassword={vi.fn()} />
    </IntlProvider>,
  );
  return { send };
}

describe("ThrottledPupils and the class's network", () => {
  it('shows nothing while the class can sign in', () => {
    renderPart({});
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('tells the teacher the network is stopped, for how long, and opens it with one button', async () => {
    const { send } = renderPart({ classAddress: { blocked: true, retryAfterSeconds: 702 } });
    expect(screen.getByRole('heading', { name: 'Innlogging fra klassens nettverk er stoppet' })).toBeTruthy();
    expect(screen.getByText(/stoppes i 12 min til/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Åpne for klassen igjen' }));
    expect(send).toHaveBeenCalledExactlyOnceWith({ type: 'address.unblock' });
  });

  it('waits while the block is being lifted, then says the class can sign in', () => {
    renderPart({ classAddress: { blocked: true, retryAfterSeconds: 60 }, liftingAddress: true });
    expect((screen.getByRole('button', { name: 'Åpne for klassen igjen' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says in Nynorsk that the network is open again', () => {
    renderPart({ addressLifted: true }, 'nn');
    expect(screen.getByRole('status').textContent).toBe('Nettverket til klassen er opna igjen. Elevane kan logge inn no.');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
