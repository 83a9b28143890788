/**
 * Malformed and extreme values, by the kind of field they are aimed at. A `Deep` stands for JSON text
 * nested too deep to build as an object (JSON.stringify would overflow the stack first).
 */
export class Deep {
  constructor(
    readonly depth: number,
    readonly shape: 'object' | 'array',
  ) {}
  toJson(): string {
    return this.shape === 'object'
      ? `${'{"a":'.repeat(this.depth)}1${'}'.repeat(this.depth)}`
      : `${'['.repeat(this.depth)}1${']'.repeat(this.depth)}`;
  }
}

const LONG = 'x'.repeat(10_001);
const HUGE = 'y'.repeat(300_000);
const BIG_DIGITS = '9'.repeat(400);

/** Whole numbers: past int4, past 2^53, past int8, and everything a number parser might take for one. */
export const INTEGER_VALUES: readonly unknown[] = [
  2147483647,
  2147483648,
  -2147483648,
  -2147483649,
  4294967296,
  9007199254740991,
  // eslint-disable-next-line no-loss-of-precision -- the fuzz sends a number JSON cannot carry exactly
  9007199254740993,
  2 ** 63,
  2 ** 64,
  1e21,
  1e308,
  -1e308,
  0,
  -0,
  -1,
  1.5,
  0.1,
  5e-324,
  '2147483648',
  '9223372036854775808',
  '18446744073709551616',
  BIG_DIGITS,
  '1e3',
  '1e400',
  '0x10',
  '0b11',
  ' 7 ',
  '',
  ' ',
  'NaN',
  'Infinity',
  '-Infinity',
  '1_000',
  '٣',
  '１',
  '1.0',
  '+1',
  '-0',
  '\u00001',
];

/** Money and other decimals, in range and just past numeric(12,2) and numeric(14,2). */
export const MONEY_VALUES: readonly unknown[] = [
  '9999999999.99',
  '-9999999999.99',
  '10000000000.00',
  '99999999999.99',
  '999999999999.99',
  '1000000000000.00',
  9999999999.99,
  1e10,
  1e11,
  1e12,
  1e15,
  1e21,
  -1e21,
  1e308,
  5e-324,
  '0.001',
  '1.',
  '.5',
  '1,000.00',
  '+1.00',
  '-0.00',
  '00000000000000000001.00',
  '1e5',
  '١٢.٣٤',
  'NaN',
  'Infinity',
  BIG_DIGITS,
  `${BIG_DIGITS}.99`,
  0.1 + 0.2,
  -0.005,
  0.005,
];

/** Text PostgreSQL cannot hold, text that is odd but fine, and text that is far too long. */
export const TEXT_VALUES: readonly unknown[] = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  '\udc00\ud800',
  '😀',
  '\u202e\u0301',
  '\uffff',
  '\ufeff',
  '\u2028',
  LONG,
  HUGE,
  '',
  ' ',
  '\t\r\n',
  '%',
  '_',
  '\\',
  "'",
  '"',
  "' OR 1=1 --",
  '$1',
  'null',
  '__proto__',
  'constructor',
  '<script>alert(1)</script>',
  '=1+1',
  '%00',
  '%ud800',
  'a'.repeat(201),
];

/** Dates JavaScript takes and PostgreSQL may not, impossible dates, and things that are not dates. */
export const DATE_VALUES: readonly unknown[] = [
  '1',
  '0',
  '-1',
  '2026',
  '2026-01',
  '0000-01-01',
  '0000-01-01T00:00:00Z',
  '-000001-01-01T00:00:00Z',
  '+275760-09-13T00:00:00Z',
  '+275760-09-13',
  '275760-09-13',
  '+010000-01-01T00:00:00Z',
  '10000-01-01',
  '9999-12-31T23:59:59.999Z',
  '9999-12-31T23:59:59.999-12:00',
  '0001-01-01T00:00:00+14:00',
  '0001-01-01',
  '2026-02-30',
  '2026-13-01',
  '2026-00-10',
  '2026-01-01T24:00:00Z',
  '2026-01-01T23:59:60Z',
  '2026-01-01T00:00:00+99:99',
  '2026-01-01T00:00:00.0000000001Z',
  '2026-01-01 00:00:00',
  'Tue, 01 Jan 2026 00:00:00 GMT',
  '12/31/2025',
  '4713-01-01 BC',
  'infinity',
  '-infinity',
  'epoch',
  'now',
  'today',
  1e10,
  0,
  -8.64e15,
  8.64e15 + 1,
  '0000-01',
  '9999-12',
  '10000-01',
  '9999-12-31',
];

export const BOOLEAN_VALUES: readonly unknown[] = ['true', 'false', 2, -1, 'yes', 'on', '1', 0.5];

/** Wrong types and shapes, for any field. */
export const SHAPE_VALUES: readonly unknown[] = [
  null,
  true,
  false,
  [],
  {},
  [null],
  [1, 2],
  ['a'],
  { a: 1 },
  JSON.parse('{"__proto__":{"polluted":true}}'),
  new Deep(64, 'array'),
  new Deep(5000, 'array'),
  new Deep(5000, 'object'),
  new Deep(20_000, 'object'),
  Array.from({ length: 5000 }, (_, index) => index),
];

/** For JSON fields: deep nesting, wide objects and keys PostgreSQL's jsonb cannot hold. */
export const JSON_VALUES: readonly unknown[] = [
  new Deep(1000, 'object'),
  new Deep(3000, 'object'),
  new Deep(10_000, 'object'),
  new Deep(50_000, 'array'),
  Object.fromEntries(Array.from({ length: 5000 }, (_, index) => [`k${index}`, index])),
  { '\u0000': 1 },
  { a: '\u0000' },
  { '\ud800': '\udfff' },
  { visibility: 'secret' },
  { n: 1e308 },
  { n: -0 },
];

export const ID_PATH_VALUES: readonly string[] = [
  '2147483647',
  '2147483648',
  '4294967296',
  '9007199254740993',
  '9223372036854775808',
  BIG_DIGITS,
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  '%20',
  '%00',
  '%ED%A0%80',
  '%FF',
  '%',
  'NaN',
  'Infinity',
  'export.csv',
  '..%2F..',
  '1;drop',
  '١',
];

export type FieldKind = 'integer' | 'number' | 'money' | 'boolean' | 'date' | 'text' | 'json' | 'object' | 'array';

const POOLS: Record<FieldKind, readonly unknown[]> = {
  integer: INTEGER_VALUES,
  number: [...INTEGER_VALUES, ...MONEY_VALUES],
  money: [...MONEY_VALUES, ...INTEGER_VALUES.slice(0, 12)],
  boolean: [...BOOLEAN_VALUES, ...INTEGER_VALUES.slice(0, 6)],
  date: [...DATE_VALUES, ...TEXT_VALUES.slice(0, 6)],
  text: [...TEXT_VALUES, ...DATE_VALUES.slice(0, 8)],
  json: JSON_VALUES,
  object: SHAPE_VALUES,
  array: SHAPE_VALUES,
};

/** The values aimed at a field of this kind. */
export const valuesFor = (kind: FieldKind): readonly unknown[] => POOLS[kind];

/** Values every field of a kind gets one of: the ones the outside fuzz run found. */
const CRITICAL: Record<FieldKind, readonly unknown[]> = {
  integer: [2147483648, '2147483648', -2147483649, 2 ** 63],
  number: [2147483648, 1e-7, 1e21],
  money: ['10000000000.00', 1e12, '999999999999.99', -1e11],
  boolean: ['yes', 2],
  date: ['1', '0000-01-01', '+275760-09-13T00:00:00Z', '2026-02-30', '9999-12-31T23:59:59.999-12:00', '0000-01'],
  text: ['\u0000', 'a\u0000b', '\ud800', 'x\udfffy'],
  json: [new Deep(10_000, 'object'), { a: '\u0000' }],
  object: [new Deep(5000, 'object')],
  array: [Array.from({ length: 5000 }, (_, index) => index), [2147483648]],
};
export const criticalFor = (kind: FieldKind): readonly unknown[] => CRITICAL[kind];
