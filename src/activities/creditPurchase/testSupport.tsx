import { render } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ContentDocument } from '../../../machines/contentPageMachine';
import type { CreditItem, CreditOffer, CreditTerms, PocketExpense } from '../../contracts/credit';
import type { Lang } from '../../contracts/lang';
import type { Activity } from '../../contracts/okt';
import { catalogues } from '../../i18n/catalogues';
import type { ActivityProps, StoryObjects } from '../types';

/** Test fixtures and a render helper for the økt 3 activities; the figures are the hand-worked cases of the tests. */

const source = { name: 'Finansportalen', url: 'https://www.finansportalen.no/', year: 2025 };

export const phone: CreditItem = { id: 'mobil', title: 'Mobiltelefon', description: 'En ny mobil med god kamera.', price: 5_000, source };
export const gamingPc: CreditItem = { id: 'gaming-pc', title: 'Gaming-PC', description: 'En rask PC til spill og skole.', price: 15_000, source };
export const items = [phone, gamingPc];

/** The published instalment example: 22 % nominal, 45 kr a month, no establishment fee. */
export const instalment: CreditOffer = {
  id: 'delbetaling',
  kind: 'instalment',
  title: 'Delbetaling i butikken',
  description: 'Du betaler litt hver måned i butikken.',
  nominalRate: 0.22,
  establishmentFee: 0,
  monthlyFee: 45,
  termsMonths: [6, 12, 24],
  source,
};
export const creditCard: CreditOffer = {
  id: 'kredittkort',
  kind: 'credit-card',
  title: 'Kredittkort',
  description: 'Du betaler med kortet og får regning hver måned.',
  nominalRate: 0.2,
  establishmentFee: 300,
  monthlyFee: 0,
  termsMonths: [12, 36],
  source,
};
export const terms: CreditTerms = { offers: [instalment, creditCard], savings: { rate: 0.045, source: { ...source, name: 'Norges Bank' } } };

export const snack: PocketExpense = { id: 'snacks', title: 'Snacks', description: 'Noe godt fra butikken etter skolen.', unitPrice: 25, defaultTimesPerWeek: 5, source };
export const streaming: PocketExpense = { id: 'strommetjeneste', title: 'Strømmetjeneste', description: 'Film og serier på mobilen.', unitPrice: 129, defaultTimesPerWeek: 1, source };

export const creditItemsDocument: ContentDocument = { kind: 'creditItems', items };
export const creditDocument: ContentDocument = { kind: 'credit', terms };
export const pocketDocument: ContentDocument = { kind: 'pocketExpenses', expenses: [snack, streaming] };

export const noObjects: StoryObjects = { job: null, creditPurchase: null, unexpectedExpense: null, insuranceTotal: null };
export const withPurchase = (item: CreditItem = phone): StoryObjects => ({ ...noObjects, creditPurchase: item });

/** A full budget (O2B/O2E) with this sparing line. */
export const budgetSaving = (sparing: number) => ({ boutgifter: 9_000, transport: 800, mat: 4_000, fritid: 1_500, klaer: 800, sparing, forsikring: 300, andre_utgifter: 1_000 });

export const activity = (code: string, prompt?: string): Activity => ({ activity_code: code, title: code, component: 'x', next_activity: false, ...(prompt ? { prompt } : {}) });

/**
 * Holds the stored answer and objects as the progress machine would: what the activity sends with
 * onChange or onObjectSet comes back in its props (and is reported to the spies). A rerender with
 * another value or other objects replaces them.
 */
function Stored({ Component, props }: { Component: (p: ActivityProps) => ReactNode; props: ActivityProps }) {
  const [value, setValue] = useState(props.value);
  const [objects, setObjects] = useState(props.objects);
  const [given, setGiven] = useState(props);
  if (props.value !== given.value || props.objects !== given.objects) {
    setGiven(props);
    setValue(props.value);
    setObjects(props.objects);
  }
  return (
    <Component
      {...props}
      value={value}
      objects={objects}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
      onObjectSet={(update) => {
        setObjects((current) => ({ ...current, [update.key]: update.value }));
        props.onObjectSet(update);
      }}
    />
  );
}

/** Renders an activity in a Router and IntlProvider; returns its props (with spies) and a rerender with changed props. */
export function renderActivity(Component: (p: ActivityProps) => ReactNode, props: Partial<ActivityProps> & { activity: Activity }, lang: Lang = 'no') {
  const all: ActivityProps = {
    lang,
    value: undefined,
    onChange: vi.fn(),
    responses: {},
    objects: noObjects,
    onObjectSet: vi.fn(),
    data: null,
    dataFailed: false,
    onRetry: vi.fn(),
    ...props,
  };
  let current = all;
  const tree = (p: ActivityProps) => (
    <IntlProvider locale={lang === 'nn' ? 'nn' : 'nb'} messages={catalogues[lang]}>
      <Router hook={memoryLocation({ path: `/${lang}/okt/3/${p.activity.activity_code}`, static: true }).hook}>
        <Stored Component={Component} props={p} />
      </Router>
    </IntlProvider>
  );
  const result = render(tree(all));
  return {
    props: all,
    rerender: (changes: Partial<ActivityProps>) => {
      current = { ...current, ...changes };
      result.rerender(tree(current));
    },
  };
}
