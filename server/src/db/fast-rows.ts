import { Column, SQL, Subquery, is } from 'drizzle-orm';

type Decoder = { mapFromDriverValue(value: unknown): unknown };
/** What a drizzle prepared select keeps of its selection, on both drivers; not in its public types. */
type PreparedSelect = {
  fields?: { path: string[]; field: unknown }[];
  customResultMapper?: (rows: unknown[][]) => unknown;
};

/** An SQL fragment's decoder (`.mapWith()`), internal to drizzle's types. */
const sqlDecoder = (fragment: unknown): Decoder => (fragment as { decoder: Decoder }).decoder;

/** The decoder drizzle's own mapping picks for a selected field. */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return sqlDecoder(field);
  if (is(field, Subquery)) return sqlDecoder(field._.sql);
  return sqlDecoder((field as SQL.Aliased).sql);
}

/** Where a mapped row keeps the fields its statement set apart, in selection order: no answer writes a symbol's key. */
export const SET_APART = Symbol('flipstack.setApart');

/** The values a row's statement set apart (`withFastRows`'s `apart`), or undefined when it set none. */
export const setApartOf = (row: object): unknown[] | undefined => (row as { [SET_APART]?: unknown[] })[SET_APART];

/**
 * Maps a prepared select's rows with each column's decoder found once, when it is prepared. Drizzle's own
 * mapping asks every cell of every row which kind of field it is (a walk up the prototype chain per check),
 * a visible share of a list page's CPU. The same decoders, so the same values. Only a flat selection (no
 * joined table's nested object, whose nulling stays drizzle's); any other is left as it is, unless it was
 * asked to set fields apart, which only this mapping can do: that throws when the statement is prepared.
 *
 * The fields named in `apart` are kept under SET_APART instead of as keys: taking a key off an object
 * afterwards (`delete`) makes V8 turn it into a slower dictionary, for the rest of the answer's work.
 */
export function withFastRows<Prepared>(prepared: Prepared, apart: readonly string[] = []): Prepared {
  const select = prepared as PreparedSelect;
  const fields = select.fields;
  if (!fields || fields.some(({ path }) => path.length !== 1)) {
    if (apart.length > 0) throw new Error('Only a flat selection can set fields apart');
    return prepared;
  }
  const keyed = fields.flatMap(({ path, field }, index) =>
    apart.includes(path[0]!) ? [] : [{ key: path[0]!, index, decoder: decoderOf(field) }],
  );
  const setApart = apart.map((key) => {
    const index = fields.findIndex(({ path }) => path[0] === key);
    if (index < 0) throw new Error(`No field ${key} to set apart`);
    return { index, decoder: decoderOf(fields[index]!.field) };
  });
  const decode = (row: unknown[], { index, decoder }: { index: number; decoder: Decoder }) => {
    const value = row[index];
    return value === null ? null : decoder.mapFromDriverValue(value);
  };
  select.customResultMapper = (rows) =>
    rows.map((row) => {
      const mapped: Record<string | symbol, unknown> = {};
      for (const field of keyed) mapped[field.key] = decode(row, field);
      if (setApart.length > 0) mapped[SET_APART] = setApart.map((field) => decode(row, field));
      return mapped;
    });
  return prepared;
}
