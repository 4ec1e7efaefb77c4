import { createContext, useContext } from 'react';

/** Goes to a path of the app (wouter's navigate, bound at the composition root). */
export type Navigate = (to: string, options?: { replace?: boolean }) => void;

/**
 * Components never navigate themselves. A container that must bind a machine's navigation action
 * (the admin area's «log in again») takes it from here; App.tsx binds it to wouter once.
 */
export const NavigateContext = createContext<Navigate | null>(null);

export function useNavigate(): Navigate {
  const navigate = useContext(NavigateContext);
  if (!navigate) throw new Error('useNavigate needs the NavigateContext provider (App.tsx)');
  return navigate;
}
