import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Loader, Paper, TextInput } from '@mantine/core';
import { useClickOutside, useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import type { SearchHit } from './search-results.ts';
import { useGlobalSearch } from './useGlobalSearch.ts';
import classes from './GlobalSearch.module.css';

/**
 * The header's search (spec section 2): searches on each input, results grouped as Products, Inventory
 * Items, Sales, Purchases and Sellers. An ARIA combobox: arrow keys move, Enter picks, Escape closes,
 * Ctrl/Cmd+K focuses. Picking goes to the result's page, closes the box and clears the query.
 */
export function GlobalSearchBox() {
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const search = useGlobalSearch(query);
  const rootRef = useClickOutside<HTMLDivElement>(() => setIsOpen(false));
  useHotkeys([['mod+K', () => inputRef.current?.focus()]]);

  const hits = search.groups.flatMap((group) => group.hits);
  const optionId = (index: number) => `${listId}-option-${index}`;
  const hasQuery = query.trim() !== '';
  const isShown = isOpen && hasQuery && search.status !== 'idle';

  const pick = (hit: SearchHit) => {
    setIsOpen(false);
    setQuery('');
    setActive(-1);
    void navigate(hit.path);
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
    if (event.key === 'Enter' && isShown && search.status === 'done') {
      event.preventDefault();
      const hit = hits[active] ?? hits[0];
      if (hit) pick(hit);
    }
  };

  const groupStarts = search.groups.map((_, at) =>
    search.groups.slice(0, at).reduce((count, group) => count + group.hits.length, 0),
  );
  return (
    <div ref={rootRef} className={classes.root}>
      <TextInput
        ref={inputRef}
        role="combobox"
        aria-label="Global search"
        aria-expanded={isShown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={isShown && hits[active] ? optionId(active) : undefined}
        autoComplete="off"
        placeholder="Search… (Ctrl+K)"
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={search.status === 'loading' ? <Loader size={14} aria-label="Searching" /> : null}
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
