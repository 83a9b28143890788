import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Loader, Paper, TextInput } from '@mantine/core';
import { useClickOutside } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useAppNavigate } from '../../lib/navigation.tsx';
import { findItemByCode } from '../scan/find-item.ts';
import { ScanButton } from '../scan/ScanButton.tsx';
import { addSearchBox } from './search-key.ts';
import type { SearchHit } from './search-results.ts';
import { useGlobalSearch } from './useGlobalSearch.ts';
import classes from './GlobalSearch.module.css';

/**
 * The header's search (spec section 2): searches on each input, results grouped as Products, Inventory
 * Items, Sales, Purchases and Sellers. An ARIA combobox: arrow keys move, Enter picks, Escape closes,
 * Ctrl/Cmd+K focuses (search-key.ts). Picking goes to the result's page, closes the box and clears the query.
 */
export function GlobalSearchBox({ isFocusedOnOpen = false }: { isFocusedOnOpen?: boolean }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useAppNavigate();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const search = useGlobalSearch(query);
  const rootRef = useClickOutside<HTMLDivElement>(() => setIsOpen(false));
  useEffect(() => addSearchBox(inputRef.current!), []);

  const hits = search.groups.flatMap((group) => group.hits);
  const optionId = (index: number) => `${listId}-option-${index}`;
  const hasQuery = query.trim() !== '';
  const isShown = isOpen && hasQuery && search.status !== 'idle';

  const go = useCallback(
    (path: string) => {
      setIsOpen(false);
      setQuery('');
      setActive(-1);
      void navigate(path);
    },
    [navigate],
  );
  const pick = (hit: SearchHit) => go(hit.path);
  const openItem = useCallback((id: number) => go(`/inventory/${id}`), [go]);

  // A USB scanner types the code and presses Enter before the search has answered: a text that is exactly
  // one item's tag or serial number (or a label's link) opens that item; any other text picks the first hit.
  const onEnter = async (typed: string) => {
    const id = /\s/.test(typed) ? null : await findItemByCode(typed).catch(() => null);
    if (id !== null) openItem(id);
    else if (isShown && search.status === 'done' && hits[0]) pick(hits[0]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      if (isShown) setIsOpen(false);
      else event.currentTarget.blur();
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setIsOpen(true);
      if (hits.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + hits.length) % hits.length);
      return;
    }
    if (event.key === 'Enter' && hasQuery) {
      event.preventDefault();
      const hit = isShown ? hits[active] : undefined;
      if (hit) pick(hit);
      else void onEnter(query.trim());
    }
  };

  const groupStarts = search.groups.map((_, at) =>
    search.groups.slice(0, at).reduce((count, group) => count + group.hits.length, 0),
  );
  return (
    <div ref={rootRef} className={classes.root}>
      <TextInput
        ref={inputRef}
        data-autofocus={isFocusedOnOpen || undefined}
        role="combobox"
        aria-label="Global search"
        aria-expanded={isShown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={isShown && hits[active] ? optionId(active) : undefined}
        autoComplete="off"
        placeholder="Search… (Ctrl+K)"
        leftSection={
          search.status === 'loading' ? (
            <Loader size={14} aria-label="Searching" />
          ) : (
            <IconSearch size={16} aria-hidden />
          )
        }
        rightSectionPointerEvents="all"
        rightSection={<ScanButton onItem={openItem} size="sm" />}
        value={query}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          setActive(-1);
          setIsOpen(true);
        }}
        onFocus={() => setIsOpen(true)}
        onKeyDown={onKeyDown}
      />
      {isShown && (
        <Paper shadow="md" withBorder className={classes.popup}>
          <div id={listId} role="listbox" aria-label="Search results">
            {search.groups.map((group, groupAt) => (
              <div key={group.key} role="group" aria-labelledby={`${listId}-${group.key}`}>
                <div id={`${listId}-${group.key}`} className={classes.groupTitle} role="presentation">
                  {group.title}
                </div>
                {group.hits.map((hit, hitAt) => {
                  const position = groupStarts[groupAt]! + hitAt;
                  return (
                    <div
                      key={hit.path}
                      id={optionId(position)}
                      role="option"
                      aria-selected={position === active}
                      className={classes.option}
                      onMouseEnter={() => setActive(position)}
                      // Keeps the focus in the box, so the click picks before a blur could close it.
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => pick(hit)}
                    >
                      {hit.image && <img src={hit.image} alt="" className={classes.thumb} loading="lazy" />}
                      <span>{hit.label}</span>
                      {hit.detail && <span className={classes.detail}>{hit.detail}</span>}
                    </div>
                  );
                })}
              </div>
            ))}
          </div>
          {search.status !== 'loading' && hits.length === 0 && (
            <div className={classes.empty} role="status">
              {search.status === 'failed' ? 'Search failed; try again.' : `Nothing found for “${search.query}”`}
            </div>
          )}
        </Paper>
      )}
    </div>
  );
}
