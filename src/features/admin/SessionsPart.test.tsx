import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { classesView, lastYear, noPupilsProgress, sessionTitles, tenA, tenAProgress, tenB } from '../../../stories/fixtures/admin';
import { catalogues } from '../../i18n/catalogues';
import { SessionsPart } from './SessionsPart';

const no = catalogues.no;
const titles = sessionTitles('no');

function renderSessions(patch: Partial<ComponentProps<typeof SessionsPart>> = {}) {
  const props: ComponentProps<typeof SessionsPart> = { lang: 'no', view: classesView(), chosen: tenA, titles, onRetry: vi.fn(), onToggle: vi.fn(), ...patch };
  render(
    <IntlProvider locale="nb" messages={no}>
      <Router hook={memoryLocation({ path: '/no/admin/okter', static: true }).hook}>
        <SessionsPart {...props} />
      </Router>
    </IntlProvider>,
  );
  return props;
}

const switchFor = (okt: number) => screen.getByRole('switch', { name: `Økt ${okt}: ${titles[okt]}` });

describe('unlocking sessions', () => {
  it('shows sessions 2–5 as switches in their position, saying it in words; session 1 is always open', () => {
    renderSessions();
    const group = screen.getByRole('group', { name: `Øktene for ${tenA.name}` });
    expect(group).toHaveAccessibleDescription(expect.stringContaining('innen omtrent ett minutt'));
    expect(within(group).getAllByRole('switch')).toHaveLength(4);
    expect(switchFor(2)).toBeChecked();
    expect(switchFor(2)).toHaveAccessibleDescription('Åpen for hele klassen');
    expect(switchFor(3)).not.toBeChecked();
    expect(switchFor(3)).toHaveAccessibleDescription('Åpner seg for hver elev når de er ferdige med økt 2');
    expect(group).toHaveTextContent(`Økt 1: ${titles[1]}${no['admin.sessions.alwaysOpen']}`);
    expect(group).not.toHaveTextContent('Stengt');
  });

  it('says how many pupils may open each session now', () => {
    renderSessions({ progress: tenAProgress });
    expect(switchFor(3)).toHaveAccessibleDescription('Åpner seg for hver elev når de er ferdige med økt 2 4 av 24 elever kan åpne den nå');
    expect(switchFor(2)).toHaveAccessibleDescription('Åpen for hele klassen 19 av 24 elever kan åpne den nå');
    expect(screen.getByRole('group')).toHaveTextContent(`${no['admin.sessions.alwaysOpen']}24 av 24 elever kan åpne den nå`);
  });

  it('counts nothing for another class, or a class nobody has joined', () => {
    renderSessions({ chosen: tenB, progress: tenAProgress });
    expect(screen.getByRole('group')).not.toHaveTextContent('kan åpne den nå');
    renderSessions({ chosen: tenB, progress: noPupilsProgress });
    expect(screen.getAllByRole('group')[1]).not.toHaveTextContent('kan åpne den nå');
  });

  it('asks to open a closed session and to close an open one', async () => {
    const props = renderSessions();
    await userEvent.click(switchFor(3));
    expect(props.onToggle).toHaveBeenCalledWith({ classCode: tenA.classCode, oktNumber: 3, enabled: true });
    await userEvent.click(switchFor(2));
    expect(props.onToggle).toHaveBeenLastCalledWith({ classCode: tenA.classCode, oktNumber: 2, enabled: false });
  });

  it('says «Lagrer …» on a switch on its way to the server', () => {
    renderSessions({ view: classesView({ pending: [{ classCode: tenA.classCode, oktNumber: 3, enabled: true }] }), chosen: { ...tenA, sections: { '2': true, '3': true } } });
    expect(switchFor(3)).toBeChecked();
    expect(switchFor(3)).toHaveAccessibleDescription(no['admin.saving']!);
  });

  it('says which session could not be opened, and why', () => {
    renderSessions({ view: classesView({ sectionError: { classCode: tenA.classCode, oktNumber: 3, enabled: true, messageKey: 'txt_error_network' } }) });
    expect(screen.getByRole('alert')).toHaveTextContent(`Vi fikk ikke åpnet økt 3. ${no['error.txt_error_network']}`);
    expect(switchFor(3)).not.toBeChecked();
  });

  it('tells when the pupils see an opened session', () => {
    renderSessions({ view: classesView({ notice: { kind: 'sectionOpened', classCode: tenA.classCode, name: tenA.name, oktNumber: 3 } }) });
    expect(screen.getByRole('status')).toHaveTextContent('Økt 3 er åpnet for 10A. Elevene ser endringen innen omtrent ett minutt.');
  });

  it('lets the teacher choose another class, and see what the pupils see', () => {
    renderSessions();
    const picker = screen.getByRole('navigation', { name: no['admin.picker.label'] });
    expect(within(picker).getByRole('link', { name: tenA.name })).toHaveAttribute('aria-current', 'true');
    expect(within(picker).getByRole('link', { name: tenB.name })).toHaveAttribute('href', `/no/admin/okter?klasse=${tenB.classCode}`);
    expect(within(picker).queryByRole('link', { name: lastYear.name })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: no['admin.sessions.preview'] })).toHaveAttribute('href', '/no/start');
  });

  it('does not switch an archived class', () => {
    renderSessions({ chosen: lastYear });
    for (const okt of [2, 3, 4, 5]) expect(switchFor(okt)).toBeDisabled();
    expect(screen.getByText(no['admin.sessions.archived']!)).toBeInTheDocument();
  });

  it('names the switches by number before the session titles arrive', () => {
    renderSessions({ titles: {} });
    expect(screen.getByRole('switch', { name: 'Økt 3' })).toBeInTheDocument();
  });

  it('sends a teacher whose classes are all archived to the class screen', () => {
    renderSessions({ view: classesView({ classes: [lastYear] }), chosen: null });
    expect(screen.getByText(no['admin.classes.noActive']!)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: no['admin.classes.toClasses'] })).toHaveAttribute('href', '/no/admin/klasser');
  });

  it('sends a teacher without classes to make one', () => {
    renderSessions({ view: classesView({ classes: [] }), chosen: null });
    expect(screen.getByRole('link', { name: no['admin.classes.createFirst'] })).toHaveAttribute('href', '/no/admin/klasser');
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
