import { createContext, useContext } from 'react';

/** A number in [0, 1), as Math.random gives. */
export type RandomSource = () => number;

/** Where chance comes from: Math.random in the app, a fixed source in tests and stories, so every story shows the same draw. */
export const RandomContext = createContext<RandomSource | null>(null);

export function useRandom(): RandomSource {
  const random = useContext(RandomContext);
  if (!random) throw new Error('useRandom needs the RandomContext provider (App.tsx)');
  return random;
}
