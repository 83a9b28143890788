import { jsonText, queryPart } from './encode.ts';
import type { Random } from './random.ts';
import { criticalFor, Deep, type FieldKind, ID_PATH_VALUES, SHAPE_VALUES, TEXT_VALUES, valuesFor } from './values.ts';
import { whereCases } from './where-cases.ts';

export type JsonSchema = {
  type?: string;
  format?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  additionalProperties?: unknown;
};
type Parameter = { in: 'path' | 'query'; name: string; required?: boolean; schema: JsonSchema };
export type Operation = { method: string; path: string; parameters: Parameter[]; body: JsonSchema | undefined };
export type FuzzRequest = {
  method: string;
  url: string;
  payload?: string | Buffer;
  contentType?: string;
  note: string;
};

export type FuzzContext = {
  random: Random;
  /** A row of each resource in the caller's team, for paths that need a real id. */
  ids: Record<string, number>;
  /** A valid body per `METHOD path`, to break one field at a time. */
  bodies: Record<string, Record<string, unknown>>;
  /** Valid values of required query parameters, by name. */
  query: Record<string, unknown>;
  /** Filterable fields of each resource and their kinds, for `where`. */
  filters: Record<string, Record<string, FieldKind>>;
  /** How many bad values each field gets. */
  perField: number;
};

const METHODS = ['get', 'post', 'put', 'delete', 'patch'];

export function operationsOf(document: {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>
  >;
}): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content['application/json']?.schema,
      })),
  );
}

export function kindOf(schema: JsonSchema, name: string): FieldKind {
  const options = schema.anyOf ?? schema.oneOf ?? [schema];
  const types = new Set(options.map((option) => option.type));
  if (/(_at|_from|_to|^from|^to)$/.test(name) || options.some((option) => option.format?.startsWith('date')))
    return 'date';
  if (types.has('number') && types.has('string')) return 'money';
  if (types.has('boolean')) return 'boolean';
  if (types.has('integer')) return 'integer';
  if (types.has('number')) return 'number';
  if (types.has('array')) return 'array';
  if (types.has('object')) return schema.additionalProperties !== undefined ? 'json' : 'object';
  return 'text';
}

/** Every request to send for one operation. */
export function casesFor(operation: Operation, context: FuzzContext): FuzzRequest[] {
  const { random, perField } = context;
  const resource =
    /^\/api\/v2\/([^/{]+)/.exec(operation.path)?.[1] ??
    (operation.path.startsWith('/api/inventory-items-detail') ? 'inventory-items' : undefined);
  const pathFor = (value?: string) =>
    operation.path.replace(/\{(\w+|\*)\}/g, (_, name: string) => {
      if (value !== undefined) return value;
      if (name === 'id' && resource && context.ids[resource]) return String(context.ids[resource]);
      return name === 'resource' ? 'no-such-resource' : 'x';
    });
  const baseQuery = Object.fromEntries(
    operation.parameters
      .filter((parameter) => parameter.in === 'query' && parameter.required)
      .map((parameter) => [parameter.name, context.query[parameter.name] ?? 1]),
  );
  const url = (path: string, query: Record<string, unknown>) => {
    const text = Object.entries(query)
      .map(([name, value]) => queryPart(name, value))
      .join('&');
    return text ? `${path}?${text}` : path;
  };
  const base =
    context.bodies[`${operation.method} ${operation.path}`] ??
    (operation.body ? validValue(operation.body, '') : undefined);
  const send = (note: string, path: string, query: Record<string, unknown>, body: unknown = base): FuzzRequest => ({
    method: operation.method,
    url: url(path, query),
    note,
    ...(body === undefined ? {} : { payload: jsonText(body), contentType: 'application/json' }),
  });
  const cases: FuzzRequest[] = [];

  // Path parameters: ids past int4, not numbers, broken escapes; odd resource names.
  for (const parameter of operation.parameters.filter((item) => item.in === 'path')) {
    const values =
      parameter.name === 'id'
        ? ID_PATH_VALUES
        : ['%00', '%ED%A0%80', '%FF', 'a'.repeat(3000), '__proto__', 'brands%00', '%2e%2e'];
    for (const value of new Set([values[1]!, ...random.sample(values, perField + 1)]))
      cases.push(send(`path ${parameter.name}=${value.slice(0, 40)}`, pathFor(value), baseQuery));
  }

  // Query parameters one at a time; `where` gets its own JSON cases.
  for (const parameter of operation.parameters.filter((item) => item.in === 'query')) {
    if (parameter.name === 'where') {
      const filters = (resource && context.filters[resource]) || { id: 'integer' as const };
      for (const where of whereCases(random, filters, perField * 2))
        cases.push(send(`where ${where.slice(0, 80)}`, pathFor(), { ...baseQuery, where }));
      continue;
    }
    const kind = kindOf(parameter.schema, parameter.name);
    for (const value of pickValues(random, kind, perField))
      cases.push(send(`query ${parameter.name}=${shown(value)}`, pathFor(), { ...baseQuery, [parameter.name]: value }));
    cases.push(send(`query ${parameter.name} twice`, pathFor(), { ...baseQuery, [parameter.name]: ['1', '2'] }));
  }
  if (operation.method === 'GET')
    cases.push({
      method: 'GET',
      url: `${url(pathFor(), baseQuery)}${Object.keys(baseQuery).length ? '&' : '?'}%=%&q=%E0%A4%A&order_by=%ED%A0%80`,
      note: 'broken escapes',
    });

  if (!operation.body || base === undefined) return cases;
  // One field at a time, nested ones too (a purchase's items[0].weight).
  for (const field of fieldsOf(operation.body, base)) {
    for (const value of pickValues(random, field.kind, perField))
      cases.push(
        send(`body ${field.path.join('.')}=${shown(value)}`, pathFor(), baseQuery, withValue(base, field.path, value)),
      );
  }
  // The body as a whole: wrong shapes, too deep, too big, not JSON.
  for (const body of [
    null,
    [],
    'text',
    1,
    {},
    new Deep(5000, 'object'),
    { ...(base as object), unknown_field: '\u0000' },
  ])
    cases.push(send(`whole body ${shown(body)}`, pathFor(), baseQuery, body));
  const raw = (note: string, payload: string | Buffer, contentType = 'application/json') =>
    cases.push({ method: operation.method, url: url(pathFor(), baseQuery), payload, contentType, note });
  raw('not JSON', '{"a":');
  raw('bytes that are not UTF-8', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]));
  raw('empty body', '');
  raw('plain text', 'name=x', 'text/plain');
  raw('form', 'name=x', 'application/x-www-form-urlencoded');
  raw('over the body limit', jsonText({ ...(base as object), notes: 'z'.repeat(1_100_000) }));
  return cases;
}

/** One value the outside run found trouble with, one of the wrong type, the rest from the kind's pool. */
function pickValues(random: Random, kind: FieldKind, count: number): unknown[] {
  return [
    random.pick(criticalFor(kind)),
    ...random.sample(valuesFor(kind), count - 2),
    random.pick([...SHAPE_VALUES, ...TEXT_VALUES.slice(0, 5)]),
  ];
}

const shown = (value: unknown) =>
  value instanceof Deep ? `<${value.shape} ${value.depth} deep>` : jsonText(value).slice(0, 60);

type Field = { path: (string | number)[]; kind: FieldKind };

/** The fields a body schema names (merging oneOf/anyOf options), and the fields of the first item of its arrays of objects. */
function fieldsOf(schema: JsonSchema, base: unknown, path: (string | number)[] = []): Field[] {
  const properties = Object.assign(
    {},
    ...[schema, ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])].map((option) => option.properties ?? {}),
  ) as Record<string, JsonSchema>;
  return Object.entries(properties).flatMap(([name, property]) => {
    const field = { path: [...path, name], kind: kindOf(property, name) };
    const item = property.items;
    const first = (base as Record<string, unknown[] | undefined> | null)?.[name]?.[0];
    return item?.properties && first ? [field, ...fieldsOf(item, first, [...path, name, 0])] : [field];
  });
}

function withValue(base: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(base)) as Record<string | number, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path.at(-1)!] = value;
  return copy;
}

/** A plain valid-looking value for a schema, for routes without a hand-made body. */
function validValue(schema: JsonSchema, name: string): unknown {
  const option = schema.oneOf?.[0] ?? schema.anyOf?.[0] ?? schema;
  if (option.enum) return option.enum[0];
  if (option.type === 'object') {
    return Object.fromEntries(
      (option.required ?? []).map((key) => [key, validValue(option.properties?.[key] ?? {}, key)]),
    );
  }
  if (option.type === 'array') return [];
  if (option.type === 'integer' || option.type === 'number') return 1;
  if (option.type === 'boolean') return true;
  return /email/.test(name) ? 'fuzz@flipstack.test' : 'fuzz text';
}
