import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { guideShape } from './guide';
import { ContentError, loadContent } from './loadContent';

const realContent = path.resolve(import.meta.dirname, '..', '..', 'content');
const dirs: string[] = [];

/** A copy of the real content with one language's guide changed. */
function withGuide(lang: 'no' | 'nn', edit: (guide: any) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-'));
  fs.cpSync(realContent, dir, { recursive: true });
  dirs.push(dir);
  const file = path.join(dir, lang, 'veiledning.json');
  const guide = JSON.parse(fs.readFileSync(file, 'utf8'));
  edit(guide);
  fs.writeFileSync(file, JSON.stringify(guide));
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the teacher guide (content/*/veiledning.json)', () => {
  const content = loadContent(realContent);

  it('answers every activity of every session with codes the sessions have, in both languages', () => {
    for (const lang of ['no', 'nn'] as const) {
      content.guide[lang].okter.forEach((session, i) => {
        const codes = content.okter[lang][i]!.activities.map((a) => a.activity_code);
        expect(new Set(session.answerKey.map((entry) => entry.activity))).toEqual(new Set(codes));
      });
    }
  });

  it('quotes each quiz question and its right answer as the quiz has them', () => {
    for (const lang of ['no', 'nn'] as const) {
      const key = content.guide[lang].okter[3]!.answerKey;
      for (const question of content.okt4[lang].questions) {
        const entry = key.find((e) => e.question?.id === question.id);
        expect(entry?.question?.text).toBe(question.text);
        expect(entry?.answer).toBe(question.options.find((o) => o.correct)!.text);
      }
    }
  });

  it('has the same shape in Bokmål and Nynorsk: aims, minutes and answer key in the same order', () => {
    expect(guideShape(content.guide.nn)).toEqual(guideShape(content.guide.no));
  });

  it('quotes each aim from udir.no, in the language of the guide', () => {
    for (const aim of content.guide.no.okter.flatMap((okt) => okt.aims)) expect(aim.source).toMatch(/^https:\/\/www\.udir\.no\/lk20\/.*lang=nob/);
    for (const aim of content.guide.nn.okter.flatMap((okt) => okt.aims)) expect(aim.source).not.toContain('lang=nob');
  });

  it('stops start-up on an answer to an activity the session does not have', () => {
    const dir = withGuide('no', (guide) => {
      guide.okter[1].answerKey[1].activity = 'O2Z';
    });
    expect(() => loadContent(dir)).toThrowError(ContentError);
    expect(() => loadContent(dir)).toThrowError(/no\/veiledning\.json.*«okter\.1\.answerKey\.1\.activity».*«O2Z» er ingen aktivitet i økt 2/);
  });

  it('stops start-up on an answer key that gives a wrong answer to a quiz question', () => {
    const dir = withGuide('nn', (guide) => {
      guide.okter[3].answerKey[0].answer = 'At du betaler mindre skatt';
    });
    expect(() => loadContent(dir)).toThrowError(/nn\/veiledning\.json.*«okter\.3\.answerKey\.0\.answer».*riktige svaret på «halv-skatt»/);
  });

  it('stops start-up on an answer key that quotes a question other than the session asks it', () => {
    const dir = withGuide('no', (guide) => {
      guide.okter[1].answerKey[0].question.text = 'Hvilken post hører strømregningen til?';
    });
    expect(() => loadContent(dir)).toThrowError(/no\/veiledning\.json.*«okter\.1\.answerKey\.0\.question\.text».*slik økta stiller det/);
  });

  it('stops start-up on an activity left out of the answer key', () => {
    const dir = withGuide('no', (guide) => {
      guide.okter[4].answerKey = guide.okter[4].answerKey.filter((entry: { activity: string }) => entry.activity !== 'O5C');
    });
    expect(() => loadContent(dir)).toThrowError(/«okter\.4\.answerKey».*mangler O5C/);
  });

  it('stops start-up on a plan whose minutes do not make the lesson', () => {
    const dir = withGuide('no', (guide) => {
      guide.okter[0].plan45[0].minutes += 5;
    });
    expect(() => loadContent(dir)).toThrowError(/«okter\.0\.plan45».*45/);
  });

  it('stops start-up when Nynorsk differs from Bokmål in more than its texts', () => {
    const dir = withGuide('nn', (guide) => {
      guide.okter[2].aims.pop();
    });
    expect(() => loadContent(dir)).toThrowError(/nn\/veiledning\.json.*«okter\.2\.aims».*må være lik no/);
  });

  it('stops start-up when the guide is missing', () => {
    const dir = withGuide('nn', () => {});
    fs.rmSync(path.join(dir, 'nn', 'veiledning.json'));
    expect(() => loadContent(dir)).toThrowError(/nn\/veiledning\.json.*filen mangler/);
  });
});
