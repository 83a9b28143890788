import { getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { databaseConflict, databaseDataError } from '../../src/http/database-errors.ts';
import { csvField } from '@flipstack/contract';
import { csvLine } from '../../src/resources/csv.ts';
import { RESOURCES } from '../../src/resource-registry.ts';

describe('csvField', () => {
  it.each([
    [null, ''],
    [undefined, ''],
    ['plain', 'plain'],
    [12.5, '12.5'],
    [true, 'true'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\r', '"cr\r"'],
    [{ visibility: 'hidden' }, '"{""visibility"":""hidden""}"'],
    ['-12.50', '-12.50'],
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ['+1 555 0100', "'+1 555 0100"],
    ['-sold out', "'-sold out"],
    ['@buyer', "'@buyer"],
  ])('writes %j as %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('ends a line with CRLF', () => {
    expect(csvLine([1, 'a,b', null])).toBe('1,"a,b",\r\n');
  });
});

describe('databaseConflict', () => {
  it('turns a unique violation drizzle wrapped into a 409 naming the field', () => {
    const cause = {
      code: '23505',
      table: 'inventory_items',
      detail: 'Key (team_id, serial_number)=(4, SN-1) already exists.',
    };
    const error = databaseConflict(Object.assign(new Error('Failed query'), { cause }));
    expect(error?.statusCode).toBe(409);
    expect(error?.message).toBe("Serial number 'SN-1' is already used by another inventory item.");
    expect(error?.fieldErrors).toEqual({
      serial_number: "serial number 'SN-1' is already used by another inventory item.",
    });
  });

  it('turns a foreign-key violation into a 409 sentence', () => {
    const error = databaseConflict({
      code: '23503',
      table: 'brands',
      detail: 'Key (id)=(3) is still referenced from table "products".',
    });
    expect(error?.message).toBe('Cannot delete this brand: some products still use it.');
    expect(
      databaseConflict({
        code: '23503',
        table: 'products',
        detail: 'Key (brand_id)=(9) is not present in table "brands".',
      })?.statusCode,
    ).toBe(409);
  });

  it('leaves other errors alone', () => {
    expect(databaseConflict(new Error('boom'))).toBeUndefined();
    expect(databaseConflict({ code: '42P01' })).toBeUndefined();
  });
});

describe('databaseDataError: the last safety net', () => {
  it.each([
    ['22003', 'A number is out of range'],
    ['22P02', 'A value does not have the form its field needs.'],
    ['22007', 'A date is not valid'],
    ['22008', 'A date is out of range'],
    ['22021', 'Text holds a character that cannot be stored'],
    ['2201W', 'limit is out of range.'],
    ['2201X', 'offset is out of range.'],
    ['22023', 'A value is not one the database can hold.'],
    ['54001', 'The input is nested too deeply.'],
  ])('turns SQLSTATE %s, wrapped by drizzle, into a 400', (code, message) => {
    const error = databaseDataError(Object.assign(new Error('Failed query'), { cause: { code } }));
    expect(error?.statusCode).toBe(400);
    expect(error?.code).toBe('BAD_REQUEST');
    expect(error?.message).toContain(message);
  });

  it('leaves conflicts, server faults and errors without a SQLSTATE alone', () => {
    for (const code of ['23505', '23503', '42P01', '57P01', '08006', 'ECONNRESET', 22003])
      expect(databaseDataError({ code }), String(code)).toBeUndefined();
    expect(databaseDataError(new RangeError('Maximum call stack size exceeded'))).toBeUndefined();
  });
});

describe('the resource registry', () => {
  const byTable = new Map(RESOURCES.map((definition) => [getTableConfig(definition.table).name, definition]));

  it('guards every foreign key between resources: a 409 sentence, or a cascade to owned rows', () => {
    const missing: string[] = [];
    for (const source of RESOURCES) {
      for (const foreignKey of getTableConfig(source.table).foreignKeys) {
        const reference = foreignKey.reference();
        const target = byTable.get(getTableConfig(reference.foreignTable).name);
        if (!target || foreignKey.onDelete === 'cascade') continue;
        const column = reference.columns[0]!.name;
        const guarded = target.referencedBy?.some(
          (use) => use.resource === source.contract.name && use.foreignKey === column,
        );
        if (!guarded) missing.push(`${target.contract.name} ← ${source.contract.name}.${column}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('declares in the contract exactly the relations the server defines', () => {
    for (const definition of RESOURCES) {
      expect([...definition.contract.relations].sort(), definition.contract.name).toEqual(
        Object.keys(definition.relations ?? {}).sort(),
      );
    }
  });
});
