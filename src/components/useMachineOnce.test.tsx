import { act, render } from '@testing-library/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createMachine } from 'xstate';
import { useMachineOnce } from './useMachineOnce';

const toggle = createMachine({ initial: 'off', states: { off: { on: { flip: 'on' } }, on: { on: { flip: 'off' } } } });

describe('useMachineOnce', () => {
  it('builds the machine on the first render only, and its actor keeps its state across renders', () => {
    const provide = vi.spyOn(toggle, 'provide');
    let rerender = () => {};
    function Toggle() {
      const [, setRenders] = useState(0);
      rerender = () => setRenders((n) => n + 1);
      const actor = useActorRef(useMachineOnce(() => toggle.provide({})));
      const value = useSelector(actor, (s) => String(s.value));
      return <button onClick={() => actor.send({ type: 'flip' })}>{value}</button>;
    }
    const { getByRole } = render(<Toggle />);
    act(() => getByRole('button').click());
    for (let i = 0; i < 5; i++) act(() => rerender());
    expect(getByRole('button').textContent).toBe('on');
    expect(provide).toHaveBeenCalledTimes(1);
  });
});
