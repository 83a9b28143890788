import { FILTER_OPERATORS } from '@flipstack/contract';
import type { Random } from './random.ts';
import { jsonText } from './encode.ts';
import { Deep, type FieldKind, valuesFor } from './values.ts';

const ODD_OPERATORS = ['regex', '', 'LIKE', 'eq ', '__proto__', 'constructor', 'toString', '$where'];

/** `where` texts for a list over fields of these kinds: bad values per operator, odd operators, broken JSON. */
export function whereCases(random: Random, fields: Record<string, FieldKind>, count: number): string[] {
  const names = Object.keys(fields);
  const broken = [
    '',
    '{',
    '[]',
    'null',
    '1',
    '"id"',
    '{"id":}',
    '{"nope":1}',
    '{"__proto__":{"id":1}}',
    '{"id":{"in":[]}}',
    jsonText({ id: { in: Array.from({ length: 1001 }, (_, index) => index) } }),
    jsonText({ id: { in: Array.from({ length: 20_000 }, (_, index) => index) } }),
    jsonText(Object.fromEntries(names.flatMap((name) => [[name, null]]))),
    new Deep(5000, 'object').toJson(),
    `{"id":${new Deep(5000, 'array').toJson()}}`,
  ];
  const cases = random.sample(broken, 5);
  // `like` on every field: the outside run found it on numbers and dates.
  for (const name of names) cases.push(jsonText({ [name]: { like: random.pick(['1', '2026', '%', '\u0000']) } }));
  const wanted = cases.length + count;
  while (cases.length < wanted) {
    const name = random.pick(names);
    const value = () => random.pick(valuesFor(fields[name]!));
    const operator = random.chance(0.15) ? random.pick(ODD_OPERATORS) : random.pick(FILTER_OPERATORS);
    const condition = random.int(4);
    if (condition === 0) cases.push(jsonText({ [name]: value() }));
    else if (condition === 1) cases.push(jsonText({ [name]: { [operator]: value() } }));
    else if (condition === 2) cases.push(jsonText({ [name]: { [random.pick(['in', 'nin'])]: [value(), value()] } }));
    else cases.push(jsonText({ [name]: { gte: value(), lt: value() }, [random.pick(names)]: { [operator]: value() } }));
  }
  return cases;
}
