import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadableLazy } from './preloadableLazy';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

const fallback = <p>laster</p>;

describe('preloadableLazy', () => {
  it('renders a preloaded module at once, where React.lazy would show its loading look first', async () => {
    const Screen = preloadableLazy(() => Promise.resolve({ default: Counter }));
    await Screen.preload();
    render(<Suspense fallback={fallback}>{<Screen label="Telling" />}</Suspense>);
    // No await: the first render already shows it.
    expect(screen.getByRole('button').textContent).toBe('Telling 0');
    expect(screen.queryByText('laster')).toBeNull();
  });

  it('suspends as React.lazy does when nothing preloaded it, and fetches the module once', async () => {
    let calls = 0;
    const Screen = preloadableLazy(() => {
      calls++;
      return Promise.resolve({ default: Counter });
    });
    render(<Suspense fallback={fallback}>{<Screen label="Telling" />}</Suspense>);
    expect(screen.getByText('laster')).toBeTruthy();
    expect((await screen.findByRole('button')).textContent).toBe('Telling 0');
    await Screen.preload();
    expect(calls).toBe(1);
  });

  it('keeps a screen mounted through the lazy path, with its state, when it renders again after the module arrived', async () => {
    const Screen = preloadableLazy(() => Promise.resolve({ default: Counter }));
    const { rerender } = render(<Suspense fallback={fallback}>{<Screen label="Telling" />}</Suspense>);
    const button = await screen.findByRole('button');
    act(() => button.click());
    rerender(<Suspense fallback={fallback}>{<Screen label="Antall" />}</Suspense>);
    expect(screen.getByRole('button')).toBe(button);
    expect(button.textContent).toBe('Antall 1');
  });
});
