/**
 * Kysely builds and compiles a query on every call: for the board's page that cost as much as
 * running it. The page has few shapes (which filters are set, how many statuses), so each shape
 * is compiled once, with a marker in place of every value, and later calls of that shape bind
 * their own values into the kept SQL. (db/insert-cache.ts does the same for inserts.)
 *
 * A value is every string and number of the input, except the keys named in `shapeKeys` (such as
 * a limit the builder does arithmetic on), which are part of the shape like nulls and booleans.
 */
import { CompiledQuery, type Compilable } from 'kysely';

const MARK = '\u0000kb-value-';

interface Shape {
  sql: string;
  /** Per parameter: the index of the input value it is, or a constant the builder added itself. */
  parameters: Array<{ value: number } | { constant: unknown }>;
}

/** The input with each value replaced by `replace(value, index)`, and those values in order. */
function mapValues(input: unknown, shapeKeys: ReadonlySet<string>, replace: (value: unknown, index: number) => unknown) {
  const values: unknown[] = [];
  const walk = (node: unknown, key: string): unknown => {
    if (Array.isArray(node)) return node.map((item) => walk(item, key));
    if (node !== null && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v, k)]));
    if ((typeof node === 'string' || typeof node === 'number') && !shapeKeys.has(key)) {
      values.push(node);
      return replace(node, values.length - 1);
    }
    return node;
  };
  return { replaced: walk(input, ''), values };
}

export function createCompiledShapes<I>(build: (input: I) => Compilable, options: { shapeKeys?: readonly string[]; maxShapes?: number } = {}) {
  const shapeKeys = new Set(options.shapeKeys ?? []);
  const maxShapes = options.maxShapes ?? 100;
  const shapes = new Map<string, Shape>();

  return function compiled(input: I): CompiledQuery {
    const { replaced: key, values } = mapValues(input, shapeKeys, (value) => (typeof value === 'number' ? '#n' : '#s'));
    const shapeKey = JSON.stringify(key);
    let shape = shapes.get(shapeKey);
    if (!shape) {
      const marked = mapValues(input, shapeKeys, (_value, index) => `${MARK}${index}`).replaced as I;
      const query = build(marked).compile();
      shape = {
        sql: query.sql,
        parameters: query.parameters.map((p) =>
          typeof p === 'string' && p.startsWith(MARK) ? { value: Number(p.slice(MARK.length)) } : { constant: p },
        ),
      };
      // A marker left in the SQL text means a value was inlined, not bound: such a query cannot be kept.
      if (shape.sql.includes(MARK)) return build(input).compile();
      if (shapes.size >= maxShapes) shapes.delete(shapes.keys().next().value as string);
      shapes.set(shapeKey, shape);
    }
    return CompiledQuery.raw(
      shape.sql,
      shape.parameters.map((p) => ('value' in p ? values[p.value] : p.constant)),
    );
  };
}
