import { createContext, useContext } from 'react';

/** A number in [0, 1), as Math.random gives. */
export type RandomSource = () => number;

/**
 * Where chance comes from: the composition root gives Math.random, tests and stories a fixed source,
 * so a draw is never decided inside a component and every story shows the same draw.
 */
export const RandomContext = createContext<RandomSource | null>(null);

export function useRandom(): RandomSource {
  const random = useContext(RandomContext);
  if (!random) throw new Error('useRandom needs the RandomContext provider (App.tsx)');
  return random;
}
