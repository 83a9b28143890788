/**
 * Ctrl/Cmd+K focuses the header's search from the app's first paint on: the key is heard from the start (and
 * kept from the browser, whose own Ctrl+K goes to its address bar), and a press made while the header is still
 * loading focuses the search box as soon as it is on screen — as long as that is within WANTED_MS.
 */
const WANTED_MS = 5000;

const boxes = new Set<HTMLInputElement>();
let wantedUntil = 0;

const isShown = (input: HTMLInputElement) => input.getClientRects().length > 0;

export const isSearchKey = (event: KeyboardEvent): boolean =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';

/** Started once, before the app renders (main.tsx). Answers a function that stops it. */
export function listenForSearchKey(target: Document = document): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (!isSearchKey(event)) return;
    event.preventDefault();
    const box = [...boxes].find(isShown);
    if (box) box.focus();
    else wantedUntil = performance.now() + WANTED_MS;
  };
  target.addEventListener('keydown', onKeyDown);
  return () => target.removeEventListener('keydown', onKeyDown);
}

/** A search box on screen: Ctrl/Cmd+K focuses it, at once if the key was pressed before it came. Answers its removal. */
export function addSearchBox(input: HTMLInputElement): () => void {
  boxes.add(input);
  if (performance.now() < wantedUntil && isShown(input)) {
    wantedUntil = 0;
    input.focus();
  }
  return () => boxes.delete(input);
}
