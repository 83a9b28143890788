import { describe, expect, it } from 'vitest';
import { labelsRequestSchema } from './labels.ts';
import { readScannedCode } from './scanned-code.ts';
import { formatTagNumber, putTeamSettingRequestSchema } from './settings.ts';

describe('tag numbers', () => {
  it('writes the prefix and the number padded to the digits, growing past them rather than cutting', () => {
    expect(formatTagNumber({ tag_prefix: 'FS', tag_digits: 6 }, 42)).toBe('FS000042');
    expect(formatTagNumber({ tag_prefix: '', tag_digits: 2 }, 1234)).toBe('1234');
  });

  it('takes a printable prefix only, and whole numbers', () => {
    const parse = (setting_key: string, setting_value: unknown) =>
      putTeamSettingRequestSchema.safeParse({ setting_key, setting_value }).success;
    expect(parse('tag_prefix', 'INV-')).toBe(true);
    expect(parse('tag_prefix', 'IN V')).toBe(false);
    expect(parse('tag_prefix', 'ÄB')).toBe(false);
    expect(parse('tag_digits', '4')).toBe(true);
    expect(parse('tag_next_number', 0)).toBe(false);
  });
});

describe('scanned codes', () => {
  it("reads a label's QR link as the item, wherever the app was reached", () => {
    expect(readScannedCode('https://flipstack.example/inventory/42')).toEqual({ kind: 'item', id: 42 });
    expect(readScannedCode('http://192.168.1.20:3000/inventory/7/')).toEqual({ kind: 'item', id: 7 });
  });

  it('reads anything else as a tag or serial number, trimmed', () => {
    expect(readScannedCode(' FS000042\n')).toEqual({ kind: 'code', code: 'FS000042' });
    expect(readScannedCode('https://example.com/products/4')).toEqual({
      kind: 'code',
      code: 'https://example.com/products/4',
    });
    expect(readScannedCode('http://x/inventory/99999999999')).toEqual({
      kind: 'code',
      code: 'http://x/inventory/99999999999',
    });
    expect(readScannedCode('   ')).toBeNull();
  });

  it('asks for labels of 1 to 1000 items, thermal unless told', () => {
    expect(labelsRequestSchema.parse({ inventory_item_ids: ['3'] })).toEqual({
      inventory_item_ids: [3],
      layout: 'thermal-2.25x1.25',
    });
    expect(labelsRequestSchema.safeParse({ inventory_item_ids: Array(1001).fill(1) }).success).toBe(false);
  });
});
