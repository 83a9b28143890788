import { lazy, useState, type ComponentType } from 'react';

/**
 * A lazily loaded component that renders straight away once its code is here. React shows a lazy
 * component's Suspense fallback for at least 300 ms once shown (it throttles reveals), so a chart
 * whose code arrived while its screen rendered still waited behind a skeleton; this renders the
 * loaded component itself and falls back to `lazy` only while the code is really on its way.
 */
export function preloadableLazy<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = (): Promise<ComponentType<Props>> => {
    loading ??= load().then((component) => (loaded = component));
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));

  function Preloadable(props: Props) {
    // Kept per instance: switching from the lazy one to the loaded one would remount what it shows.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
