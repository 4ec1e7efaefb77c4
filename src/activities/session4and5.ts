import '../styles/closing.css';
import { InsuranceScenarioActivity } from './insuranceScenario/InsuranceScenarioActivity';
import { InsurancesActivity } from './insurances/InsurancesActivity';
import { InterestsActivity } from './interests/InterestsActivity';
import { QuizActivity } from './quiz/QuizActivity';
import { SummaryActivity } from './summary/SummaryActivity';
import type { ActivityDefinition } from './types';

/** The activity components of økt 4 og 5 (and økt 1's opening interests), by the name content/{lang}/okter.json gives them. */
export const SESSION4AND5_ACTIVITIES: Record<string, ActivityDefinition> = {
  interests: { component: InterestsActivity },
  quiz: { component: QuizActivity, needs: (lang) => ({ kind: 'quiz', lang }) },
  insurances: { component: InsurancesActivity, needs: (lang) => ({ kind: 'insurance', lang }) },
  'insurance-scenario': { component: InsuranceScenarioActivity, needs: (lang) => ({ kind: 'insurance', lang }) },
  summary: { component: SummaryActivity, needs: (lang) => ({ kind: 'summary', lang }) },
};
