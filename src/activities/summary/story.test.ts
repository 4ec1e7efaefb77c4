import { describe, expect, it } from 'vitest';
import type { SummaryContent } from '../../../machines/contentPageMachine';
import { noObjects, summaryDocument, wholeStory, wholeStoryObjects } from '../../../stories/fixtures/okt45';
import { readStory } from './story';

const content = (lang: 'no' | 'nn' = 'no') => summaryDocument(lang) as { kind: 'summary' } & SummaryContent;

describe('readStory: who the pupil is', () => {
  it('reads the known interests from O1A in the order of the options, and the title of the O1C industry', () => {
    const story = readStory({ ...wholeStory, O1A: ['hjelpe-andre', 'ukjent', 'trygg-jobb'] }, wholeStoryObjects, content());
    expect(story.interests).toEqual(['trygg-jobb', 'hjelpe-andre']);
    expect(story.industry).toBe('Helse og omsorg');
    expect(readStory(wholeStory, wholeStoryObjects, content('nn')).industry).toBe(content('nn').industries.find((i) => i.id === 'helse-og-omsorg')!.title);
  });

  it('has no interests and no industry before O1A and O1C, or with odd stored values', () => {
    for (const responses of [{}, { O1A: '', O1C: '' }, { O1A: 'hoy-lonn', O1C: 'finnes-ikke' }, { O1A: null, O1C: 42 }]) {
      const story = readStory(responses, noObjects, content());
      expect(story.interests).toEqual([]);
      expect(story.industry).toBeNull();
    }
  });
});
