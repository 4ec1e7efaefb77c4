import '../styles/closing.css';
import { lazyActivity } from './lazyActivity';
import type { ActivityDefinition } from './types';

/** The activity components of økt 4 og 5 (and økt 1's opening interests), by the name content/{lang}/okter.json gives them. */
export const SESSION4AND5_ACTIVITIES: Record<string, ActivityDefinition> = {
  interests: lazyActivity(() => import('./interests/InterestsActivity').then((m) => m.InterestsActivity)),
  quiz: { ...lazyActivity(() => import('./quiz/QuizActivity').then((m) => m.QuizActivity)), needs: (lang) => ({ kind: 'quiz', lang }) },
  insurances: {
    ...lazyActivity(() => import('./insurances/InsurancesActivity').then((m) => m.InsurancesActivity)),
    needs: (lang) => ({ kind: 'insurance', lang }),
  },
  'insurance-scenario': {
    ...lazyActivity(() => import('./insuranceScenario/InsuranceScenarioActivity').then((m) => m.InsuranceScenarioActivity)),
    needs: (lang) => ({ kind: 'insurance', lang }),
  },
  summary: {
    ...lazyActivity(() => import('./summary/SummaryActivity').then((m) => m.SummaryActivity), { laterTexts: false }),
    needs: (lang) => ({ kind: 'summary', lang }),
  },
};
