import { describe, expect, it } from 'vitest';
import { csvField, csvCellText } from './csv.ts';
import { autoMap, matchPreset } from './import-presets.ts';
import { readImportRow } from './import-read-row.ts';
import { isFutureDate, readDate, readMoney } from './import-values.ts';

describe('readMoney', () => {
  it.each([
    ['$1,234.50', '1234.50'],
    ['1234.5', '1234.50'],
    ['  $12 ', '12.00'],
    ['USD 99.99', '99.99'],
    ['€1.234,50', '1234.50'],
    ['1.499,00 €', '1499.00'],
    ['12,5', '12.50'],
    ['1,23', '1.23'],
    ['-$3.10', '-3.10'],
    ['$-3.10', '-3.10'],
    ['(45.00)', '-45.00'],
    ['0', '0.00'],
    ['9999999999.99', '9999999999.99'],
  ])('reads %s as %s', (text, value) => {
    expect(readMoney(text)).toEqual({ value });
  });

  it.each(['twelve', '$1.234.5', '12.345', '10000000000.00', '$', '1e3'])('refuses %s', (text) => {
    expect(readMoney(text).error).toBeDefined();
  });
});

describe('readDate', () => {
  it.each([
    ['2025-03-14', '2025-03-14'],
    ['03/14/2025', '2025-03-14'],
    ['3/4/25', '2025-03-04'],
    ['12/01/2024 14:30', '2024-12-01'],
    ['Mar 14, 2025', '2025-03-14'],
    ['14 March 2025', '2025-03-14'],
    ['2025-03-14T10:00:00Z', '2025-03-14T10:00:00.000Z'],
    ['2025-03-14 10:00:00+02:00', '2025-03-14T08:00:00.000Z'],
  ])('reads %s as %s', (text, value) => {
    expect(readDate(text)).toEqual({ value });
  });

  it('reads day first when told', () => {
    expect(readDate('03/04/2025', 'dmy')).toEqual({ value: '2025-04-03' });
    expect(readDate('14/03/2025', 'dmy')).toEqual({ value: '2025-03-14' });
  });

  it.each(['14/03/2025', '02/30/2024', '2025-13-01', 'yesterday', '2025/03/14x'])('refuses %s', (text) => {
    expect(readDate(text).error).toBeDefined();
  });

  it('calls a date after tomorrow the future', () => {
    const now = new Date('2026-01-10T12:00:00Z');
    expect(isFutureDate('2026-01-11', now)).toBe(false);
    expect(isFutureDate('2026-01-12', now)).toBe(true);
  });
});

describe('mapping', () => {
  it('maps headers by name and alias, each header to one field', () => {
    expect(
      autoMap('inventory-items', ['Item Name', 'Cost of Goods', 'Price', 'S/N', 'Purchase Date', 'Junk']),
    ).toMatchObject({
      product: 'Item Name',
      cost: 'Cost of Goods',
      listed_price: 'Price',
      serial_number: 'S/N',
      // An inventory item's purchase date is its purchase's, made with it; received is its own word.
      purchased_at: 'Purchase Date',
      received_at: null,
      notes: null,
    });
  });

  it('knows the ready-made mappings by their headers', () => {
    const vendoo = [
      'Title',
      'Brand',
      'Category',
      'SKU',
      'Condition',
      'Price',
      'Cost of Goods',
      'Status',
      'Internal Notes',
    ];
    expect(matchPreset('inventory-items', vendoo)?.id).toBe('vendoo');
    expect(matchPreset('inventory-items', ['Title', 'Brand', 'SKU', 'Condition', 'Price', 'Cost', 'Notes'])?.id).toBe(
      'list-perfectly',
    );
    expect(matchPreset('products', vendoo)).toBeNull();
    expect(autoMap('inventory-items', vendoo)).toMatchObject({
      product: 'Title',
      cost: 'Cost of Goods',
      notes: 'Internal Notes',
    });
  });

  it('reads a row through the mapping: unmapped fields left out, empty cells null, problems per field', () => {
    const read = readImportRow(
      'inventory-items',
      { product: 'Name', cost: 'Cost', status: 'Status', received_at: 'Date', notes: 'Notes' },
      { Name: ' Lamp ', Cost: '$1,234.50', Status: 'In stock', Date: '', Notes: "'=SUM(A1)" },
    );
    expect(read).toEqual({
      values: { product: 'Lamp', cost: '1234.50', status: 'in_stock', received_at: null, notes: '=SUM(A1)' },
      errors: [],
    });
    const bad = readImportRow('inventory-items', { cost: 'Cost', status: 'Status' }, { Cost: '-1', Status: 'gone' });
    expect(bad.errors.map((error) => error.field)).toEqual(['cost', 'status']);
  });

  it('takes back the apostrophe our exports put before formulas, and nothing else', () => {
    for (const text of ['=cmd', '+1 555', '@home', '-x', 'plain', '-12.50', "'quoted"]) {
      const field = csvField(text);
      const cell = field.startsWith('"') ? field.slice(1, -1).replaceAll('""', '"') : field;
      expect(csvCellText(cell)).toBe(text);
    }
  });
});
