import { describe, expect, it } from 'vitest';
import * as contract from '@flipstack/contract';
import type { ScreenResource } from '../lib/screen.ts';
import { COUNTED_RESOURCES, INDEX_ENTRIES, NAV_LINKS, SCREENS } from './screens.ts';

const isResource = (value: unknown): value is contract.ResourceContract =>
  typeof value === 'object' && value !== null && 'relations' in value && 'defaultOrder' in value;
const RESOURCES = (Object.values(contract) as unknown[]).filter(isResource);

/** Their help lives in the guide's opening page, without an icon; the guide's own pages need none. */
const WITHOUT_HELP = ['/change-password', '/admin'];

describe('SCREENS', () => {
  it('declares each path once', () => {
    const paths = SCREENS.map((screen) => screen.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each(SCREENS.map((screen) => [screen.path, screen] as const))('%s has a title', (_path, screen) => {
    expect(screen.title.trim()).not.toBe('');
  });

  it.each(
    SCREENS.filter(
      (screen) => !screen.meta?.public && !screen.path.startsWith('/user-guide') && !WITHOUT_HELP.includes(screen.path),
    ).map((screen) => [screen.path, screen] as const),
  )('%s names its help section', (_path, screen) => {
    expect(screen.help?.screen.trim()).toBeTruthy();
    expect(screen.help?.section.trim()).toBeTruthy();
  });

  it('links the header and the Index only to declared screens', () => {
    const paths = SCREENS.map((screen) => screen.path);
    for (const link of NAV_LINKS) expect(paths).toContain(link.to);
    for (const entry of INDEX_ENTRIES) expect(paths).toContain(new URL(entry.to, 'http://x').pathname);
  });

  it('names each resource a screen reads or the Index counts by its contract, with relations it has', () => {
    const read = SCREENS.flatMap((screen): ScreenResource[] =>
      !screen.loads ? [] : 'list' in screen.loads ? [screen.loads.list] : [screen.loads.record],
    );
    expect(read.length).toBeGreaterThan(10);
    for (const resource of [...read, ...COUNTED_RESOURCES]) {
      const resourceContract = RESOURCES.find((each) => each.name === resource.name);
      expect(resourceContract?.label, resource.name).toBe(resource.label);
      for (const relation of resource.with?.split(',') ?? []) expect(resourceContract?.relations).toContain(relation);
    }
  });
});
