import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { type boardMachine, selectBoardView } from '../../../machines/boardMachine';
import { type PageActors, useChildActor } from '../../context/SystemContext';
import type { ClassSummary } from '../../contracts/admin';
import type { Lang } from '../../contracts/lang';
import { BoardPart } from './BoardPart';

type BoardActor = ActorRefFrom<typeof boardMachine>;

/** The keys a keyboard and a presenter's clicker send for the next and the previous slide. */
const NEXT_KEYS = new Set(['ArrowRight', 'PageDown']);
const PREVIOUS_KEYS = new Set(['ArrowLeft', 'PageUp']);

/** A key pressed where it means something of its own (a field, a list of options) is left to it. */
const isOwnKey = (target: EventTarget | null) => target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

export interface BoardContainerProps {
  lang: Lang;
  admin: PageActors['admin'];
  chosen: ClassSummary | null;
  listing: boolean;
}

/** /{lang}/admin/tavle: the board (machines/boardMachine.ts); the page's keys become `board.next` and `board.previous`. */
export function BoardContainer(props: BoardContainerProps) {
  const board = useChildActor<BoardActor>(props.admin, 'board');
  return board ? <Board {...props} board={board} /> : null;
}

function Board({ lang, chosen, listing, board }: BoardContainerProps & { board: BoardActor }) {
  const view = useSelector(board, selectBoardView, shallowEqual);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || isOwnKey(event.target)) return;
      const type = NEXT_KEYS.has(event.key) ? 'board.next' : PREVIOUS_KEYS.has(event.key) ? 'board.previous' : null;
      if (!type) return;
      event.preventDefault();
      board.send({ type });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [board]);
  return (
    <BoardPart
      lang={lang}
      view={view}
      chosen={chosen}
      listing={listing}
      address={window.location.host}
      send={board.send}
    />
  );
}
