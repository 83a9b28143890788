import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

type FallbackProp = {
  /** Shown until the code is here (nothing by default). */
  fallback?: ReactNode;
};

/**
 * A component whose code loads apart from the screens that show it: `preload()` asks for it early (a
 * timer), and it shows `fallback` until the code is here, then itself. It never suspends: behind a
 * Suspense skeleton, a chart whose code arrived just after its screen was shown stayed hidden until React's
 * throttled reveal of the skeleton's boundary.
 */
export function preloadableLazy<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = (): Promise<ComponentType<Props>> => {
    loading ??= load().then((component) => (loaded = component));
    return loading;
  };

  function Preloadable({ fallback = null, ...props }: Props & FallbackProp) {
    const [state, setState] = useState<{ component?: ComponentType<Props>; error?: Error }>(() => ({
      component: loaded,
    }));
    useEffect(() => {
      if (state.component || state.error) return;
      let isShown = true;
      preload().then(
        (component) => isShown && setState({ component }),
        // Thrown from the render below, to the screen's error boundary, as a failed lazy component was.
        (error: unknown) =>
          isShown && setState({ error: error instanceof Error ? error : new Error('The component failed to load') }),
      );
      return () => {
        isShown = false;
      };
    }, [state]);
    if (state.error) throw state.error;
    const Loaded = state.component;
    return Loaded ? <Loaded {...(props as Props)} /> : fallback;
  }
  return Object.assign(Preloadable, { preload });
}
