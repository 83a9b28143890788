import { describe, expect, it } from 'vitest';
import { formatBytes, linkLabel, linkPath } from './file-labels.ts';

describe('file labels', () => {
  it('writes sizes as people read them', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(250 * 1024)).toBe('250 KB');
    expect(formatBytes(25 * 1024 * 1024)).toBe('25 MB');
    expect(formatBytes(3.2 * 1024 ** 3)).toBe('3.2 GB');
  });

  it('names a link and opens its record where the record has a screen', () => {
    expect(linkLabel({ entity: 'inventory-items', entity_id: 12 })).toBe('Inventory item #12');
    expect(linkPath({ entity: 'inventory-items', entity_id: 12 })).toBe('/inventory/12');
    expect(linkPath({ entity: 'purchases', entity_id: 3 })).toBe('/purchases/3');
    expect(linkPath({ entity: 'reminders', entity_id: 3 })).toBeUndefined();
  });
});
