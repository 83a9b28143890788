import { afterEach, describe, expect, it } from 'vitest';
import { addSearchBox, listenForSearchKey } from './search-key.ts';

const press = (init: KeyboardEventInit) => {
  const event = new KeyboardEvent('keydown', { key: 'k', bubbles: true, cancelable: true, ...init });
  document.body.dispatchEvent(event);
  return event;
};

/** A text box on the page (happy-dom lays out nothing, so it is given a box of its own). */
function searchBox(): HTMLInputElement {
  const input = document.createElement('input');
  input.getClientRects = () => [new DOMRect(0, 0, 200, 30)] as unknown as DOMRectList;
  document.body.append(input);
  return input;
}

const stops: (() => void)[] = [];
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  document.body.replaceChildren();
});

describe('Ctrl/Cmd+K', () => {
  it('focuses the search box on screen, and the browser never gets the key', () => {
    stops.push(listenForSearchKey());
    const box = searchBox();
    stops.push(addSearchBox(box));
    const event = press({ ctrlKey: true });
    expect(event.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(box);
  });

  it('pressed before the header is on screen, focuses its search box when it comes', () => {
    stops.push(listenForSearchKey());
    press({ metaKey: true });
    const box = searchBox();
    stops.push(addSearchBox(box));
    expect(document.activeElement).toBe(box);
  });

  it('leaves other keys and other chords to the page', () => {
    stops.push(listenForSearchKey());
    const box = searchBox();
    stops.push(addSearchBox(box));
    for (const init of [{}, { ctrlKey: true, shiftKey: true }, { ctrlKey: true, key: 'j' }]) {
      expect(press(init).defaultPrevented).toBe(false);
    }
    expect(document.activeElement).not.toBe(box);
    const later = searchBox();
    stops.push(addSearchBox(later));
    expect(document.activeElement).not.toBe(later);
  });
});
