import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HeldShell, PageShellContext, useHeldShell } from './PageShellContext';

function Screen({ waits }: { waits: boolean }) {
  const held = useHeldShell(waits);
  return <p>{held ?? (waits ? 'loading look' : 'the screen')}</p>;
}

const shell = { path: '/no/okt/2/O2B', html: '<h1>Budsjettet ditt</h1>' };
const inPage = (waits: boolean) => (
  <PageShellContext.Provider value={shell}>
    <Screen waits={waits} />
  </PageShellContext.Provider>
);

describe('useHeldShell (issue 20)', () => {
  it('holds the server’s markup while the screen waits, until it has drawn itself, and never again', () => {
    const { rerender } = render(inPage(true));
    expect(screen.getByText(shell.html)).toBeInTheDocument();
    rerender(inPage(false));
    expect(screen.getByText('the screen')).toBeInTheDocument();
    // A later wait (a refresh of the class's sessions) shows the screen's own loading look, not the page as it came.
    rerender(inPage(true));
    expect(screen.getByText('loading look')).toBeInTheDocument();
  });

  it('draws the screen in a deferred render, which React can pause, the urgent one keeping the server’s markup', () => {
    const drawn: string[] = [];
    function Logged({ waits }: { waits: boolean }) {
      const held = useHeldShell(waits);
      drawn.push(held ?? (waits ? 'loading look' : 'the screen'));
      return null;
    }
    const page = (waits: boolean) => (
      <PageShellContext.Provider value={shell}>
        <Logged waits={waits} />
      </PageShellContext.Provider>
    );
    const { rerender } = render(page(true));
    rerender(page(false));
    expect(drawn).toEqual([shell.html, shell.html, 'the screen']);
  });

  it('hydrates the server’s markup even when the screen has its answers at its first render, then draws itself', () => {
    // The head's answers can reach the machines while a slow device is still hydrating: the screen mounts not waiting.
    function Drawn({ waits }: { waits: boolean }) {
      const held = useHeldShell(waits);
      return held !== null ? <HeldShell html={held} /> : <p>the screen</p>;
    }
    const container = document.createElement('div');
    container.innerHTML = `<div class="page-shell">${shell.html}</div>`;
    document.body.append(container);
    const mismatches: unknown[] = [];
    // Testing Library hydrates the server's markup in place, and its cleanup unmounts and removes it after the test.
    render(
      <PageShellContext.Provider value={shell}>
        <Drawn waits={false} />
      </PageShellContext.Provider>,
      { container, hydrate: true, onRecoverableError: (error) => mismatches.push(error) },
    );
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe('the screen');
  });

  it('holds nothing on a page the server did not draw', () => {
    render(<Screen waits />);
    expect(screen.getByText('loading look')).toBeInTheDocument();
  });
});
