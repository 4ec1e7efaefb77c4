import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SummaryContent } from '../../machines/contentPageMachine';
import type { CreditItem, CreditTerms, PocketExpense } from '../contracts/credit';
import type { UnexpectedExpense } from '../contracts/budget';
import type { Job } from '../contracts/curriculum';
import type { InsuranceProduct, InsuranceScenario, Session5Content } from '../contracts/insurance';
import type { Activity } from '../contracts/okt';
import type { Quiz } from '../contracts/quiz';
import { isCompleteResponse } from '../domain/responseChecks';
import { noObjects, renderActivity } from '../test/renderActivity';
import { RULES_2026 } from '../test/taxRules2026';
import { InsuranceScenarioActivity } from './insuranceScenario/InsuranceScenarioActivity';
import { InsurancesActivity } from './insurances/InsurancesActivity';
import { InterestsActivity } from './interests/InterestsActivity';
import { QuizActivity } from './quiz/QuizActivity';
import { ACTIVITY_COMPONENTS } from './registry';
import { SummaryActivity } from './summary/SummaryActivity';
import type { StoryObjects } from '../domain/story';
import { componentOf } from '../test/componentOf';

const source = { name: 'Finans Norge', url: 'https://www.finansnorge.no/', year: 2025 };
const activity = (code: string, prompt: string): Activity => ({ activity_code: code, title: `Aktivitet ${code}`, component: componentOf(code), next_activity: false, prompt });
/** Testing Library folds no-break spaces when matching; the exact characters are compared on textContent. */
const kr = (digits: string) => `kr\u00A0${digits.replace(/ /g, '\u00A0')}`;

describe('the session 4 and 5 registry', () => {
  it('names what each component needs', () => {
    expect(ACTIVITY_COMPONENTS.interests!.needs).toBeUndefined();
    expect(ACTIVITY_COMPONENTS.quiz!.needs!('nn', {})).toEqual({ kind: 'quiz', lang: 'nn' });
    expect(ACTIVITY_COMPONENTS['insurance-scenario']!.needs!('no', {})).toEqual({ kind: 'insurance', lang: 'no' });
    expect(ACTIVITY_COMPONENTS.summary!.needs!('no', {})).toEqual({ kind: 'summary', lang: 'no' });
  });
});

describe('O1A interests', () => {
  const o1a = activity('O1A', 'Hva er viktig for deg i en jobb?');

  it('stores the ticked ids in the order of the options, and is complete with one', async () => {
    const { props } = renderActivity(InterestsActivity, { activity: o1a, value: '' });
    const group = screen.getByRole('group', { name: 'Hva er viktig for deg i en jobb?' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(8);
    expect(screen.getByRole('status')).toHaveTextContent('Du har ikke valgt noe ennå.');
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Å reise i jobben' }));
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Høy lønn' }));
    expect(props.onChange).toHaveBeenLastCalledWith(['hoy-lonn', 'reise']);
    expect(isCompleteResponse('interests', ['hoy-lonn', 'reise'])).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('Du har valgt 2 av 8.');
  });

  it('lets a finished answer be changed, down to none, which asks for one again', async () => {
    const { props } = renderActivity(InterestsActivity, { activity: o1a, value: ['kreativ'] });
    expect(screen.getByRole('checkbox', { name: /kreativ/ })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Å hjelpe andre' }));
    expect(props.onChange).toHaveBeenLastCalledWith(['kreativ', 'hjelpe-andre']);
    await userEvent.click(screen.getByRole('checkbox', { name: /kreativ/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Å hjelpe andre' }));
    expect(props.onChange).toHaveBeenLastCalledWith([]);
    expect(isCompleteResponse('interests', [])).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent('Velg minst én for å gå videre.');
  });

  it('ignores stored ids that are no longer options', () => {
    renderActivity(InterestsActivity, { activity: o1a, value: ['gammel-id', 'jobbe-ute'] });
    expect(screen.getAllByRole('checkbox', { checked: true }).map((c) => c.getAttribute('value'))).toEqual(['jobbe-ute']);
  });
});

const quiz: Quiz = {
  questions: [
    {
      id: 'rente',
      topic: 'rente',
      text: 'Hva er rente?',
      options: [
        { id: 'gebyr', text: 'Et gebyr for å åpne en konto', correct: false, explanation: 'Et gebyr er noe annet enn rente.' },
        { id: 'pris', text: 'Prisen for å låne penger', correct: true, explanation: 'Rente er det du betaler for å låne.' },
      ],
    },
    {
      id: 'kreditt',
      topic: 'kreditt',
      text: 'Hva betaler du til sammen når du kjøper noe på kreditt?',
      options: [
        { id: 'prisen', text: 'Akkurat prisen', correct: false, explanation: 'Renter og gebyrer kommer i tillegg til prisen.' },
        { id: 'mer', text: 'Mer enn prisen', correct: true, explanation: 'Du betaler prisen og i tillegg renter og gebyrer.' },
      ],
    },
    {
      id: 'budsjett',
      topic: 'budsjett',
      text: 'Hva er et budsjett?',
      options: [
        { id: 'lan', text: 'Et lån fra banken', correct: false, explanation: 'Et lån er ikke et budsjett.' },
        { id: 'plan', text: 'En plan for pengene dine', correct: true, explanation: 'Et budsjett viser inntekter og utgifter.' },
      ],
    },
  ],
};
const feedbackOf = (question: HTMLElement) => question.parentElement!.querySelector('[aria-live="polite"]')!;
/** The quiz shows one question at a time; its numbered step brings question n (from 1) up. */
const showQuestion = (n: number) => userEvent.click(screen.getByRole('button', { name: new RegExp(`^Spørsmål ${n},`) }));

describe('O4A quiz', () => {
  const o4a = activity('O4A', 'Test deg selv');

  it('waits for the questions, and offers a retry when they cannot be loaded', async () => {
    renderActivity(QuizActivity, { activity: o4a });
    expect(screen.getByRole('status')).toHaveTextContent('Laster');
    const failed = renderActivity(QuizActivity, { activity: o4a, dataFailed: true });
    await userEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(failed.props.onRetry).toHaveBeenCalled();
  });

  it('gives a right answer its verdict and explanation, and counts it', async () => {
    const { props } = renderActivity(QuizActivity, { activity: o4a, data: { kind: 'quiz', quiz } });
    const question = screen.getByRole('group', { name: '1. Hva er rente?' });
    await userEvent.click(within(question).getByRole('radio', { name: 'Prisen for å låne penger' }));
    expect(props.onChange).toHaveBeenLastCalledWith({ rente: 'pris', kreditt: null, budsjett: null });
    expect([...feedbackOf(question).firstElementChild!.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Riktig! Rente er det du betaler for å låne.']);
    expect(feedbackOf(question).firstElementChild).toHaveClass('feedback', 'answer-feedback', 'right');
    expect(feedbackOf(question)).toHaveTextContent('Svaret ditt er låst. Du kan lese forklaringene på de andre svarene.');
    // The right option says so in words, not only in colour.
    expect(within(question).getByRole('radio', { name: 'Prisen for å låne penger Riktig svar' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('1 av 3 riktige');
    expect(screen.getByRole('status')).toHaveTextContent('Du har svart på 1 av 3 spørsmål.');
  });

  it('gives a wrong answer one verdict, its own explanation, and the right answer with its explanation', async () => {
    const { props } = renderActivity(QuizActivity, { activity: o4a, data: { kind: 'quiz', quiz } });
    await showQuestion(2);
    const question = screen.getByRole('group', { name: '2. Hva betaler du til sammen når du kjøper noe på kreditt?' });
    await userEvent.click(within(question).getByRole('radio', { name: 'Akkurat prisen' }));
    const feedback = feedbackOf(question);
    expect([...feedback.firstElementChild!.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Ikke riktig. Renter og gebyrer kommer i tillegg til prisen.',
      'Riktig svar er: Mer enn prisen',
      'Du betaler prisen og i tillegg renter og gebyrer.',
    ]);
    expect(feedback.textContent).not.toContain('Riktig!');
    expect(feedback.firstElementChild).toHaveClass('feedback', 'answer-feedback', 'wrong');
    expect(feedback.firstElementChild).not.toHaveClass('right');
    expect(within(question).getByRole('radio', { name: 'Akkurat prisen Feil svar' })).toBeChecked();
    expect(within(question).getByRole('radio', { name: 'Mer enn prisen Riktig svar' })).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('0 av 3 riktige');
    expect(isCompleteResponse('quiz', vi.mocked(props.onChange).mock.lastCall![0])).toBe(false);
  });

  it('is complete only when every question is answered', async () => {
    const { props } = renderActivity(QuizActivity, { activity: o4a, data: { kind: 'quiz', quiz } });
    await userEvent.click(screen.getByRole('radio', { name: 'Prisen for å låne penger' }));
    await userEvent.click(screen.getByRole('button', { name: 'Neste spørsmål' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Akkurat prisen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Neste spørsmål' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Et lån fra banken' }));
    const last = vi.mocked(props.onChange).mock.lastCall![0];
    expect(last).toEqual({ rente: 'pris', kreditt: 'prisen', budsjett: 'lan' });
    expect(isCompleteResponse('quiz', last)).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Du fikk 1 av 3 riktige. Her er det mer å lære: gå tilbake til spørsmålene og les forklaringene på alle svarene.',
    );
  });

  it('keeps the first answer: another option opens its explanation, and the answer and the score stay', async () => {
    const { props } = renderActivity(QuizActivity, {
      activity: o4a,
      data: { kind: 'quiz', quiz },
      value: { rente: 'pris', kreditt: 'prisen', budsjett: 'plan' },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Bra, du fikk 2 av 3 riktige');
    await showQuestion(2);
    const question = screen.getByRole('group', { name: '2. Hva betaler du til sammen når du kjøper noe på kreditt?' });
    expect(feedbackOf(question)).toHaveTextContent('Svaret ditt er låst. Du kan lese forklaringene på de andre svarene.');
    await userEvent.click(within(question).getByRole('radio', { name: /^Mer enn prisen/ }));
    expect(props.onChange).not.toHaveBeenCalled();
    expect(within(question).getByRole('radio', { name: 'Akkurat prisen Feil svar' })).toBeChecked();
    expect(feedbackOf(question).lastElementChild).toHaveTextContent(/^Om svaret «Mer enn prisen»: Riktig svar\.\s*Du betaler prisen og i tillegg renter og gebyrer\.$/);
    // The keyboard explores the same way: the arrow keys move between the options.
    await userEvent.keyboard('{ArrowDown}');
    expect(props.onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Bra, du fikk 2 av 3 riktige');
  });

  it('treats an answer the quiz no longer has as not answered', () => {
    renderActivity(QuizActivity, { activity: o4a, data: { kind: 'quiz', quiz }, value: { rente: 'borte', gammel: 'x' } });
    expect(screen.queryAllByRole('radio', { checked: true })).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('Du har svart på 0 av 3 spørsmål.');
  });
});

const products: InsuranceProduct[] = [
  {
    id: 'reise-ulykke',
    title: 'Reise og ulykke',
    description: 'For deg som reiser og vil være trygg hvis du skader deg.',
    covers: 'Sykehus og hjemreise på tur, og erstatning ved varig skade.',
    yearlyPremium: 1_188,
    deductible: 1_000,
    mandatory: false,
    source,
  },
  {
    id: 'innbo',
    title: 'Innbo',
    description: 'Alt du eier hjemme: klær, PC, møbler.',
    covers: 'Tyveri, brann og vannskade på tingene dine.',
    yearlyPremium: 540,
    deductible: 4_000,
    mandatory: false,
    source,
  },
  {
    id: 'moped-ansvar',
    title: 'Trafikkforsikring for moped',
    description: 'Forsikringen alle som eier en moped, må ha.',
    covers: 'Skader du gjør på andre folk og ting med mopeden.',
    yearlyPremium: 2_400,
    deductible: 3_000,
    mandatory: true,
    source,
  },
];
const scenarios: InsuranceScenario[] = [
  { id: 'innbrudd', title: 'Innbrudd', description: 'Noen bryter seg inn og tar PC-en og TV-en din.', loss: 25_000, coveredBy: 'innbo', source },
  { id: 'skade-pa-tur', title: 'Skade på tur', description: 'Du brekker beinet på ferie i Spania.', loss: 40_000, coveredBy: 'reise-ulykke', source },
];
const insurance: Session5Content = { products, scenarios };

/** Eight lines in kroner a month; the forsikring line is what O5B compares with. */
const budget = (forsikring: number, sparing = 3_000) => ({
  boutgifter: 12_000,
  transport: 1_500,
  mat: 4_000,
  fritid: 2_000,
  klaer: 1_000,
  sparing,
  forsikring,
  andre_utgifter: 1_500,
});

describe('O5B insurances', () => {
  const o5b = activity('O5B', 'Hvilke forsikringer vil du ha?');
  const data = { kind: 'insurance', insurance } as const;

  it('waits for the insurances, and offers a retry when they cannot be loaded', async () => {
    renderActivity(InsurancesActivity, { activity: o5b });
    expect(screen.getByRole('status')).toHaveTextContent('Laster');
    const failed = renderActivity(InsurancesActivity, { activity: o5b, dataFailed: true });
    await userEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(failed.props.onRetry).toHaveBeenCalled();
  });

  it('shows each insurance’s premium, deductible and source, and marks the one the law requires', () => {
    renderActivity(InsurancesActivity, { activity: o5b, data });
    const moped = screen.getByRole('checkbox', { name: /Trafikkforsikring for moped/ });
    expect(moped.closest('label')).toHaveTextContent('Lovpålagt. Eier du moped, motorsykkel eller bil');
    expect(screen.getByRole('checkbox', { name: /^Innbo/ }).closest('label')).not.toHaveTextContent('Lovpålagt');
    expect(screen.getByText('kr 540 i året (omtrent kr 45 i måneden)').textContent).toBe(`${kr('540')} i året (omtrent ${kr('45')} i måneden)`);
    expect(screen.getByText('Egenandel: kr 4 000').textContent).toBe(`Egenandel: ${kr('4 000')}`);
    expect(screen.getAllByText('Kilde: Finans Norge, 2025')).toHaveLength(3);
  });

  it('locks the insurances once the accident is drawn: cover bought after the event pays nothing', async () => {
    const { props } = renderActivity(InsurancesActivity, { activity: o5b, data, value: { chosen: ['innbo'] }, responses: { O2B: budget(100), O5C: { scenarioId: 'innbrudd' } } });
    expect(screen.getByText(/Uhellet har allerede skjedd/)).toBeInTheDocument();
    const travel = screen.getAllByRole('checkbox').find((box) => !(box as HTMLInputElement).checked)!;
    expect(travel).toBeDisabled();
    await userEvent.click(travel);
    expect(props.onChange).not.toHaveBeenCalled();
  });

  it('adds up the premiums a year and a month, stores the choice and sets insuranceTotal', async () => {
    const { props } = renderActivity(InsurancesActivity, { activity: o5b, data, responses: { O2B: budget(100) } });
    await userEvent.click(screen.getByRole('checkbox', { name: /^Innbo/ }));
    expect(props.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ chosen: ['innbo'] }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Reise og ulykke/ }));
    // 1 188 + 540 = 1 728 kr a year; / 12 = 144 kr a month.
    expect(props.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ chosen: ['reise-ulykke', 'innbo'] }));
    const status = screen.getByRole('status');
    expect(status.textContent).toContain(`Du har valgt 2 forsikringer. Det koster ${kr('1 728')} i året, altså ${kr('144')} i måneden.`);
    // The budget's forsikring line of 100 kr is 44 kr short, said in words.
    expect(status.textContent).toContain(`bare ${kr('100')} i måneden til forsikring, men forsikringene koster ${kr('144')}. Du mangler ${kr('44')} i måneden.`);
    expect(isCompleteResponse('insurances', { chosen: ['reise-ulykke', 'innbo'] })).toBe(true);
  });

  it('compares with the modified budget once it is complete, and says when the line is enough', () => {
    renderActivity(InsurancesActivity, {
      activity: o5b,
      data,
      value: { chosen: ['innbo'] },
      responses: { O2B: budget(100), O2E: budget(200) },
    });
    expect(screen.getByRole('status').textContent).toContain(`Budsjettet ditt har ${kr('200')} i måneden til forsikring. Det er ${kr('155')} mer enn forsikringene koster`);
  });

  it('links to the budget when it has no forsikring line yet', () => {
    renderActivity(InsurancesActivity, { activity: o5b, data, value: { chosen: ['innbo'] }, responses: { O2B: { ...budget(0), forsikring: null } } });
    expect(screen.getByRole('status')).toHaveTextContent('Du har ikke satt av penger til forsikring i budsjettet ennå');
    expect(screen.getByRole('link', { name: 'Gå til budsjettet' })).toHaveAttribute('href', '/no/okt/2/O2B');
  });

  it('stores choosing no insurance at all as an answer, with insuranceTotal 0', async () => {
    const { props } = renderActivity(InsurancesActivity, { activity: o5b, data, value: { chosen: ['innbo', 'moped-ansvar'] } });
    await userEvent.click(screen.getByRole('button', { name: 'Jeg vil ikke ha noen forsikringer' }));
    expect(props.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ chosen: [] }));
    expect(screen.queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('Du har valgt å ikke ha noen forsikringer.');
    expect(isCompleteResponse('insurances', { chosen: [] })).toBe(true);
  });

  it('lets a finished choice be changed, dropping products the content no longer has', async () => {
    const { props } = renderActivity(InsurancesActivity, { activity: o5b, data, value: { chosen: ['innbo', 'utgatt'] } });
    await userEvent.click(screen.getByRole('checkbox', { name: /Trafikkforsikring/ }));
    expect(props.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ chosen: ['innbo', 'moped-ansvar'] }));
  });
});

describe('O5C insurance scenario', () => {
  const o5c = activity('O5C', 'Noe skjer');
  const data = { kind: 'insurance', insurance } as const;
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('asks for the insurances first', () => {
    renderActivity(InsuranceScenarioActivity, { activity: o5c, data, responses: { O5B: 'noe annet' } });
    expect(screen.getByRole('link', { name: 'Gå til forsikringsvalget' })).toHaveAttribute('href', '/no/okt/5/O5B');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('waits for the scenarios, and offers a retry when they cannot be loaded', async () => {
    renderActivity(InsuranceScenarioActivity, { activity: o5c, responses: { O5B: { chosen: [] } } });
    expect(screen.getByRole('status')).toHaveTextContent('Laster');
    const failed = renderActivity(InsuranceScenarioActivity, { activity: o5c, responses: { O5B: { chosen: [] } }, dataFailed: true });
    await userEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(failed.props.onRetry).toHaveBeenCalled();
  });

  it('draws a scenario at random, and with the right cover the pupil pays only the deductible', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.2);
    const { props } = renderActivity(InsuranceScenarioActivity, { activity: o5c, data, responses: { O5B: { chosen: ['innbo'] } } });
    await userEvent.click(screen.getByRole('button', { name: 'Trekk en hendelse' }));
    expect(props.onChange).toHaveBeenCalledWith({ scenarioId: 'innbrudd' });
    const heading = screen.getByRole('heading', { name: 'Innbrudd' });
    expect(heading).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Trekk en hendelse' })).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Hva hendelsen koster deg' });
    expect(within(table).getByRole('row', { name: /Med forsikringene/ }).querySelector('td')!.textContent).toBe(kr('4 000'));
    expect(within(table).getByRole('row', { name: /Uten forsikring/ }).querySelector('td')!.textContent).toBe(kr('25 000'));
    expect(screen.getByText(/som du valgte/).textContent).toBe(
      `Innbo, som du valgte, betaler ${kr('21 000')}, og du betaler bare egenandelen på ${kr('4 000')}. Uten denne forsikringen måtte du betalt hele ${kr('25 000')} selv.`,
    );
  });

  it('without the cover the pupil pays it all, and is told which insurance would have paid', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.99);
    const { props } = renderActivity(InsuranceScenarioActivity, { activity: o5c, data, responses: { O5B: { chosen: ['innbo'] } } });
    await userEvent.click(screen.getByRole('button', { name: 'Trekk en hendelse' }));
    expect(props.onChange).toHaveBeenCalledWith({ scenarioId: 'skade-pa-tur' });
    expect(screen.getByText(/du valgte den ikke/).textContent).toBe(
      `Reise og ulykke ville betalt dette, men du valgte den ikke. Nå må du betale hele ${kr('40 000')} selv, mens du med forsikringen bare hadde betalt egenandelen på ${kr('1 000')}.`,
    );
  });

  it('keeps a drawn scenario, and follows a changed choice of insurances', () => {
    renderActivity(InsuranceScenarioActivity, {
      activity: o5c,
      data,
      value: { scenarioId: 'skade-pa-tur' },
      responses: { O5B: { chosen: ['reise-ulykke'] } },
    });
    expect(screen.queryByRole('button', { name: 'Trekk en hendelse' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Skade på tur' })).not.toHaveFocus();
    expect(screen.getByText(/Reise og ulykke, som du valgte, betaler/)).toBeInTheDocument();
  });

  it('offers a new draw when the stored scenario is gone from the content', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { props } = renderActivity(InsuranceScenarioActivity, { activity: o5c, data, value: { scenarioId: 'fjernet' }, responses: { O5B: { chosen: [] } } });
    expect(screen.getByRole('alert')).toHaveTextContent('Hendelsen du fikk, finnes ikke lenger. Trekk en ny.');
    await userEvent.click(screen.getByRole('button', { name: 'Trekk en hendelse' }));
    expect(props.onChange).toHaveBeenCalledWith({ scenarioId: 'innbrudd' });
  });
});

describe('O5D summary', () => {
  const o5d = activity('O5D', 'Hva tar du med deg videre?');
  const job: Job = {
    id: 'helsefagarbeider',
    industryId: 'helse',
    title: 'Helsefagarbeider',
    description: 'Du hjelper pasienter i hverdagen.',
    educationPath: 'yrkesfag',
    education: 'Vg1, Vg2 og to år som lærling',
    yearsOfStudy: 4,
    grossYearlySalary: 520_000,
    salaryBasis: 'Typisk lønn for en 25–30-åring, anslått fra SSB, 2025',
    source,
  };
  const creditPurchase: CreditItem = { id: 'gaming-pc', title: 'Gaming-PC', description: 'En rask PC til spill og skole.', price: 12_000, source };
  const unexpectedExpense: UnexpectedExpense = { id: 'pc-en-rok', title: 'PC-en røk', description: 'PC-en din slutter å virke.', amount: 8_000, canWait: true, source };
  const terms: CreditTerms = {
    offers: [
      {
        id: 'delbetaling',
        kind: 'instalment',
        title: 'Delbetaling i butikken',
        description: 'Betal litt hver måned.',
        nominalRate: 0.22,
        establishmentFee: 0,
        monthlyFee: 45,
        termsMonths: [12, 24],
        source,
      },
    ],
    savings: { rate: 0, source },
  };
  const pocketExpenses: PocketExpense[] = [
    { id: 'energidrikk', title: 'Energidrikk', description: 'En boks på vei til skolen.', unitPrice: 35, defaultTimesPerWeek: 3, source },
  ];
  const content: SummaryContent = { industries: [], tax: RULES_2026, reference: { categories: [], rent: [] }, terms, pocketExpenses, quiz, insurance };
  const data = { kind: 'summary', ...content } as const;
  const everything = {
    O2B: budget(100),
    O2D: { choice: 'savings' },
    O2E: budget(200, 1_000),
    O3B: { monthly: 1_000 },
    O3C: { offerId: 'delbetaling', months: 12 },
    O3D: { choice: 'save', reason: 'Jeg vil ikke betale renter.' },
    O3E: { expenseId: 'energidrikk', timesPerWeek: 5 },
    O4A: { rente: 'pris', inkasso: 'ingenting', budsjett: 'plan' },
    O5B: { chosen: ['innbo'] },
    O5C: { scenarioId: 'innbrudd' },
  };
  const objects: StoryObjects = { job, creditPurchase, unexpectedExpense, insuranceTotal: 45 };
  const part = (name: string) => screen.getByRole('region', { name });

  it('waits for what it builds on, and offers a retry when it cannot be loaded', async () => {
    renderActivity(SummaryActivity, { activity: o5d });
    expect(screen.getByRole('status')).toHaveTextContent('Laster');
    const failed = renderActivity(SummaryActivity, { activity: o5d, dataFailed: true });
    await userEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(failed.props.onRetry).toHaveBeenCalled();
  });

  it('tells the whole story with the numbers carried from every session', async () => {
    renderActivity(SummaryActivity, { activity: o5d, data, responses: everything, objects });

    // 520 000 kr gross → 402 697 kr net a year (src/domain/tax.test.ts) → 33 558 kr a month.
    expect(part('Jobben og lønna').querySelector('p')!.textContent).toBe(
      `Helsefagarbeider: ${kr('520 000')} i året før skatt, og omtrent ${kr('33 558')} i måneden etter skatt.`,
    );

    // The modified budget is complete, so the budget at the end starts from it: 22 000 + 1 000 sparing + 200 forsikring
    // = 23 200 of 33 558 (stored before budgets had to add up, so 10 358 has no line, and the summary says so).
    const budgetTable = await within(part('Budsjettet')).findByRole('table', { name: 'Budsjettet ditt nå, med sparingen, kreditten og forsikringene du valgte' });
    const cell = (table: HTMLElement, name: RegExp) => within(table).getByRole('row', { name }).querySelector('td')!.textContent;
    expect(cell(budgetTable, /Lønn etter skatt/)).toBe(kr('33 558'));
    expect(cell(budgetTable, /^sparing/i)).toBe(kr('1 000'));
    expect(cell(budgetTable, /Uten jobb/)).toBe(kr('10 358'));
    expect(part('Budsjettet')).toHaveTextContent('kr 10 358 i måneden har ingen jobb.');
    expect(within(part('Budsjettet')).getByRole('link', { name: 'Endre: Budsjettet' })).toHaveAttribute('href', '/no/okt/2/O2E');

    expect(part('Den uventede utgiften')).toHaveTextContent('Dette skjedde: PC-en røk. Det kostet kr 8 000.');
    expect(part('Den uventede utgiften')).toHaveTextContent('Du betalte med sparepengene dine.');

    // Saving 1 000 kr a month without interest: 12 months, 12 000 kr. Credit: 12 × (1 123.13 + 45) = 14 017.59 kr.
    const credit = part('Kredittkjøpet');
    expect(credit).toHaveTextContent('Du ville kjøpe dette: Gaming-PC til kr 12 000.');
    const creditTable = within(credit).getByRole('table', { name: 'Spare opp eller kjøpe på kreditt' });
    expect(cell(creditTable, /Spare opp: 12 måneder/)).toBe(kr('12 000'));
    expect(cell(creditTable, /Kjøpe på kreditt: 12 måneder/)).toBe(kr('14 018'));
    expect(cell(creditTable, /koster ekstra/)).toBe(kr('2 018'));
    expect(credit).toHaveTextContent('Du valgte å spare opp. Grunnen din: «Jeg vil ikke betale renter.»');

    // 35 kr × 5 a week × 52 = 9 100 kr a year; / 12 = 758 kr a month.
    expect(part('Småkjøpet').querySelector('p')!.textContent).toBe(`Energidrikk, 5 ganger i uka, koster ${kr('758')} i måneden og ${kr('9 100')} i året.`);

    expect(part('Quizen')).toHaveTextContent('2 av 3 riktige');

    const insurances = part('Forsikringene');
    expect(within(insurances).getByRole('listitem')).toHaveTextContent('Innbo');
    expect(insurances).toHaveTextContent('Forsikringene dine koster kr 45 i måneden.');
    expect(insurances).toHaveTextContent('Budsjettet ditt har kr 200 i måneden til forsikring. Det er kr 155 mer enn forsikringene koster');
    expect(insurances).toHaveTextContent('Innbrudd: Innbo, som du valgte, betaler kr 21 000');
    expect(screen.queryByText('Ikke gjort ennå.')).not.toBeInTheDocument();
  });

  it('says which parts are not done yet, with a link to each', () => {
    renderActivity(SummaryActivity, {
      activity: o5d,
      data,
      responses: { O2B: { ...budget(100), mat: null }, O4A: { rente: 'gebyr', inkasso: null, budsjett: null }, O5B: { chosen: [] } },
      objects: { ...noObjects, job, unexpectedExpense, insuranceTotal: 0 },
    });
    expect(screen.getAllByText('Ikke gjort ennå.')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Gjør det nå: Budsjettet' })).toHaveAttribute('href', '/no/okt/2/O2B');
    expect(screen.getByRole('link', { name: 'Gjør det nå: Hvordan du betalte utgiften' })).toHaveAttribute('href', '/no/okt/2/O2D');
    expect(screen.getByRole('link', { name: 'Gjør det nå: Kredittkjøpet' })).toHaveAttribute('href', '/no/okt/3/O3A');
    expect(screen.getByRole('link', { name: 'Gjør det nå: Småkjøpet' })).toHaveAttribute('href', '/no/okt/3/O3E');
    expect(screen.getByRole('link', { name: 'Gjør det nå: Hendelsen' })).toHaveAttribute('href', '/no/okt/5/O5C');
    expect(part('Quizen')).toHaveTextContent('0 av 3 riktige Du har 2 spørsmål igjen å svare på.');
    expect(part('Forsikringene')).toHaveTextContent('Du valgte å ikke ha noen forsikringer.');
    expect(within(part('Forsikringene')).getByRole('link', { name: 'Gå til budsjettet' })).toHaveAttribute('href', '/no/okt/2/O2B');
  });

  it('links to the job when none is chosen', () => {
    renderActivity(SummaryActivity, { activity: o5d, data });
    expect(screen.getAllByText('Ikke gjort ennå.')).toHaveLength(7);
    expect(screen.getByRole('link', { name: 'Gjør det nå: Jobben og lønna' })).toHaveAttribute('href', '/no/okt/1/O1D');
    expect(screen.getByRole('link', { name: 'Gjør det nå: Forsikringene' })).toHaveAttribute('href', '/no/okt/5/O5B');
  });

  it('stores what the pupil takes with them as text, and lets it be changed', async () => {
    const { props } = renderActivity(SummaryActivity, { activity: o5d, data, responses: everything, objects, value: 'Spare først.' });
    const answer = screen.getByRole('textbox', { name: 'Hva tar du med deg videre?' });
    expect(answer).toHaveValue('Spare først.');
    await userEvent.type(answer, '!');
    expect(props.onChange).toHaveBeenLastCalledWith('Spare først.!');
    expect(isCompleteResponse('summary', 'Spare først.!')).toBe(true);
    expect(isCompleteResponse('summary', '  ')).toBe(false);
  });

  it('prints the page', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderActivity(SummaryActivity, { activity: o5d, data, responses: everything, objects });
    await userEvent.click(screen.getByRole('button', { name: 'Skriv ut' }));
    expect(print).toHaveBeenCalled();
    print.mockRestore();
  });
});
