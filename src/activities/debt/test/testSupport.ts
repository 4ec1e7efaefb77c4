import type { ContentDocument } from '../../../../machines/contentPageMachine';
import type { CreditItem, DebtContent } from '../../../contracts/credit';
import type { Activity } from '../../../contracts/okt';

/** Test fixtures for O3F (rendered with src/test/renderActivity); the figures are the hand-worked cases of src/domain/debt.test.ts. */

const source = (name: string) => ({ name, url: `https://lovdata.no/${name.toLowerCase().replace(/\W+/g, '-')}`, year: 2025 });

export const moped: CreditItem = {
  id: 'elektrisk-moped',
  title: 'Elektrisk moped',
  description: 'En elektrisk moped som går i 45 km/t.',
  price: 20_000,
  source: source('Teknisk Ukeblad'),
};

export const debtContent: DebtContent = {
  schoolYear: '2025–2026',
  purchase: { dueAfterDays: 30, source: source('Betal senere') },
  deadlines: { reminderAfterDays: 14, deadlineDays: 14, heavyAfterDays: 28, source: source('Inkassoloven') },
  fees: { collectionRate: 700, reminderFee: 35, noticeFee: 35, source: source('Inkassoforskriften') },
  salary: {
    light: [
      { upTo: 10_000, amount: 560 },
      { upTo: 50_000, amount: 1_120 },
      { upTo: null, amount: 2_520 },
    ],
    heavyFactor: 2,
    source: source('Inkassosalær'),
  },
  lateInterest: { rate: 0.125, from: '2025-01-01', source: source('Forsinkelsesrente') },
  steps: [
    { id: 'due', title: 'Forfall', text: 'Regningen skal være betalt i dag.' },
    { id: 'reminder', title: 'Purring', text: 'Du får en purring med en ny frist.' },
    { id: 'notice', title: 'Inkassovarsel', text: 'Saken går til inkasso om 14 dager.' },
    { id: 'demand', title: 'Betalingsoppfordring', text: 'Nå er saken hos et inkassoselskap.' },
    { id: 'heavy', title: 'Salæret dobles', text: 'Inkassosalæret blir dobbelt så stort.' },
    { id: 'legal', title: 'Forliksrådet', text: 'Saken går til forliksrådet og namsmannen.' },
    { id: 'remark', title: 'Betalingsanmerkning', text: 'Du får en betalingsanmerkning i fire år.' },
  ],
  facts: [
    { id: 'bnpl-is-credit', title: 'Det er kreditt', text: '«Kjøp nå – betal senere» er en kredittavtale.', source: source('Forbrukertilsynet') },
    { id: 'age-limit', title: 'Du må være 18 år', text: 'Før du er 18 år, kan du ikke ta opp kreditt.', source: source('Vergemålsloven') },
    { id: 'gjeldsregisteret', title: 'Gjeldsregisteret', text: 'Bankene ser gjelden din uten pant der.', source: source('Gjeldsregisteret') },
    { id: 'remark-effects', title: 'Hva anmerkningen gjør', text: 'Det blir vanskelig å få lån og leie bolig.', source: source('Skatteetaten') },
  ],
  remarkSource: source('Kredittopplysningsloven'),
};

export const debtDocument: ContentDocument = { kind: 'debt', debt: debtContent };

export const o3f: Activity = {
  activity_code: 'O3F',
  title: 'Hvis du ikke betaler',
  component: 'debt',
  next_activity: 'O3E',
  question: {
    id: 'betalingsanmerkning',
    text: 'Hva gjør at du får en betalingsanmerkning?',
    options: [
      { id: 'for-sent', text: 'Du betaler noen dager for sent', correct: false, explanation: 'Da får du en purring, ikke en anmerkning.' },
      { id: 'rettslige-skritt', text: 'Saken går til forliksrådet', correct: true, explanation: 'Anmerkningen kommer når kravet går rettens vei.' },
    ],
  },
};
