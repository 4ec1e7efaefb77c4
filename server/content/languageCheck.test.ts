import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkTexts, findAmountProblems, findBokmaalForms, findOtherSpellings, findPercentProblems, textsOf } from './test/languageCheck';

const root = path.resolve(import.meta.dirname, '..', '..');
const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

describe('the language rules', () => {
  it.each([
    ['Du bruker mykje pengar.', '«bruker»'],
    ['Kva svarer du?', '«svarer»'],
    ['Hva koster det?', '«Hva»'],
    ['Det er ikke lett.', '«ikke»'],
    ['Du får mye igjen.', '«mye»'],
    ['Ein sykepleier tener godt.', '«sykepleier»'],
    ['Tenk på fremtiden.', '«fremtiden»'],
    ['Du betaler berre eigendelen på kr 3 000.', '«eigendelen»'],
    ['Eigendel er det du betaler sjølv.', '«Eigendel»'],
    ['Svara er trygge på maskina.', '«maskina»'],
  ])('finds the Bokmål form in the Nynorsk text «%s»', (text, form) => {
    expect(findBokmaalForms(text).join()).toContain(form);
  });

  it('accepts Nynorsk, also where a Bokmål word hides inside a longer word', () => {
    expect(findBokmaalForms('Du brukar ikkje meir enn du tener. Kva svarar du? Eit nokså fint hus, frå Ikea.')).toEqual([]);
  });

  it('accepts the deductible and the machine written the Nynorsk way, and «eigedel» for what you own', () => {
    expect(findBokmaalForms('Du betaler berre eigenandelen. Eigenandel er det du betaler sjølv. Svara er trygge på maskinen, og pant i eigedelane dine.')).toEqual([]);
  });

  it.each([
    ['Løna er høg, men lønna di blir lågare.', '«lønna»'],
    ['Den billigaste latten kostar kr 50.', '«billigaste»'],
    ['Du lånar, eller du låner.', '«låner»'],
    ['Sjå fasit-tal for SIFO.', '«fasit-tal»'],
    ['Det kan vera lurt.', '«vera»'],
  ])('finds the spelling the app does not use in «%s»', (text, form) => {
    expect(findOtherSpellings(text).join()).toContain(form);
  });

  it('accepts the spellings the app uses', () => {
    expect(findOtherSpellings('Løna, den billegaste latten og ein lånar: fasittal kan vere nyttige å kome fram til.')).toEqual([]);
  });

  it.each(['Restskatt på 14 000 kr.', 'Restskatt på 14 000 kroner.', 'Det kostar kr 14000.', 'Det kostar 50 kr.', 'Det kostar {amount} kr.'])(
    'refuses the amount in «%s»',
    (text) => {
      expect(findAmountProblems(text)).not.toEqual([]);
    },
  );

  it('accepts amounts written as the amount filter writes them', () => {
    expect(findAmountProblems('Restskatt på kr 14 000, ein kaffi til kr 50 og kr\u00a01\u00a0234. Du har {amount} igjen. 45 km/t, 12 månader, 2026.')).toEqual([]);
  });

  it('refuses a percentage with two decimals and accepts one', () => {
    expect(findPercentProblems('Effektiv rente 48,56 %')).not.toEqual([]);
    expect(findPercentProblems('Effektiv rente 48,6 % og 29,9 %')).toEqual([]);
  });

  it('leaves source titles and links as published', () => {
    const item = { description: 'Ein ny PC.', source: { name: 'Hva koster 14 000 kr?', url: 'https://x.no/hva-koster', year: 2024 } };
    expect(textsOf(item).map((t) => t.field)).toEqual(['description']);
    const body = '<p>Kjelder:</p><ul><li><a href="https://ssb.no/lonn">SSB: Lønn – gjennomsnittlig månedslønn, fra 1 000 kr</a> (2024)</li></ul>';
    expect(checkTexts('kilder.json', { body }, true)).toEqual([]);
  });
});

const LANGS = ['no', 'nn'] as const;
const contentFiles = LANGS.flatMap((lang) => {
  const dir = path.join(root, 'content', lang);
  const files = [...fs.readdirSync(dir).filter((f) => f.endsWith('.json')), ...fs.readdirSync(path.join(dir, 'pages')).map((f) => `pages/${f}`)];
  return files.map((f) => [`content/${lang}/${f}`, lang === 'nn'] as const);
});
const catalogueFiles = LANGS.map((lang) => [`src/i18n/${lang}.json`, lang === 'nn'] as const);

describe('the texts pupils read', () => {
  // Nynorsk files get both word lists; every file gets the amount and percentage rules.
  it.each([...contentFiles, ...catalogueFiles])('%s keeps the language rules', (file, nynorsk) => {
    const problems = checkTexts(file, readJson(file), nynorsk).map((p) => `${p.field}: ${p.problem}`);
    expect(problems).toEqual([]);
  });
});
