import type { Story } from '../../activities/summary/story';
import type { CoverChoice } from '../../domain/coverChoice';
import type { PupilKnowledge } from '../../domain/knowledgeTest';

/** One line of a completion page's recap, as figures and titles; the screen words it in the page's language. */
export type RecapItem =
  | { kind: 'job'; title: string }
  | { kind: 'netPay'; monthly: number }
  | { kind: 'left'; monthly: number }
  | { kind: 'expense'; title: string; amount: number }
  | { kind: 'cover'; choice: CoverChoice }
  | { kind: 'purchase'; title: string; price: number }
  | { kind: 'payment'; choice: 'save' | 'credit' }
  | { kind: 'pocket'; title: string; perYear: number }
  | { kind: 'quiz'; correct: number; total: number }
  | { kind: 'insurances'; titles: string[]; monthly: number }
  | { kind: 'scenario'; title: string; youPay: number }
  | { kind: 'knowledge'; before: number | null; after: number; total: number };

/** What session `okt` decided, from the story and, after session 5, the knowledge test; a part not answered is left out. */
export function completionRecap(okt: number, story: Story, knowledge: PupilKnowledge | null = null): RecapItem[] {
  const items: (RecapItem | null)[] = [];
  switch (okt) {
    case 1:
      items.push(story.job && { kind: 'job', title: story.job.title }, story.job && { kind: 'netPay', monthly: Math.round(story.job.netMonthly) });
      break;
    case 2:
      items.push(
        story.budget && { kind: 'left', monthly: Math.round(story.budget.summary.remaining) },
        story.unexpected && { kind: 'expense', title: story.unexpected.title, amount: story.unexpected.amount },
        story.cover && { kind: 'cover', choice: story.cover },
      );
      break;
    case 3:
      items.push(
        story.purchase && { kind: 'purchase', title: story.purchase.title, price: story.purchase.price },
        story.payment && { kind: 'payment', choice: story.payment.choice },
        story.pocket && { kind: 'pocket', title: story.pocket.expense.title, perYear: story.pocket.cost.perYear },
      );
      break;
    case 4:
      items.push(story.quiz && { kind: 'quiz', correct: story.quiz.correct, total: story.quiz.total });
      break;
    case 5:
      items.push(
        story.insurances && { kind: 'insurances', titles: story.insurances.products.map((p) => p.title), monthly: Math.round(story.insurances.monthly) },
        story.scenario && story.outcome && { kind: 'scenario', title: story.scenario.title, youPay: story.outcome.youPay },
        knowledge && { kind: 'knowledge', before: knowledge.before, after: knowledge.after, total: knowledge.total },
      );
      break;
  }
  return items.filter((item): item is RecapItem => item !== null);
}

/** The whole course for the last completion page: each session's recap, in order. */
export function courseRecap(okter: readonly { id: number; title: string }[], story: Story, knowledge: PupilKnowledge | null = null): { okt: number; title: string; items: RecapItem[] }[] {
  return okter.map((okt) => ({ okt: okt.id, title: okt.title, items: completionRecap(okt.id, story, knowledge) })).filter((part) => part.items.length > 0);
}
