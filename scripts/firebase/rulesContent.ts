/**
 * The part of firestore.rules that comes from the session content (activity codes, what the answer locks guard), found as
 * the server finds them (server/routes/store/answerRules.ts). Rules cannot read files, so the values sit between two
 * marker lines; server/firebase/rules.firebase.test.ts fails when they drift.
 *
 * As a command: `tsx scripts/firebase/rulesContent.ts` writes the block into firestore.rules.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const RULES_FILE = path.join(root, 'firestore.rules');
export const BLOCK_START = '    // Generated from content/ by scripts/firebase/rulesContent.ts: do not edit by hand.';
export const BLOCK_END = '    // End of the generated part.';

interface Okter {
  okter: { activities: { activity_code: string; component: string }[] }[];
}
interface Quiz {
  questions: { id: string; options: { id: string }[] }[];
}
interface Scenarios {
  scenarios: { id: string }[];
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(root, 'content', file), 'utf8')) as T;
const quote = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const list = (values: readonly string[]) => `[${values.map(quote).join(', ')}]`;

/** The content's values the rules need (ids and codes are the same in both languages; Bokmål is read, as the server does). */
export function contentForRules() {
  const activities = readJson<Okter>('no/okter.json').okter.flatMap((okt) => okt.activities);
  const codeOf = (component: string) => activities.find((a) => a.component === component)?.activity_code ?? null;
  return {
    activityCodes: activities.map((a) => a.activity_code),
    quizCode: codeOf('quiz'),
    quiz: readJson<Quiz>('no/okt4.json').questions.map((q) => ({ id: q.id, options: q.options.map((o) => o.id) })),
    insurancesCode: codeOf('insurances'),
    scenarioCode: codeOf('insurance-scenario'),
    scenarioIds: readJson<Scenarios>('no/okt5.json').scenarios.map((s) => s.id),
  };
}

/** The generated block, marker lines included. */
export function rulesContentBlock(): string {
  const content = contentForRules();
  // A lock whose activity the content does not have guards nothing: its code is one no record can hold.
  const none = "'-'";
  for (const code of content.activityCodes) if (!/^O[1-5][A-Z]$/.test(code)) throw new Error(`Not an activity code: ${code}`);
  const quizChecks = content.quiz.map((q) => `quizChoiceKept(old, next, ${quote(q.id)}, ${list(q.options)})`);
  return [
    BLOCK_START,
    '    function activityCodes() {',
    `      return ${list(content.activityCodes)};`,
    '    }',
    '',
    '    // Each activity whose answer or stamp the write changes gets its stamp on the next version, with an edit time no',
    '    // later than `latest` (also when the same answer is saved again), as the server\'s versions are',
    '    // (server/db/repositories/progress.ts). Written out per activity: rules have no loops, and a function per activity',
    '    // would not fit the 1 000 expressions a request may evaluate.',
    '    function stampsOk(before, after, changed, latest) {',
    `      return ${content.activityCodes.map((code) => `(!('${code}' in changed) || (after.versions.${code} == {'version': before.versions.get(['${code}', 'version'], 0) + 1, 'editedAt': after.versions.${code}.editedAt} && after.versions.${code}.editedAt <= latest))`).join('\n        && ')};`,
    '    }',
    '',
    '    // Each answer the write adds or changes is within bounds.',
    '    function answersSized(after, answered) {',
    `      return ${content.activityCodes.map((code) => `(!('${code}' in answered) || isAnswer(after.responses.${code}))`).join('\n        && ')};`,
    '    }',
    '',
    '    function quizCode() {',
    `      return ${content.quizCode ? quote(content.quizCode) : none};`,
    '    }',
    '',
    '    // Every question the stored quiz answer has answered with one of its options keeps that answer.',
    '    function quizAnswersKept(old, next) {',
    `      return ${quizChecks.length > 0 ? quizChecks.join('\n        && ') : 'true'};`,
    '    }',
    '',
    '    function insurancesCode() {',
    `      return ${content.insurancesCode ? quote(content.insurancesCode) : none};`,
    '    }',
    '',
    '    function scenarioCode() {',
    `      return ${content.scenarioCode ? quote(content.scenarioCode) : none};`,
    '    }',
    '',
    '    function scenarioIds() {',
    `      return ${list(content.scenarioIds)};`,
    '    }',
    BLOCK_END,
  ].join('\n');
}

/** The block as firestore.rules has it now, marker lines included; undefined when the markers are missing. */
export function blockInRules(rules: string): string | undefined {
  const start = rules.indexOf(BLOCK_START);
  const end = rules.indexOf(BLOCK_END);
  return start < 0 || end < start ? undefined : rules.slice(start, end + BLOCK_END.length);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const rules = readFileSync(RULES_FILE, 'utf8');
  const current = blockInRules(rules);
  if (current === undefined) throw new Error(`${RULES_FILE} has no generated block (its marker lines are missing)`);
  writeFileSync(RULES_FILE, rules.replace(current, () => rulesContentBlock()));
  console.info(`firestore.rules: the content's part is up to date`);
}
