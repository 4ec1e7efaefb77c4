import path from 'node:path';
import type { z } from 'zod';
import { KNOWLEDGE_AFTER, KNOWLEDGE_BEFORE, type KnowledgeTest, KnowledgeTestSchema } from '../../src/contracts/knowledgeTest';
import { LANGS, type Lang } from '../../src/contracts/lang';
import type { OktContent } from '../../src/contracts/okt';
import type { Quiz } from '../../src/contracts/quiz';
import { firstFigureDifference, TEXT_FIELDS } from './laterSessions';

type ReadJson = <S extends z.ZodType>(file: string, schema: S) => z.infer<S>;
type Fail = (file: string, field: string, problem: string) => never;

/**
 * `content/{lang}/kunnskapstest.json`, checked beyond its schema. Both languages have the same figures, since a stored
 * answer is an option id; the two test activities sit where the app looks: first in session 1 and before the summary.
 */
export function loadKnowledgeTest(contentDir: string, okter: Record<Lang, readonly OktContent[]>, quiz: Record<Lang, Quiz>, readJson: ReadJson, fail: Fail): Record<Lang, KnowledgeTest> {
  const fileOf = (lang: Lang) => path.join(contentDir, lang, 'kunnskapstest.json');
  const tests = {} as Record<Lang, KnowledgeTest>;
  for (const lang of LANGS) {
    const file = fileOf(lang);
    const test = readJson(file, KnowledgeTestSchema);
    const itemIds = new Set<string>();
    const quizIds = new Set(quiz[lang].questions.map((q) => q.id));
    const quizTexts = new Set(quiz[lang].questions.map((q) => q.text));
    test.items.forEach((item, i) => {
      const at = `items.${i}`;
      if (itemIds.has(item.id)) fail(file, `${at}.id`, `«${item.id}» er brukt før`);
      itemIds.add(item.id);
      if (quizIds.has(item.id) || quizTexts.has(item.question)) fail(file, at, 'er et spørsmål fra quizen i økt 4: kunnskapstesten må ha egne spørsmål');
      const optionIds = item.options.map((o) => o.id);
      optionIds.forEach((id, k) => {
        if (optionIds.indexOf(id) !== k) fail(file, `${at}.options.${k}.id`, `«${id}» er brukt før`);
      });
      if (!optionIds.includes(item.correct)) fail(file, `${at}.correct`, `«${item.correct}» er ikke et av svaralternativene (${optionIds.join(', ')})`);
    });
    tests[lang] = test;
  }

  const [first, second] = LANGS;
  const difference = firstFigureDifference(tests[second], tests[first], '', new Set([...TEXT_FIELDS, 'question']));
  if (difference) fail(fileOf(second), difference.field, `må være lik ${first} (${JSON.stringify(difference.expected)}); bare tekstene kan oversettes`);

  for (const lang of LANGS) {
    const oktFile = path.join(contentDir, lang, 'okter.json');
    const placed = [
      { ...KNOWLEDGE_BEFORE, okt: 1, where: 'den første aktiviteten i økt 1' },
      { ...KNOWLEDGE_AFTER, okt: 5, where: 'aktiviteten rett før oppsummeringen i økt 5' },
    ];
    for (const { code, component, okt, where } of placed) {
      const activities = okter[lang].find((o) => o.id === okt)?.activities ?? [];
      const at = activities.findIndex((a) => a.component === component);
      const wanted = okt === 1 ? 0 : activities.length - 2;
      if (at === -1) fail(oktFile, `okter.${okt - 1}.activities`, `mangler kunnskapstesten («${component}», ${code}) som ${where}`);
      if (at !== wanted || activities[at]!.activity_code !== code) fail(oktFile, `okter.${okt - 1}.activities.${at}`, `kunnskapstesten «${component}» må ha koden ${code} og være ${where}`);
    }
  }
  return tests;
}
