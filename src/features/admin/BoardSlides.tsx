import type { ReactNode } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import type { BoardContent, BoardSlide } from '../../../machines/boardMachine';
import { BarChart } from '../../components/charts/BarChart';
import type { ClassBoard, Count, Part } from '../../contracts/classResults';
import type { Lang } from '../../contracts/lang';
import { formatAmount } from '../../domain/amount';
import { KnowledgeGain } from './KnowledgeGain';

/** Bars drawn this many times their size to read across a classroom (board.css: .board-chart); a slide fits 1280 × 720. */
const BOARD_SCALE = 1.6;
/** The budget's eight lines, smaller, to fit the same slide (board.css: .board-chart-budget). */
const BUDGET_SCALE = 1.15;
/** At most this many rows in a chart of counts; the rest are summed as «Andre». */
const MAX_ROWS = 5;

/** Each result slide's title, written out so every message id stands in the code. */
export const SLIDE_TITLES: Record<Exclude<BoardSlide['kind'], 'title' | 'question'>, string> = {
  jobs: 'admin.board.slide.jobs',
  netPay: 'admin.board.slide.netPay',
  budget: 'admin.board.slide.budget',
  expenses: 'admin.board.slide.expenses',
  paidBy: 'admin.board.slide.paidBy',
  payment: 'admin.board.slide.payment',
  insurance: 'admin.board.slide.insurance',
  accidents: 'admin.board.slide.accidents',
  knowledge: 'admin.board.slide.knowledge',
};

const PAID_BY: Record<string, string> = { savings: 'admin.board.paidBy.savings', cut: 'admin.board.paidBy.cut', borrow: 'admin.board.paidBy.borrow' };

/** The title of a slide, for its heading and for the announcement of a new slide. */
export function slideTitle(intl: IntlShape, slide: BoardSlide, okt: number, content: BoardContent | null): string {
  if (slide.kind === 'title') return content?.okter.find((o) => o.okt === okt)?.sectionTitle ?? intl.formatMessage({ id: 'admin.board.okt' }, { okt });
  if (slide.kind === 'question') {
    const questions = (content?.questions ?? []).filter((q) => q.okt === okt);
    return intl.formatMessage({ id: 'admin.board.slide.question' }, { n: questions.findIndex((q) => q.id === slide.id && q.activity === slide.activity) + 1, count: questions.length });
  }
  return intl.formatMessage({ id: SLIDE_TITLES[slide.kind] });
}

/** «For få svar ennå», and how many of the class answered. */
function TooFew({ answered, pupils }: { answered: number; pupils: number }) {
  return (
    <div className="board-few">
      <p className="board-big">
        <FormattedMessage id="admin.board.tooFew" />
      </p>
      <FormattedMessage id="admin.board.answered" values={{ answered, pupils }} tagName="p" />
    </div>
  );
}

/** A part's figures, or «For få svar ennå» while fewer than three answered it. */
function WithFigures<T>({ part, pupils, children }: { part: Part<T>; pupils: number; children: (figures: T) => ReactNode }) {
  if (part.figures === null) return <TooFew answered={part.answered} pupils={pupils} />;
  return (
    <>
      {children(part.figures)}
      <p className="board-note">
        <FormattedMessage id="admin.board.answeredOf" values={{ answered: part.answered, pupils }} />
      </p>
    </>
  );
}

/** Bars of how many pupils, one row each, drawn large for the board. */
function PupilBars({ title, summary, rows, rowHeader }: { title: string; summary: string; rows: { label: string; count: number }[]; rowHeader: string }) {
  const intl = useIntl();
  return (
    <div className="board-chart">
      <BarChart
        title={title}
        summary={summary}
        series={[{ name: intl.formatMessage({ id: 'admin.board.pupils' }), style: 'solid' }]}
        groups={rows.map((row) => ({ label: row.label, values: [row.count], texts: [String(row.count)] }))}
        rowHeader={rowHeader}
        legend={false}
        scale={BOARD_SCALE}
      />
    </div>
  );
}

/** A chart of how many chose each id, the most chosen first; past MAX_ROWS the rest are one row, «Andre». */
function CountChart({ counts, nameOf, title, rowHeader }: { counts: readonly Count[]; nameOf: (id: string) => string; title: string; rowHeader: string }) {
  const intl = useIntl();
  const shown = counts.length > MAX_ROWS ? counts.slice(0, MAX_ROWS - 1) : counts;
  const rest = counts.slice(shown.length).reduce((sum, c) => sum + c.count, 0);
  const rows = [...shown.map((c) => ({ label: nameOf(c.id), count: c.count })), ...(rest > 0 ? [{ label: intl.formatMessage({ id: 'admin.board.others' }), count: rest }] : [])];
  const summary = rows[0] ? `${title}. ${intl.formatMessage({ id: 'admin.board.mostChosen' }, { name: rows[0].label })}` : title;
  return <PupilBars title={title} summary={summary} rows={rows} rowHeader={rowHeader} />;
}

/** The lowest, middle and highest net pay, each with its label. */
const SPREAD = [
  ['min', 'admin.board.netPay.min'],
  ['median', 'admin.board.netPay.median'],
  ['max', 'admin.board.netPay.max'],
] as const;

export interface SlideProps {
  lang: Lang;
  slide: BoardSlide;
  okt: number;
  results: ClassBoard;
  content: BoardContent;
  classCode: string;
  address: string;
}

/** One slide's body, under its heading: the session's key idea and the class code, a part of the results, or a question. */
export function SlideBody({ lang, slide, okt, results, content, classCode, address }: SlideProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { names } = content;
  const pupils = results.pupils;
  const name = (list: Record<string, string>) => (id: string) => list[id] ?? id;

  switch (slide.kind) {
    case 'title': {
      const session = content.okter.find((o) => o.okt === okt);
      return (
        <>
          {session && <p className="board-idea">{session.idea}</p>}
          <div className="board-join">
            <p>
              <FormattedMessage id="admin.board.join" values={{ address: <strong key="address">{address}</strong> }} />
            </p>
            <p className="board-code" aria-label={`${t('admin.board.classCode')}: ${classCode.split('').join(' ')}`}>
              {classCode}
            </p>
          </div>
        </>
      );
    }
    case 'jobs':
      return (
        <WithFigures part={results.jobs} pupils={pupils}>
          {(f) => <CountChart counts={f.chosen} nameOf={name(names.jobs)} title={t('admin.board.slide.jobs')} rowHeader={t('admin.board.job')} />}
        </WithFigures>
      );
    case 'netPay':
      return (
        <WithFigures part={results.jobs} pupils={pupils}>
          {(f) => (
            <>
              <dl className="board-spread">
                {SPREAD.map(([key, id]) => (
                  <div key={key} className={key === 'median' ? 'board-median' : undefined}>
                    <FormattedMessage id={id} tagName="dt" />
                    <dd>{formatAmount(f.netMonthly[key])}</dd>
                  </div>
                ))}
              </dl>
              <FormattedMessage id="admin.board.netPay.note" tagName="p" />
            </>
          )}
        </WithFigures>
      );
    case 'budget':
      return (
        <WithFigures part={results.budget} pupils={pupils}>
          {(f) => (
            <div className="board-chart board-chart-budget">
              <BarChart
                title={t('admin.board.slide.budget')}
                summary={t('admin.board.budget.summary')}
                series={[
                  { name: t('admin.board.budget.median'), style: 'solid' },
                  { name: t('admin.board.budget.reference'), style: 'tick' },
                ]}
                groups={f.lines.map((line) => ({
                  label: name(names.lines)(line.id),
                  values: [line.median, line.reference],
                  texts: [formatAmount(line.median), line.reference === null ? t('admin.board.budget.noReference') : formatAmount(line.reference)],
                }))}
                rowHeader={t('admin.board.line')}
                scale={BUDGET_SCALE}
              />
            </div>
          )}
        </WithFigures>
      );
    case 'expenses':
      return (
        <WithFigures part={results.expenses} pupils={pupils}>
          {(f) => <CountChart counts={f.drawn} nameOf={name(names.expenses)} title={t('admin.board.slide.expenses')} rowHeader={t('admin.board.expense')} />}
        </WithFigures>
      );
    case 'paidBy':
      return (
        <WithFigures part={results.expenses} pupils={pupils}>
          {(f) => <CountChart counts={f.paidBy} nameOf={(id) => (PAID_BY[id] ? t(PAID_BY[id]) : id)} title={t('admin.board.slide.paidBy')} rowHeader={t('admin.board.paidBy.how')} />}
        </WithFigures>
      );
    case 'payment':
      return (
        <WithFigures part={results.payment} pupils={pupils}>
          {(f) => (
            <>
              <PupilBars
                title={t('admin.board.slide.payment')}
                summary={t('admin.board.payment.summary', { save: f.save, credit: f.credit })}
                rows={[
                  { label: t('admin.board.payment.save'), count: f.save },
                  { label: t('admin.board.payment.credit'), count: f.credit },
                ]}
                rowHeader={t('admin.board.payment.choice')}
              />
              <p className="board-big">
                <FormattedMessage id="admin.board.payment.extra" values={{ amount: formatAmount(f.creditExtraCost) }} />
              </p>
            </>
          )}
        </WithFigures>
      );
    case 'insurance':
      return (
        <WithFigures part={results.insurance} pupils={pupils}>
          {(f) => <CountChart counts={f.chosen} nameOf={name(names.products)} title={t('admin.board.slide.insurance')} rowHeader={t('admin.board.insurance')} />}
        </WithFigures>
      );
    case 'accidents':
      return (
        <WithFigures part={results.insurance} pupils={pupils}>
          {(f) => (
            <>
              <CountChart counts={f.drawn} nameOf={name(names.scenarios)} title={t('admin.board.slide.accidents')} rowHeader={t('admin.board.accident')} />
              <p className="board-big">
                <FormattedMessage id="admin.board.covered" values={{ covered: f.covered, notCovered: f.notCovered }} />
              </p>
            </>
          )}
        </WithFigures>
      );
    case 'knowledge':
      return (
        <WithFigures part={results.knowledge} pupils={pupils}>
          {() => <KnowledgeGain lang={lang} gain={results.knowledge} />}
        </WithFigures>
      );
    case 'question':
      return <QuestionSlide lang={lang} slide={slide} okt={okt} results={results} content={content} />;
  }
}

/** One question: the class's first answers, and the most chosen wrong option with the content's explanation, to talk about. */
function QuestionSlide({ lang, slide, results, content }: { lang: Lang; slide: Extract<BoardSlide, { kind: 'question' }>; okt: number; results: ClassBoard; content: BoardContent }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const question = content.questions.find((q) => q.id === slide.id && q.activity === slide.activity);
  const counted = results.questions.find((a) => a.activity === slide.activity)?.questions.find((q) => q.id === slide.id);
  if (!question) return null;
  const right = question.options.find((o) => o.correct);
  const part: Part<NonNullable<NonNullable<typeof counted>['figures']>> = { answered: counted?.answered ?? 0, figures: counted?.figures ?? null };
  return (
    <>
      <p className="board-question">{question.text}</p>
      <WithFigures part={part} pupils={results.pupils}>
        {(f) => {
          const wrong = f.mostChosenWrong;
          const wrongOption = wrong ? question.options.find((o) => o.id === wrong.id) : undefined;
          const otherWrong = part.answered - f.right - (wrong?.count ?? 0);
          const rows = [
            { label: t('admin.board.question.rightBar'), count: f.right },
            ...(wrong ? [{ label: wrongOption?.text ?? wrong.text[lang], count: wrong.count }] : []),
            ...(otherWrong > 0 ? [{ label: t('admin.board.question.otherWrong'), count: otherWrong }] : []),
          ];
          const summary = t('admin.board.question.summary', { right: f.right, answered: part.answered });
          return (
            <div className="board-columns">
              <PupilBars title={summary} summary={summary} rows={rows} rowHeader={t('admin.board.question.answer')} />
              <div>
                {right && (
                  <p>
                    <FormattedMessage id="admin.board.question.right" values={{ answer: <strong key="right">{right.text}</strong> }} />
                  </p>
                )}
                {wrong && wrongOption ? (
                  <div className="board-wrong">
                    <p>
                      <FormattedMessage id="admin.board.question.mostWrong" values={{ answer: <strong key="wrong">{wrongOption.text}</strong> }} />
                    </p>
                    <p>{wrongOption.explanation}</p>
                  </div>
                ) : (
                  <FormattedMessage id="admin.board.question.noWrong" tagName="p" />
                )}
              </div>
            </div>
          );
        }}
      </WithFigures>
    </>
  );
}
