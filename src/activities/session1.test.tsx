import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Industry, Job } from '../contracts/curriculum';
import type { Activity } from '../contracts/okt';
import { noObjects, renderActivity } from '../test/renderActivity';
import { RULES_2026 } from '../test/taxRules2026';
import { IndustryActivity } from './industry/IndustryActivity';
import { JobActivity } from './job/JobActivity';
import { NetPayActivity } from './netPay/NetPayActivity';
import { componentOf } from '../test/componentOf';

const industries: Industry[] = [
  { id: 'helse', title: 'Helse og omsorg', description: 'Du tar vare på mennesker som trenger hjelp.', interests: ['trygg-jobb', 'hjelpe-andre'] },
  { id: 'bygg', title: 'Bygg og anlegg', description: 'Du bygger hus, veier og bruer.', interests: ['trygg-jobb', 'jobbe-ute'] },
  { id: 'it', title: 'IT og data', description: 'Du lager apper og dataprogrammer.', interests: ['hoy-lonn', 'kreativ'] },
];
const source = { name: 'SSB, Lønn', url: 'https://www.ssb.no/arbeid-og-lonn/lonn-og-arbeidskraftkostnader/statistikk/lonn', year: 2024 };
const jobs: Job[] = [
  { id: 'helsefagarbeider', industryId: 'helse', title: 'Helsefagarbeider', description: 'Du hjelper pasienter i hverdagen.', educationPath: 'yrkesfag', education: 'Vg1, Vg2 og to år som lærling', yearsOfStudy: 4, grossYearlySalary: 520_000, salaryBasis: 'Minstelønn etter tariffen, anslått for 2025', source },
  { id: 'sykepleier', industryId: 'helse', title: 'Sykepleier', description: 'Du har ansvar for pleie og medisiner.', educationPath: 'studieforberedende', education: 'Vg1–Vg3 og bachelor i sykepleie', yearsOfStudy: 6, grossYearlySalary: 640_200, salaryBasis: 'Typisk lønn for en 25–30-åring, anslått fra SSB, 2025', source },
];
const tax = RULES_2026;
const activity = (code: string, prompt: string): Activity => ({ activity_code: code, title: code, component: componentOf(code), next_activity: false, prompt });

describe('O1C industry', () => {
  const o1c = activity('O1C', 'Hvilken bransje?');
  const shownOrder = () => screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value);

  it('offers the industries and stores the chosen one’s id', async () => {
    const { props } = renderActivity(IndustryActivity, { activity: o1c, data: { kind: 'industries', industries } });
    const group = screen.getByRole('group', { name: 'Hvilken bransje?' });
    await userEvent.click(within(group).getByRole('radio', { name: /Bygg og anlegg/ }));
    expect(props.onChange).toHaveBeenCalledWith('bygg');
  });

  it('shows the industries that suit the O1A answer first, each tagged, under a line naming the interests they suit', () => {
    renderActivity(IndustryActivity, { activity: o1c, responses: { O1A: ['hoy-lonn', 'jobbe-ute', 'reise'] }, data: { kind: 'industries', industries } });
    expect(shownOrder()).toEqual(['bygg', 'it', 'helse']);
    expect(screen.getByText('Du valgte «Høy lønn» og «Å jobbe ute». Bransjene som passer med det, står øverst.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Bygg og anlegg/ })).toHaveAccessibleName(/Passer med det du valgte/);
    expect(screen.getByRole('radio', { name: /IT og data/ })).toHaveAccessibleName(/Passer med det du valgte/);
    expect(screen.getByRole('radio', { name: /Helse og omsorg/ })).not.toHaveAccessibleName(/Passer med det du valgte/);
  });

  it('keeps the content order without tags or a line when no interest is chosen', () => {
    renderActivity(IndustryActivity, { activity: o1c, responses: { O1A: '' }, data: { kind: 'industries', industries } });
    expect(shownOrder()).toEqual(['helse', 'bygg', 'it']);
    expect(screen.queryByText(/Passer med det du valgte/)).not.toBeInTheDocument();
    expect(screen.queryByText(/står øverst/)).not.toBeInTheDocument();
  });

  it('says it in Nynorsk', () => {
    renderActivity(IndustryActivity, { activity: o1c, responses: { O1A: ['hjelpe-andre'] }, data: { kind: 'industries', industries } }, 'nn');
    expect(shownOrder()).toEqual(['helse', 'bygg', 'it']);
    expect(screen.getByText('Du valde «Å hjelpe andre». Bransjane som passar med det, står øvst.')).toBeInTheDocument();
    expect(screen.getByText('Passar med det du valde')).toBeInTheDocument();
  });

  it('says so and offers a retry when the industries cannot be loaded', async () => {
    const { props } = renderActivity(IndustryActivity, { activity: activity('O1C', 'Hvilken bransje?'), dataFailed: true });
    await userEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(props.onRetry).toHaveBeenCalled();
  });
});

describe('O1D job', () => {
  it('shows the job chosen on another device as chosen', () => {
    renderActivity(JobActivity, { activity: activity('O1D', 'Velg jobben'), responses: { O1C: 'helse' }, value: 'sykepleier', data: { kind: 'jobs', jobs } });
    expect(screen.getByRole('radio', { name: /Sykepleier/ })).toBeChecked();
  });

  it('asks for an industry first', () => {
    renderActivity(JobActivity, { activity: activity('O1D', 'Velg jobben'), responses: {} });
    expect(screen.getByRole('link', { name: 'Gå til bransjevalget' })).toHaveAttribute('href', '/no/okt/1/O1C');
  });

  it('shows each job’s education, pay a month and a year with what the figure is and its source, and stores the id and the job', async () => {
    const { props } = renderActivity(JobActivity, { activity: activity('O1D', 'Velg jobben'), responses: { O1C: 'helse' }, data: { kind: 'jobs', jobs } });
    const nurse = screen.getByRole('radio', { name: /Sykepleier/ });
    // Testing Library folds no-break spaces when matching; the exact characters are checked on textContent.
    expect(screen.getByText('kr 53 350 i måneden · kr 640 200 i året (før skatt)').textContent).toBe('kr\u00A053\u00A0350 i måneden · kr\u00A0640\u00A0200 i året (før skatt)');
    // 520 000 / 12 = 43 333,33…: whole kroner.
    expect(screen.getByText('kr 43 333 i måneden · kr 520 000 i året (før skatt)')).toBeInTheDocument();
    expect(nurse).toHaveAccessibleName(/Typisk lønn for en 25–30-åring, anslått fra SSB, 2025/);
    expect(screen.getByText('Minstelønn etter tariffen, anslått for 2025')).toBeInTheDocument();
    expect(screen.getAllByText('Kilde: SSB, Lønn, 2024')).toHaveLength(2);
    expect(screen.getByText(/Studieforberedende/)).toBeInTheDocument();
    await userEvent.click(nurse);
    expect(props.onChange).toHaveBeenCalledWith('sykepleier');
  });
});

describe('O1E net pay', () => {
  it('asks for a job first', () => {
    renderActivity(NetPayActivity, { activity: activity('O1E', 'Hvor mye?'), data: { kind: 'tax', tax } });
    expect(screen.getByRole('link', { name: 'Gå til jobbvalget' })).toHaveAttribute('href', '/no/okt/1/O1D');
  });

  it('shows gross, each tax part and net pay, with rows that add up', () => {
    renderActivity(NetPayActivity, { activity: activity('O1E', 'Hvor mye?'), objects: { ...noObjects, job: jobs[0]! }, data: { kind: 'tax', tax } });
    const table = screen.getByRole('table', { name: /Helsefagarbeider/ });
    const cell = (name: RegExp) => within(table).getByRole('row', { name }).querySelector('td')!.textContent;
    // 520 000 kr (hand-worked in src/domain/tax.test.ts): 68 147 + 39 520 + 9 636 = 117 303.
    expect(cell(/brutto/)).toBe('kr\u00A0520\u00A0000');
    expect(cell(/alminnelig inntekt/)).toBe('− kr\u00A068\u00A0147');
    expect(cell(/Trygdeavgift/)).toBe('− kr\u00A039\u00A0520');
    expect(cell(/Trinnskatt/)).toBe('− kr\u00A09\u00A0636');
    expect(cell(/Skatt i alt/)).toBe('kr\u00A0117\u00A0303');
    expect(cell(/netto/)).toBe('kr\u00A0402\u00A0697');
  });

  it('checks the pupil’s answer on the monthly pay and explains it', async () => {
    const { props } = renderActivity(NetPayActivity, { activity: activity('O1E', 'Hvor mye får du?'), objects: { ...noObjects, job: jobs[0]! }, data: { kind: 'tax', tax } });
    const group = screen.getByRole('group', { name: 'Hvor mye får du?' });
    // 402 697 / 12 = 33 558 → rounded to 33 600 in the choices; 520 000 / 12 ≈ 43 300 is the trap.
    await userEvent.click(within(group).getByRole('radio', { name: 'kr\u00A043\u00A0300 i måneden' }));
    expect(props.onChange).toHaveBeenCalledWith({ choice: 'gross', correct: false });
    await userEvent.click(within(group).getByRole('radio', { name: 'kr\u00A033\u00A0600 i måneden' }));
    expect(props.onChange).toHaveBeenLastCalledWith({ choice: 'net', correct: true });
  });

  it('gives feedback once answered', () => {
    renderActivity(NetPayActivity, { activity: activity('O1E', 'Hvor mye?'), objects: { ...noObjects, job: jobs[0]! }, data: { kind: 'tax', tax }, value: { choice: 'gross', correct: false } });
    expect(screen.getByRole('status')).toHaveTextContent('Det er lønna før skatt delt på tolv.');
  });
});
