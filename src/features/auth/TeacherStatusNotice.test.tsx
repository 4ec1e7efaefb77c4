import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { teacherStatusView } from '../../../stories/fixtures/auth';
import { catalogues } from '../../i18n/catalogues';
import { TeacherStatusNotice } from './TeacherStatusNotice';
import type { TeacherStatusView } from './TeacherStatusNotice';

function renderNotice(view: TeacherStatusView, lang: 'no' | 'nn' = 'no') {
  const onResend = vi.fn();
  render(
    <IntlProvider locale={lang === 'no' ? 'nb' : 'nn'} messages={catalogues[lang]}>
      <Router hook={memoryLocation({ path: `/${lang}/veiledere`, static: true }).hook}>
        <TeacherStatusNotice lang={lang} view={view} onResend={onResend} />
      </Router>
    </IntlProvider>,
  );
  return { onResend };
}

describe('the teacher status notice', () => {
  it('asks an unconfirmed teacher to confirm the address and sends the link again on request', async () => {
    const { onResend } = renderNotice(teacherStatusView());
    expect(screen.getByRole('heading', { name: 'Bekreft e-postadressen din' })).toBeTruthy();
    expect(screen.getByText('ny.laerer@skole.no')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send lenken på nytt' }));
    expect(onResend).toHaveBeenCalledOnce();
  });

  it('says so in Nynorsk too', () => {
    renderNotice(teacherStatusView(), 'nn');
    expect(screen.getByRole('heading', { name: 'Stadfest e-postadressa di' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send lenkja på nytt' })).toBeTruthy();
  });

  it('tells a teacher waiting for approval, and a refused one, without a resend button', () => {
    renderNotice(teacherStatusView({ status: 'pending' }));
    expect(screen.getByRole('heading', { name: 'Venter på godkjenning' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a refused teacher why no class can be made', () => {
    renderNotice(teacherStatusView({ status: 'refused' }));
    expect(screen.getByRole('heading', { name: 'Lærerkontoen er ikke godkjent' })).toBeTruthy();
  });

  it('shows a signed-in active teacher the way to the classes instead of an empty panel', () => {
    renderNotice(teacherStatusView({ status: 'active' }));
    expect(screen.getByRole('heading', { name: 'Du er logget inn' })).toBeTruthy();
    expect(screen.getByText('ny.laerer@skole.no')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Gå til lærersidene' }).getAttribute('href')).toBe('/no/admin/klasser');
  });

  it('shows the way in Nynorsk too', () => {
    renderNotice(teacherStatusView({ status: 'active' }), 'nn');
    expect(screen.getByRole('heading', { name: 'Du er logga inn' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Gå til lærarsidene' }).getAttribute('href')).toBe('/nn/admin/klasser');
  });

  it('says nothing of an account while nobody is signed in', () => {
    renderNotice(teacherStatusView({ status: null, signedIn: false, email: null }));
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('reports a used or expired link as an alert', () => {
    renderNotice(teacherStatusView({ status: null, signedIn: false, link: 'invalid', errorKey: 'txt_error_confirm_link_invalid' }));
    expect(screen.getByRole('alert').textContent).toContain('Lenken virker ikke lenger');
  });

  it('confirms a link and points a signed-in teacher to the classes', () => {
    renderNotice(teacherStatusView({ status: 'active', link: 'confirmed' }));
    expect(screen.getByRole('status').textContent).toContain('E-postadressen din er bekreftet');
    expect(screen.getByRole('link', { name: 'Gå til lærersidene' }).getAttribute('href')).toBe('/no/admin/klasser');
  });
});
