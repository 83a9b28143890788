import { createContext, useContext, type ReactNode } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';

const NavigateContext = createContext<NavigateFunction | null>(null);

/**
 * Gives the screens below it the router's navigate function as a value that does not change. A component
 * calling react-router's `useNavigate` renders again on every router update (it reads the route's context,
 * which the router makes anew when a navigation starts and ends), so the screen being left re-rendered its
 * whole table as the next one loaded. Screens navigate through `useAppNavigate` instead.
 */
export function NavigateProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return <NavigateContext value={navigate}>{children}</NavigateContext>;
}

/** `useNavigate` without its re-renders; paths must be absolute (it navigates from the root). */
export function useAppNavigate(): NavigateFunction {
  const navigate = useContext(NavigateContext);
  if (!navigate) throw new Error('useAppNavigate needs a NavigateProvider above it (RootLayout gives one)');
  return navigate;
}
