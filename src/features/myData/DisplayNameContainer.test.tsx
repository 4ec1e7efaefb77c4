import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { displayNameMachine } from '../../../machines/displayNameMachine';
import type { DisplayNameData } from '../../contracts/displayName';
import type { Lang } from '../../contracts/lang';
import { catalogues } from '../../i18n/catalogues';
import { ApiError } from '../../services/backendApi';
import { DisplayNameContainer } from './MyDataContainer';

const NONE: DisplayNameData = { displayName: null, pseudonym: 'Elev 96XA', updatedAt: null };

function setUp(options: { saveDisplayName?: (token: string, classCode: string, name: string) => Promise<DisplayNameData>; lang?: Lang } = {}) {
  const api = {
    getDisplayName: vi.fn(async (_token: string, _classCode: string) => NONE),
    saveDisplayName: vi.fn(options.saveDisplayName ?? (async (_t: string, _c: string, name: string) => ({ ...NONE, displayName: name.trim() || null, updatedAt: 1 }))),
  };
  const onAuthError = vi.fn();
  const lang = options.lang ?? 'no';
  // The class's machine as «Mine data» runs it, with the pupil's token bound (src/app/system.ts).
  const actor = createActor(
    displayNameMachine.provide({
      actors: {
        fetchName: fromPromise(async ({ input }) => api.getDisplayName('token-1', input.classCode)),
        saveName: fromPromise(async ({ input }) => api.saveDisplayName('token-1', input.classCode, input.displayName)),
      },
      actions: { reportAuthError: () => onAuthError() },
    }),
    { input: { classCode: 'DEMO26' } },
  ).start();
  render(
    <IntlProvider locale={lang === 'no' ? 'nb' : 'nn'} messages={catalogues[lang]}>
      <DisplayNameContainer classCode="DEMO26" showClass={false} actor={actor} />
    </IntlProvider>,
  );
  return { api, onAuthError, user: userEvent.setup() };
}

describe('the display name on «Mine data»', () => {
  it('shows the number the teacher sees, saves a typed name with the pupil’s token and says it was saved', async () => {
    const { api, user } = setUp();
    expect(await screen.findByText('Elev 96XA')).toBeInTheDocument();
    expect(screen.getByText(/Læreren ser deg som:/)).toHaveTextContent('Læreren ser deg som: Elev 96XA');
    expect(api.getDisplayName).toHaveBeenCalledWith('token-1', 'DEMO26');

    const field = screen.getByLabelText('Visningsnavn (valgfritt)');
    expect(field).toHaveAccessibleDescription(/Opptil 30 tegn/);
    await user.type(field, 'Kari');
    await user.click(screen.getByRole('button', { name: 'Lagre navnet' }));

    expect(api.saveDisplayName).toHaveBeenCalledWith('token-1', 'DEMO26', 'Kari');
    expect(await screen.findByRole('status')).toHaveTextContent('Lagret. Læreren ser nå navnet ditt.');
    expect(screen.getByText(/Læreren ser deg som:/)).toHaveTextContent('Læreren ser deg som: Kari (Elev 96XA)');
  });

  it('says what is wrong with a name on the field, without sending it', async () => {
    const { api, user } = setUp();
    const field = await screen.findByLabelText('Visningsnavn (valgfritt)');
    await user.type(field, 'Kari <3');
    await user.click(screen.getByRole('button', { name: 'Lagre navnet' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/Navnet kan bare ha bokstaver, tall, mellomrom, bindestrek og apostrof\./);
    expect(api.saveDisplayName).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal on the field', async () => {
    const refused = setUp({ saveDisplayName: async () => Promise.reject(new ApiError(404, 'txt_error_class_record_missing')) });
    await refused.user.type(await screen.findByLabelText('Visningsnavn (valgfritt)'), 'Kari');
    await refused.user.click(screen.getByRole('button', { name: 'Lagre navnet' }));
    expect(await screen.findByText(/Vi fant ikke svarene dine i denne klassen/)).toBeInTheDocument();
  });

  it('speaks Nynorsk in nn, and says so when the name is cleared', async () => {
    const { user, onAuthError } = setUp({ lang: 'nn' });
    expect(await screen.findByText(/Læraren ser deg som:/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lagre namnet' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Namnet er fjerna. Læraren ser berre nummeret ditt.');
    expect(onAuthError).not.toHaveBeenCalled();
  });
});
