import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { type BoardEvent, type BoardView, boardPath } from '../../../machines/boardMachine';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import type { ClassSummary } from '../../contracts/admin';
import type { Lang } from '../../contracts/lang';
import { adminPath } from '../../contracts/routeTable';
import { Button } from '../../design/Button';
import { RetryAlert } from '../../design/RetryAlert';
import { LaterTexts } from '../../i18n/LaterTexts';
import { SlideBody, slideTitle } from './BoardSlides';
import '../../styles/board.css';

const SESSIONS = [1, 2, 3, 4, 5] as const;

export interface BoardPartProps {
  lang: Lang;
  view: BoardView;
  /** The class on the board, once the classes are listed; null when the teacher has none. */
  chosen: ClassSummary | null;
  listing: boolean;
  /** Where pupils join: the app's address, as the browser shows it. */
  address: string;
  send: (event: BoardEvent) => void;
}

/** /{lang}/admin/tavle?klasse={code}&okt={n}: a class's results on a projector; counts, never names; only a new slide is announced. */
export function BoardPart({ lang, view, chosen, listing, address, send }: BoardPartProps) {
  const intl = useIntl();
  const code = chosen?.classCode ?? null;
  const session = view.content?.okter.find((o) => o.okt === view.okt);
  const heading = session ? intl.formatMessage({ id: 'admin.board.heading' }, { okt: view.okt, title: session.title }) : intl.formatMessage({ id: 'admin.board.okt' }, { okt: view.okt });
  useDocumentTitle(intl.formatMessage({ id: 'admin.board.documentTitle' }, { name: chosen?.name ?? heading }));
  const slide = view.slides[view.slide] ?? view.slides[0]!;
  const title = slideTitle(intl, slide, view.okt, view.content);
  const count = view.slides.length;
  const ready = view.status === 'ready' && code !== null && view.classCode === code && view.results !== null && view.content !== null;

  return (
    <section className="board" aria-labelledby="board-title">
      <header className="board-top">
        <h1 id="board-title">{heading}</h1>
        <nav aria-label={intl.formatMessage({ id: 'admin.board.sessions' })}>
          <ul className="board-sessions">
            {code &&
              SESSIONS.map((okt) => (
                <li key={okt}>
                  <Link href={boardPath(lang, code, okt)} aria-current={okt === view.okt ? 'page' : undefined}>
                    <FormattedMessage id="admin.board.okt" values={{ okt }} />
                  </Link>
                </li>
              ))}
          </ul>
        </nav>
        <Link className="board-close" href={adminPath(lang, 'fremdrift', code)}>
          <FormattedMessage id="admin.board.close" />
        </Link>
      </header>

      <div className="board-slide">
        {!listing && !chosen && (
          <p className="board-big">
            <FormattedMessage id="admin.board.noClass" />
          </p>
        )}
        {chosen && view.status === 'failed' && <RetryAlert messageId="admin.board.failed" onRetry={() => send({ type: 'board.retry' })} />}
        {chosen && view.status !== 'failed' && !ready && (
          <p className="board-big" role="status">
            <FormattedMessage id="admin.board.loading" />
          </p>
        )}
        {ready && (
          <>
            <h2>{title}</h2>
            <LaterTexts fallback={<div className="skeleton" aria-hidden="true" />}>
              <SlideBody lang={lang} slide={slide} okt={view.okt} results={view.results!} content={view.content!} classCode={code!} address={address} />
            </LaterTexts>
          </>
        )}
      </div>

      <footer className="board-bottom">
        <p className="board-stale">{ready && view.stale && <FormattedMessage id="admin.board.stale" />}</p>
        <nav className="board-pager" aria-label={intl.formatMessage({ id: 'admin.board.slides' })}>
          {/* At either end a button stays focusable (aria-disabled): a disabled one would drop the focus of the presenter's keyboard. */}
          <Button variant="secondary" onClick={() => send({ type: 'board.previous' })} disabled={!ready} aria-disabled={ready && view.slide === 0 ? true : undefined}>
            <FormattedMessage id="admin.board.previous" />
          </Button>
          <p className="board-counter">{ready && <FormattedMessage id="admin.board.counter" values={{ slide: view.slide + 1, count }} />}</p>
          <Button onClick={() => send({ type: 'board.next' })} disabled={!ready} aria-disabled={ready && view.slide >= count - 1 ? true : undefined}>
            <FormattedMessage id="admin.board.next" />
          </Button>
        </nav>
        <p className="board-keys">
          <FormattedMessage id="admin.board.keys" />
        </p>
      </footer>
      {/* A new slide is announced; the figures changing under it are not. */}
      <p className="board-sr" aria-live="polite">
        {ready && intl.formatMessage({ id: 'admin.board.announce' }, { slide: view.slide + 1, count, title })}
      </p>
    </section>
  );
}
