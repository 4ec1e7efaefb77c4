import type { Decorator, Preview } from '@storybook/react-vite';
import { type ReactNode, useLayoutEffect, useMemo } from 'react';
import { IntlProvider } from 'react-intl';
import { fn } from 'storybook/test';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppLayout } from '../src/app/AppLayout';
import { DEFAULT_LANG, htmlLangOf, isLang, type Lang } from '../src/contracts/lang';
import { RandomContext } from '../src/context/RandomContext';
import { catalogues } from '../src/i18n/catalogues';
import '../src/design/tokens.css';
import '../src/styles/app.css';

/** Story parameters this preview reads. `frame` rather than `layout`: Storybook owns `layout` (padded, centered, fullscreen). */
export interface AppStoryParameters {
  /** Body classes of spec §2 for the route the story stands for; the app's default theme otherwise. */
  bodyClass?: string;
  /** `app` puts the story inside the header and footer every route has. */
  frame?: 'app';
  /** With `frame: 'app'`: whether the header shows «Logg ut», as it does for a signed-in user. False unless set. */
  signedIn?: boolean;
}

const DEFAULT_BODY_CLASS = 'gradient blue';

interface StoryFrameProps {
  lang: Lang;
  bodyClass: string;
  inApp: boolean;
  signedIn: boolean;
  children: ReactNode;
}

/** Signing out belongs to the auth machine; in a story the button only records the click. */
const onLogout = fn().mockName('onLogout');
/** Every story draws the same (issue 19): a fixed source instead of Math.random. */
const storyRandom = () => 0.42;

/** What App.tsx gives every screen: texts in the route language, a router, the body theme and, if asked, the layout. */
function StoryFrame({ lang, bodyClass, inApp, signedIn, children }: StoryFrameProps) {
  const url = `/${lang}`;
  const location = useMemo(() => memoryLocation({ path: url, static: true }), [url]);
  useLayoutEffect(() => {
    document.documentElement.lang = htmlLangOf(lang);
    // Storybook keeps its own state in `sb-…` body classes; only the app's theme classes are swapped.
    const storybookClasses = [...document.body.classList].filter((c) => c.startsWith('sb-'));
    document.body.className = [...storybookClasses, bodyClass].join(' ');
  }, [lang, bodyClass]);
  return (
    <IntlProvider locale={htmlLangOf(lang)} messages={catalogues[lang]} defaultLocale="en-US">
      <RandomContext.Provider value={storyRandom}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {inApp ? (
            <AppLayout lang={lang} url={url} signedIn={signedIn} onLogout={onLogout}>
              {children}
            </AppLayout>
          ) : (
            children
          )}
        </Router>
      </RandomContext.Provider>
    </IntlProvider>
  );
}

/** The toolbar's language becomes every story's `lang` arg, so switching it re-renders the screen in the other language. */
const withApp: Decorator = (Story, context) => {
  const lang: Lang = isLang(context.globals.lang) ? context.globals.lang : DEFAULT_LANG;
  const { bodyClass = DEFAULT_BODY_CLASS, frame, signedIn = false } = context.parameters as AppStoryParameters;
  return (
    <StoryFrame lang={lang} bodyClass={bodyClass} inApp={frame === 'app'} signedIn={signedIn}>
      <Story args={{ ...context.args, lang }} />
    </StoryFrame>
  );
};

const preview: Preview = {
  globalTypes: {
    lang: {
      description: 'Språk',
      toolbar: {
        title: 'Språk',
        icon: 'globe',
        items: [
          { value: 'no', title: 'Bokmål' },
          { value: 'nn', title: 'Nynorsk' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { lang: DEFAULT_LANG },
  argTypes: {
    lang: { control: false, description: 'Følger «Språk» i verktøylinja.' },
  },
  decorators: [withApp],
};

export default preview;
