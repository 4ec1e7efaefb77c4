import { render } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ActivityGate } from '../activities/gate/ActivityGate';
import type { ActivityProps } from '../activities/types';
import { htmlLangOf, type Lang } from '../contracts/lang';
import type { Activity } from '../contracts/okt';
import { RandomContext } from '../context/RandomContext';
import { catalogues } from '../i18n/catalogues';
import { noObjects } from './noObjects';

export { noObjects };

type Component = (p: ActivityProps) => ReactNode;

const testRandom = () => Math.random();

/**
 * Holds the stored answer as the session machine would: what the activity sends with onChange comes
 * back in its props (and is reported to the spy). A rerender with another value or other objects replaces them.
 */
function Stored({ Component, props }: { Component: Component; props: ActivityProps }) {
  const [value, setValue] = useState(props.value);
  const [given, setGiven] = useState(props);
  if (props.value !== given.value) {
    setGiven(props);
    setValue(props.value);
  }
  return (
    <Component
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

/** The activity's own address, /{lang}/okt/{session}/{code}, as the okt screen has it. */
function pathOf(lang: Lang, code: string) {
  const session = /^O(\d)/.exec(code)?.[1];
  return session ? `/${lang}/okt/${session}/${code}` : `/${lang}/okt`;
}

/**
 * Renders an activity the way the okt screen does, in a Router at the activity's address and an
 * IntlProvider of `lang`. The props not given are spies (onChange, onRetry) or empty.
 * Returns the render result, the props (with the spies) and a rerender with changed props.
 */
export function renderActivity(Component: Component, props: Partial<ActivityProps> & { activity: Activity }, lang: Lang = 'no') {
  const all: ActivityProps = {
    lang,
    value: undefined,
    onChange: vi.fn(),
    seed: 'test-pupil',
    responses: {},
    objects: noObjects,
    data: null,
    dataFailed: false,
    onRetry: vi.fn(),
    ...props,
  };
  let current = all;
  const tree = (p: ActivityProps) => (
    <IntlProvider locale={htmlLangOf(p.lang)} messages={catalogues[p.lang]}>
      <Router hook={memoryLocation({ path: pathOf(p.lang, p.activity.activity_code), static: true }).hook}>
        {/* Chance through Math.random, so a test fixes a draw with vi.spyOn(Math, 'random'). */}
        <RandomContext.Provider value={testRandom}>
          {/* As the okt screen frames it: what the activity needs first is shown instead of it (src/activities/prerequisites.ts). */}
          <ActivityGate lang={p.lang} component={p.activity.component} responses={p.responses} objects={p.objects}>
            <Stored Component={Component} props={p} />
          </ActivityGate>
        </RandomContext.Provider>
      </Router>
    </IntlProvider>
  );
  const view = render(tree(all));
  return {
    ...view,
    props: all,
    rerender: (changes: Partial<ActivityProps>) => {
      current = { ...current, ...changes };
      view.rerender(tree(current));
    },
  };
}
