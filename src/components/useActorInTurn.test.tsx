import { act, render, waitFor } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createMachine } from 'xstate';
import { useActorInTurn } from './useActorInTurn';
import { nextTask } from '../services/nextTask';

const counter = (started: () => void) =>
  createMachine({
    initial: 'off',
    entry: started,
    states: { off: { on: { flip: 'on' } }, on: { on: { flip: 'off' } } },
  });

function Toggle({ logic, onActor }: { logic: ReturnType<typeof counter>; onActor?: (actor: ReturnType<typeof useActorInTurn<ReturnType<typeof counter>>>) => void }) {
  const actor = useActorInTurn(logic);
  onActor?.(actor);
  const value = useSelector(actor, (s) => String(s.value));
  return <button onClick={() => actor.send({ type: 'flip' })}>{value}</button>;
}

describe('useActorInTurn (issue 20)', () => {
  it('starts the actor in a task after the commit, not in it, keeping the events sent before', async () => {
    const started = vi.fn();
    const { getByRole } = render(<Toggle logic={counter(started)} />);
    // React's effects have run: useActorRef would have started the actor here.
    expect(started).not.toHaveBeenCalled();
    act(() => getByRole('button').click());
    expect(getByRole('button').textContent).toBe('off');
    await waitFor(() => expect(started).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(getByRole('button').textContent).toBe('on'));
  });

  it('starts once under StrictMode, whose trial unmount comes before the turn', async () => {
    const started = vi.fn();
    const { getByRole } = render(
      <StrictMode>
        <Toggle logic={counter(started)} />
      </StrictMode>,
    );
    await act(nextTask);
    await act(nextTask);
    expect(started).toHaveBeenCalledTimes(1);
    act(() => getByRole('button').click());
    expect(getByRole('button').textContent).toBe('on');
  });

  it('stops the actor when the component goes, and never starts one that went before its turn', async () => {
    const started = vi.fn();
    let actor: { getSnapshot: () => { status: string } } | undefined;
    const shown = render(<Toggle logic={counter(started)} onActor={(a) => (actor = a)} />);
    await waitFor(() => expect(started).toHaveBeenCalledTimes(1));
    shown.unmount();
    expect(actor!.getSnapshot().status).toBe('stopped');

    const never = vi.fn();
    render(<Toggle logic={counter(never)} />).unmount();
    await act(nextTask);
    await act(nextTask);
    expect(never).not.toHaveBeenCalled();
  });
});
