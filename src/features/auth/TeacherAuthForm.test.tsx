import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { fylker, loginView, resetView } from '../../../stories/fixtures/auth';
import type { TeacherForm } from '../../../machines/authMachine';
import { catalogues } from '../../i18n/catalogues';
import type { ResetView } from '../../screens/AuthScreen';
import { TeacherAuthForm } from './TeacherAuthForm';

function renderForm(form: TeacherForm, lang: 'no' | 'nn' = 'no', reset: ResetView = resetView()) {
  const handlers = { onShow: vi.fn(), onLogin: vi.fn(), onRegister: vi.fn(), onResetRequest: vi.fn() };
  render(
    <IntlProvider locale={lang === 'no' ? 'nb' : 'nn'} messages={catalogues[lang]}>
      <TeacherAuthForm lang={lang} form={form} view={loginView()} reset={reset} fylker={fylker} {...handlers} />
    </IntlProvider>,
  );
  return handlers;
}

describe('the teacher page’s three forms', () => {
  it('signs in under its own heading, with links to the two other tasks', async () => {
    const { onLogin, onShow } = renderForm('login');
    expect(screen.getByRole('heading', { level: 2, name: 'Logg inn som lærer' })).toBeTruthy();
    expect(screen.queryByLabelText('Fylke')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    await userEvent.type(screen.getByLabelText('E-post'), 'laerer@skole.no');
    await userEvent.type(screen.getByLabelText('Passord'), 'et-langt-passord');
    await userEvent.click(screen.getByRole('button', { name: 'Logg inn' }));
    expect(onLogin).toHaveBeenCalledWith({ email: 'laerer@skole.no', password: 'et-langt-passord' });
    await userEvent.click(screen.getByRole('button', { name: 'Ny lærer? Registrer deg' }));
    expect(onShow).toHaveBeenCalledWith('register');
    await userEvent.click(screen.getByRole('button', { name: 'Glemt passordet?' }));
    expect(onShow).toHaveBeenCalledWith('reset');
  });

  it('registers with one e-mail address, which is also the county e-mail, and a county', async () => {
    const { onRegister } = renderForm('register');
    expect(screen.getByRole('heading', { level: 2, name: 'Registrer deg som lærer' })).toBeTruthy();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    await userEvent.type(screen.getByLabelText('E-post'), 'ny@vlfk.no');
    await userEvent.type(screen.getByLabelText('Passord'), 'gode-lange-ord');
    await userEvent.selectOptions(screen.getByLabelText('Fylke'), 'Vestland');
    await userEvent.click(screen.getByRole('button', { name: 'Registrer deg' }));
    const vestland = fylker.find((f) => f.name === 'Vestland')!;
    expect(onRegister).toHaveBeenCalledWith({ email: 'ny@vlfk.no', password: 'gode-lange-ord', fylkeId: vestland.id, fylkeEmail: 'ny@vlfk.no', isNewTeacher: true });
  });

  it('asks for a new password in Nynorsk, and says the link is sent', async () => {
    const { onResetRequest, onShow } = renderForm('reset', 'nn');
    expect(screen.getByRole('heading', { level: 2, name: 'Gløymt passordet?' })).toBeTruthy();
    expect(screen.queryByLabelText('Passord')).toBeNull();
    await userEvent.type(screen.getByLabelText('E-post'), 'laerar@skule.no');
    await userEvent.click(screen.getByRole('button', { name: 'Send lenkje' }));
    expect(onResetRequest).toHaveBeenCalledWith('laerar@skule.no');
    await userEvent.click(screen.getByRole('button', { name: 'Har du konto? Logg inn' }));
    expect(onShow).toHaveBeenCalledWith('login');
  });

  it('moves the focus to the new form’s heading when the task changes, as the link used is gone', () => {
    const props = { lang: 'no' as const, view: loginView(), reset: resetView(), fylker, onShow: vi.fn(), onLogin: vi.fn(), onRegister: vi.fn(), onResetRequest: vi.fn() };
    const { rerender } = render(
      <IntlProvider locale="nb" messages={catalogues.no}>
        <TeacherAuthForm {...props} form="login" />
      </IntlProvider>,
    );
    expect(document.activeElement).toBe(document.body);
    rerender(
      <IntlProvider locale="nb" messages={catalogues.no}>
        <TeacherAuthForm {...props} form="register" />
      </IntlProvider>,
    );
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Registrer deg som lærer' }));
  });

  it('shows the «link sent» status instead of the form once the request went through', () => {
    renderForm('reset', 'no', resetView({ step: 'sent' }));
    expect(screen.getByRole('status').textContent).toContain('har vi sendt en lenke');
    expect(screen.queryByRole('button', { name: 'Send lenke' })).toBeNull();
  });
});
