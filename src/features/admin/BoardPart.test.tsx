import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import okt1No from '../../../content/no/okt1.json';
import okt2No from '../../../content/no/okt2.json';
import quizNo from '../../../content/no/okt4.json';
import okt5No from '../../../content/no/okt5.json';
import okterNo from '../../../content/no/okter.json';
import okterNn from '../../../content/nn/okter.json';
import quizNn from '../../../content/nn/okt4.json';
import { type BoardView, boardContentOf, slidesOf } from '../../../machines/boardMachine';
import type { ClassSummary } from '../../contracts/admin';
import type { ClassBoard } from '../../contracts/classResults';
import type { Lang } from '../../contracts/lang';
import { catalogues } from '../../i18n/catalogues';
import { BoardPart } from './BoardPart';

const contentIn = (lang: Lang) =>
  boardContentOf({
    okter: (lang === 'no' ? okterNo : okterNn).okter as never,
    jobs: okt1No.jobs as never,
    categories: okt2No.categories as never,
    expenses: okt2No.unexpectedExpenses as never,
    insurance: okt5No as never,
    quiz: (lang === 'no' ? quizNo : quizNn) as never,
  });

const [q1] = quizNo.questions;
const wrong = q1!.options.find((o) => !o.correct)!;
const results: ClassBoard = {
  pupils: 4,
  jobs: { answered: 3, figures: { chosen: [{ id: okt1No.jobs[0]!.id, count: 2 }, { id: okt1No.jobs[1]!.id, count: 1 }], netMonthly: { min: 28_000, median: 31_000, max: 40_500 } } },
  budget: { answered: 2, figures: null },
  expenses: { answered: 0, figures: null },
  payment: { answered: 3, figures: { save: 1, credit: 2, creditExtraCost: 4_321 } },
  insurance: { answered: 0, figures: null },
  knowledge: { answered: 0, figures: null },
  questions: [
    {
      activity: 'O4A',
      okt: 4,
      questions: [{ id: q1!.id, text: { no: q1!.text, nn: q1!.text }, answered: 3, figures: { right: 1, mostChosenWrong: { id: wrong.id, text: { no: wrong.text, nn: wrong.text }, count: 2 } } }],
    },
  ],
};
const okt1Slides = slidesOf(1, contentIn('no')).length;
const chosen: ClassSummary = { classCode: 'KX7P2M', name: '10A' } as ClassSummary;

function viewOf(okt: number, slide: number, lang: Lang = 'no', rest: Partial<BoardView> = {}): BoardView {
  const content = contentIn(lang);
  return { status: 'ready', classCode: 'KX7P2M', lang, okt, slides: slidesOf(okt, content), slide, results, content, stale: false, errorKey: null, ...rest };
}

function renderBoard(view: BoardView, lang: Lang = 'no') {
  const props: ComponentProps<typeof BoardPart> = { lang, view, chosen, listing: false, address: 'okonomi.example.no', send: vi.fn() };
  const ui = (p: ComponentProps<typeof BoardPart>) => (
    <IntlProvider locale={lang === 'no' ? 'nb' : 'nn'} messages={catalogues[lang]}>
      <Router hook={memoryLocation({ path: `/${lang}/admin/tavle`, static: true }).hook}>
        <BoardPart {...p} />
      </Router>
    </IntlProvider>
  );
  const { rerender } = render(ui(props));
  return { props, rerender: (next: BoardView) => rerender(ui({ ...props, view: next })) };
}

describe('the board', () => {
  it('opens a session with its key idea from the content and the class code to join with', async () => {
    renderBoard(viewOf(1, 0));
    expect(await screen.findByText('KX7P2M')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Økt 1: Utdanning og jobb' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: okterNo.okter[0]!.sectionTitle })).toBeVisible();
    expect(screen.getByText(okterNo.okter[0]!.activities.find((a) => a.activity_code === 'O1A')!.intro!)).toBeVisible();
    expect(screen.getByText('Gå til', { exact: false })).toHaveTextContent('Gå til okonomi.example.no og skriv klassekoden');
    expect(screen.getByText('KX7P2M')).toBeVisible();
    expect(screen.getByText(`1 av ${okt1Slides}`)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Lukk tavla' })).toHaveAttribute('href', '/no/admin/fremdrift?klasse=KX7P2M');
    expect(screen.getByRole('link', { name: 'Økt 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Økt 3' })).toHaveAttribute('href', '/no/admin/tavle?klasse=KX7P2M&okt=3');
  });

  it('draws the jobs the class chose with the app’s bar chart, by the content’s names, and no pupil', async () => {
    renderBoard(viewOf(1, 1));
    const chart = await screen.findByRole('img');
    expect(chart).toHaveAccessibleName(`Jobbene dere valgte. Flest valgte ${okt1No.jobs[0]!.title}.`);
    expect(within(chart).getByText(okt1No.jobs[1]!.title)).toBeInTheDocument();
    expect(screen.getByText('3 av 4 elever har svart.')).toBeVisible();
  });

  it('shows the spread of net pay and the class’s extra cost of credit as amounts', async () => {
    const { rerender } = renderBoard(viewOf(1, 2));
    // The exact characters: the amount filter's no-break spaces.
    expect(await screen.findByText((_, el) => el?.tagName === 'DD' && el.textContent === 'kr\u00A031\u00A0000')).toBeVisible();
    rerender(viewOf(3, 1));
    const extra = await screen.findByText(/^Kreditt kostet dere/);
    expect(extra.textContent).toBe('Kreditt kostet dere kr\u00A04\u00A0321 ekstra til sammen, i renter og gebyrer.');
  });

  it('says «For få svar ennå» with how many answered, where fewer than three did', async () => {
    renderBoard(viewOf(2, 1));
    expect(await screen.findByText('For få svar ennå')).toBeVisible();
    expect(screen.getByText('2 av 4 elever har svart. Tallene vises når minst tre har svart.')).toBeVisible();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows a question’s first answers and explains the most chosen wrong option with the content’s words', async () => {
    renderBoard(viewOf(4, 1));
    expect(screen.getByRole('heading', { level: 2, name: `Spørsmål 1 av ${quizNo.questions.length}` })).toBeVisible();
    expect(screen.getByText(q1!.text)).toBeVisible();
    expect(await screen.findByRole('img')).toHaveAccessibleName('1 av 3 svarte riktig på første forsøk.');
    expect(screen.getByText('Mest valgte feil svar:', { exact: false })).toHaveTextContent(wrong.text);
    expect(screen.getByText(wrong.explanation)).toBeVisible();
  });

  it('shows the knowledge test before session 1 and now, in all and per item, once three took both', async () => {
    const knowledge = { answered: 3, figures: { before: 6, after: 15, items: [{ id: 'netto', text: { no: 'Hva er nettolønn?', nn: 'Kva er nettoløn?' }, before: 1, after: 3 }] } };
    const five = slidesOf(5, contentIn('no'));
    renderBoard(viewOf(5, five.findIndex((s) => s.kind === 'knowledge'), 'no', { results: { ...results, knowledge } }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Kunnskapstesten: før økt 1 og nå' })).toBeVisible();
    expect(screen.getByText('Hva er nettolønn?')).toBeVisible();
    expect(screen.getByText(/Før: 33 % · Etter: 100 %/)).toBeVisible();
    expect(screen.getByText('3 av 4 elever har svart.', { exact: false })).toBeVisible();
  });

  it('moves with «Neste» and «Forrige» and announces a new slide, but not new figures', async () => {
    const { props, rerender } = renderBoard(viewOf(1, 0));
    await userEvent.click(screen.getByRole('button', { name: 'Neste' }));
    expect(props.send).toHaveBeenCalledExactlyOnceWith({ type: 'board.next' });
    await userEvent.click(screen.getByRole('button', { name: 'Forrige' }));
    expect(props.send).toHaveBeenCalledTimes(2);
    expect(props.send).toHaveBeenLastCalledWith({ type: 'board.previous' });
    const live = document.querySelector('[aria-live="polite"]')!;
    expect(live).toHaveTextContent(`Lysbilde 1 av ${okt1Slides}: ${okterNo.okter[0]!.sectionTitle}`);
    rerender(viewOf(1, 1));
    expect(live).toHaveTextContent(`Lysbilde 2 av ${okt1Slides}: Jobbene dere valgte`);
    rerender(viewOf(1, 1, 'no', { results: { ...results, pupils: 5 }, stale: true }));
    expect(live).toHaveTextContent(`Lysbilde 2 av ${okt1Slides}: Jobbene dere valgte`);
    // A failed fetch is said quietly, outside the live region, with the last figures still shown.
    expect(screen.getByText(/Fikk ikke hentet nye svar akkurat nå/)).toBeVisible();
    expect(await screen.findByRole('img')).toBeVisible();
  });

  it('speaks Nynorsk on the Nynorsk board', async () => {
    renderBoard(viewOf(2, 1, 'nn'), 'nn');
    expect(await screen.findByText('For få svar enno')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Førre' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Lukk tavla' })).toHaveAttribute('href', '/nn/admin/fremdrift?klasse=KX7P2M');
  });

  it('says when the results could not be fetched, with a way to try again', async () => {
    const { props } = renderBoard(viewOf(1, 0, 'no', { status: 'failed', results: null, errorKey: 'txt_error_default' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Vi fikk ikke hentet klassens svar.');
    await userEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(props.send).toHaveBeenCalledExactlyOnceWith({ type: 'board.retry' });
  });
});
