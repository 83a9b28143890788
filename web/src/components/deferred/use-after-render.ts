import { useEffect, useState } from 'react';

/**
 * True from the first task after `isDue` became true, never during the render that made it so: code
 * loaded on that signal (a chart, a select) leaves after the screen's figures are on screen instead of
 * being asked for while React draws them. An effect alone is not enough: after an update React must draw
 * at once (an external store's), it runs the effects in the same task, before the browser has painted.
 */
export function useAfterRender(isDue: boolean): boolean {
  const [isAfter, setIsAfter] = useState(false);
  useEffect(() => {
    if (!isDue || isAfter) return;
    const timer = setTimeout(() => setIsAfter(true), 0);
    return () => clearTimeout(timer);
  }, [isDue, isAfter]);
  return isAfter;
}
