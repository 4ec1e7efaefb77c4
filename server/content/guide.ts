import path from 'node:path';
import type { z } from 'zod';
import { type Guide, GuideSchema } from '../../src/contracts/guide';
import { LANGS, type Lang } from '../../src/contracts/lang';
import type { OktContent } from '../../src/contracts/okt';
import type { Quiz } from '../../src/contracts/quiz';

type ReadJson = <S extends z.ZodType>(file: string, schema: S) => z.infer<S>;
type Fail = (file: string, field: string, problem: string) => never;

/** Its answer key has one entry per quiz question. */
const QUIZ_ACTIVITY = 'O4A';

function questionOf(okt: OktContent, quiz: Quiz, activity: string, id: string) {
  const questions = activity === QUIZ_ACTIVITY ? quiz.questions : okt.activities.filter((a) => a.activity_code === activity && a.question).map((a) => a.question!);
  return questions.find((q) => q.id === id);
}

/**
 * The answer key must match the sessions as they are: every activity and question answered, quoting the question and
 * its right option's text, so the key cannot go stale when a question changes.
 */
function checkAnswerKey(fail: Fail, file: string, guide: Guide, okter: readonly OktContent[], quiz: Quiz) {
  guide.okter.forEach((session, i) => {
    const okt = okter[i]!;
    const codes = new Set(okt.activities.map((a) => a.activity_code));
    session.answerKey.forEach((entry, j) => {
      const at = `okter.${i}.answerKey.${j}`;
      if (!codes.has(entry.activity)) fail(file, `${at}.activity`, `«${entry.activity}» er ingen aktivitet i økt ${okt.id}`);
      if (entry.question === undefined) return;
      const asked = questionOf(okt, quiz, entry.activity, entry.question.id);
      if (!asked) fail(file, `${at}.question.id`, `«${entry.question.id}» er ikke et spørsmål i ${entry.activity}`);
      if (entry.question.text !== asked.text) fail(file, `${at}.question.text`, `må være spørsmålet slik økta stiller det: «${asked.text}»`);
      const right = asked.options.find((o) => o.correct)!;
      if (entry.answer !== right.text) fail(file, `${at}.answer`, `må være det riktige svaret på «${entry.question.id}»: «${right.text}»`);
    });
    for (const activity of okt.activities) {
      if (!session.answerKey.some((entry) => entry.activity === activity.activity_code)) {
        fail(file, `okter.${i}.answerKey`, `mangler ${activity.activity_code}: fasiten skal ha med hver aktivitet i økta`);
      }
      const asked = activity.activity_code === QUIZ_ACTIVITY ? quiz.questions : activity.question ? [activity.question] : [];
      for (const question of asked) {
        if (!session.answerKey.some((entry) => entry.activity === activity.activity_code && entry.question?.id === question.id)) {
          fail(file, `okter.${i}.answerKey`, `mangler svaret på «${question.id}» i ${activity.activity_code}`);
        }
      }
    }
  });
}

/** What must match across the languages: everything but the texts (the aims' codes, the minutes, the answer key's order). */
export function guideShape(guide: Guide) {
  return guide.okter.map((session) => ({
    okt: session.okt,
    goals: session.goals.length,
    aims: session.aims.map((aim) => aim.code),
    plan90: session.plan90.map((step) => step.minutes),
    plan45: session.plan45.map((step) => step.minutes),
    misconceptions: session.misconceptions.length,
    answerKey: session.answerKey.map((entry) => `${entry.activity}/${entry.question?.id ?? ''}`),
  }));
}

/** `content/{lang}/veiledning.json`, checked against the sessions and the quiz, the same in both languages. */
export function loadGuide(contentDir: string, okter: Record<Lang, OktContent[]>, quiz: Record<Lang, Quiz>, readJson: ReadJson, fail: Fail): Record<Lang, Guide> {
  const file = (lang: Lang) => path.join(contentDir, lang, 'veiledning.json');
  const guide = {} as Record<Lang, Guide>;
  for (const lang of LANGS) {
    guide[lang] = readJson(file(lang), GuideSchema);
    checkAnswerKey(fail, file(lang), guide[lang], okter[lang], quiz[lang]);
  }
  const [first, second] = LANGS;
  const expected = guideShape(guide[first]);
  guideShape(guide[second]).forEach((session, i) => {
    for (const [field, value] of Object.entries(session)) {
      const other = expected[i]![field as keyof typeof session];
      if (JSON.stringify(value) !== JSON.stringify(other)) fail(file(second), `okter.${i}.${field}`, `må være lik ${first} (${JSON.stringify(other)})`);
    }
  });
  return guide;
}
