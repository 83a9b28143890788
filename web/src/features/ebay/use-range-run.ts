import { useRef, useState } from 'react';

export type RangeProgress = { done: number; total: number; pages: number };

/**
 * Walks the pages of an eBay date range one request at a time (`step` answers the next offset, null at
 * the end), keeping the counts for a progress bar; `cancel` stops after the page under way.
 */
export function useRangeRun() {
  const [progress, setProgress] = useState<RangeProgress | null>(null);
  const [isRunning, setRunning] = useState(false);
  const cancelled = useRef(false);

  async function run(step: (offset: number) => Promise<{ count: number; total: number; next: number | null }>) {
    cancelled.current = false;
    setRunning(true);
    setProgress({ done: 0, total: 0, pages: 0 });
    try {
      let offset: number | null = 0;
      let done = 0;
      let pages = 0;
      while (offset !== null && !cancelled.current) {
        const page = await step(offset);
        done += page.count;
        pages += 1;
        setProgress({ done, total: page.total, pages });
        offset = page.next;
      }
    } finally {
      setRunning(false);
    }
  }

  return { progress, isRunning, run, cancel: () => (cancelled.current = true) };
}
