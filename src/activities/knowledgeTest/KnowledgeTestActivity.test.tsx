import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import testNo from '../../../content/no/kunnskapstest.json';
import testNn from '../../../content/nn/kunnskapstest.json';
import { type KnowledgeTest, KnowledgeTestSchema } from '../../contracts/knowledgeTest';
import type { Activity } from '../../contracts/okt';
import { renderActivity } from '../../test/renderActivity';
import { KnowledgeTestActivity } from './KnowledgeTestActivity';

const tests = { no: KnowledgeTestSchema.parse(testNo), nn: KnowledgeTestSchema.parse(testNn) };
const o1t: Activity = { activity_code: 'O1T', title: 'Hva kan du fra før?', component: 'knowledge-before', next_activity: 'O1A' };
const o5t: Activity = { activity_code: 'O5T', title: 'Hva kan du nå?', component: 'knowledge-after', next_activity: 'O5D' };
const data = (lang: 'no' | 'nn' = 'no') => ({ kind: 'knowledgeTest' as const, test: tests[lang] });

/** Every item answered: rightly for the first `right` items, wrongly for the rest. */
const answers = (test: KnowledgeTest, right: number) =>
  Object.fromEntries(test.items.map((item, i) => [item.id, i < right ? item.correct : item.options.find((o) => o.id !== item.correct)!.id]));

const groupOf = (i: number) => screen.getByRole('group', { name: new RegExp(`^${i + 1}\\. `) });

describe('the knowledge test before session 1 (O1T)', () => {
  it('keeps the first answer and says so, without telling right from wrong', async () => {
    const { props } = renderActivity(KnowledgeTestActivity, { activity: o1t, data: data() });
    const first = within(groupOf(0)).getAllByRole('radio');
    await userEvent.click(first[0]!);
    const saved = vi.mocked(props.onChange).mock.lastCall![0] as Record<string, string | null>;
    const item = tests.no.items[0]!;
    expect(saved[item.id]).toBe(first[0]!.getAttribute('value'));
    await userEvent.click(first[1]!);
    expect(props.onChange).toHaveBeenCalledTimes(1);
    expect(first[0]).toBeChecked();
    expect(screen.getByText('Svaret er lagret. Det første svaret gjelder, så det kan ikke endres.')).toBeInTheDocument();
    expect(screen.queryByText(/riktig|feil/i)).not.toBeInTheDocument();
  });

  it('shows no right answer, explanation or score once every item is answered', () => {
    renderActivity(KnowledgeTestActivity, { activity: o1t, data: data(), value: answers(tests.no, 3) });
    expect(screen.getByRole('status')).toHaveTextContent(`Du har svart på ${tests.no.items.length} av ${tests.no.items.length} spørsmål.`);
    expect(screen.getByRole('status')).toHaveTextContent('Du får se hva som er riktig når du har tatt den samme testen på slutten av økt 5.');
    for (const item of tests.no.items) expect(screen.queryByText(item.explanation)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Før og nå' })).not.toBeInTheDocument();
  });

});

describe('the knowledge test after session 5 (O5T)', () => {
  it('shows nothing of right and wrong while the second test is half done', () => {
    const half = Object.fromEntries(Object.entries(answers(tests.no, 2)).slice(0, 3));
    renderActivity(KnowledgeTestActivity, { activity: o5t, data: data(), value: half, responses: { O1T: answers(tests.no, 1) } });
    expect(screen.queryByRole('heading', { name: 'Før og nå' })).not.toBeInTheDocument();
    expect(screen.queryByText(tests.no.items[0]!.explanation)).not.toBeInTheDocument();
  });

  it('shows before and after per item with the right answer and the explanation once done, in nn too', () => {
    const total = tests.nn.items.length;
    renderActivity(KnowledgeTestActivity, { activity: o5t, data: data('nn'), value: answers(tests.nn, 5), responses: { O1T: answers(tests.nn, 2) } }, 'nn');
    const result = screen.getByRole('region', { name: 'Før og no' });
    expect(result).toHaveTextContent(`Før kurset: 2 av ${total} rette. No: 5 av ${total} rette.`);
    const item = tests.nn.items[3]!;
    expect(result).toHaveTextContent(item.explanation);
    expect(result).toHaveTextContent(`Rett svar: ${item.options.find((o) => o.id === item.correct)!.text}`);
    expect(within(result).getAllByRole('listitem')).toHaveLength(total);
  });
});
