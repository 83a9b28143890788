import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has come into the viewport once (and stays so): a section below the fold asks for
 * its data only then. Without IntersectionObserver it counts as shown at once.
 */
export function useHasBeenShown(ref: RefObject<Element | null>): boolean {
  const [hasBeenShown, setHasBeenShown] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (hasBeenShown || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setHasBeenShown(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, hasBeenShown]);
  return hasBeenShown;
}
