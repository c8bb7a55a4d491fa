/**
 * Hostile requests generated from the OpenAPI document: for every operation, a few cases that
 * start from a plausible valid request (values drawn from each parameter's own schema, patterns
 * included) and replace one to three of its values with something a careless or hostile
 * client sends: NUL bytes, lone surrogates, impossible dates, forged cursors, integers past
 * their column, wrong types, malformed percent-encoding. A seeded generator makes every case
 * reproducible from the operation's name.
 */

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  $ref?: string;
  description?: string;
};

export type Parameter = { name: string; in: string; required?: boolean; schema?: JsonSchema };
export type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  description?: string;
};
export type OpenApiDoc = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

// ---------------------------------------------------------------------------------------------
// Seeded randomness (mulberry32): the same seed gives the same cases on every run.

export type Rng = {
  next: () => number;
  int: (below: number) => number;
  pick: <T>(items: readonly T[]) => T;
  chance: (p: number) => boolean;
};

export function seededRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  return { next, int, pick: (items) => items[int(items.length)]!, chance: (p) => next() < p };
}

/** A stable 32-bit seed from a text (FNV-1a), e.g. "GET /api/wallet/transactions". */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

// ---------------------------------------------------------------------------------------------
// Values a pattern accepts: a small sampler for the regular expressions the contract uses
// (classes, ranges, groups, alternation, quantifiers, \d \s \w).

type Node =
  | { kind: 'chars'; chars: string[] }
  | { kind: 'seq'; items: Node[] }
  | { kind: 'alt'; options: Node[] }
  | { kind: 'repeat'; node: Node; min: number; max: number };

const printable = [...'abcdefghijklmnopqrstuvwxyz0123456789'];

function parseRegex(source: string): Node {
  let i = 0;
  const peek = () => source[i];
  const escapeChars = (c: string): string[] => {
    if (c === 'd') return [...'0123456789'];
    if (c === 's') return [' '];
    if (c === 'w') return [...'abcxyz019_'];
    return [c];
  };
  const parseClass = (): string[] => {
    i++; // [
    const negate = peek() === '^';
    if (negate) i++;
    const chars: string[] = [];
    while (i < source.length && peek() !== ']') {
      let c = source[i++]!;
      if (c === '\\') {
        chars.push(...escapeChars(source[i++]!));
        continue;
      }
      if (peek() === '-' && source[i + 1] !== ']' && source[i + 1] !== undefined) {
        i++;
        let end = source[i++]!;
        if (end === '\\') end = source[i++]!;
        for (let code = c.charCodeAt(0); code <= end.charCodeAt(0); code++)
          chars.push(String.fromCharCode(code));
        continue;
      }
      if (c === '\\') c = source[i++]!;
      chars.push(c);
    }
    i++; // ]
    return negate ? printable.filter((c) => !chars.includes(c)) : chars;
  };
  const parseAtom = (): Node | null => {
    const c = peek();
    if (c === undefined || c === '|' || c === ')') return null;
    if (c === '^' || c === '$') {
      i++;
      return { kind: 'seq', items: [] };
    }
    if (c === '(') {
      i++;
      if (source.startsWith('?:', i)) i += 2;
      const inner = parseAlt();
      i++; // )
      return inner;
    }
    if (c === '[') return { kind: 'chars', chars: parseClass() };
    if (c === '.') {
      i++;
      return { kind: 'chars', chars: printable };
    }
    if (c === '\\') {
      i += 2;
      return { kind: 'chars', chars: escapeChars(source[i - 1]!) };
    }
    i++;
    return { kind: 'chars', chars: [c] };
  };
  const parseQuantified = (): Node | null => {
    const atom = parseAtom();
    if (!atom) return null;
    const q = peek();
    if (q === '?' || q === '*' || q === '+') {
      i++;
      const [min, max] = q === '?' ? [0, 1] : q === '*' ? [0, 2] : [1, 3];
      return { kind: 'repeat', node: atom, min, max };
    }
    if (q === '{') {
      const close = source.indexOf('}', i);
      const [lo, hi] = source.slice(i + 1, close).split(',');
      i = close + 1;
      const min = Number(lo);
      const max = hi === undefined ? min : hi === '' ? min + 3 : Number(hi);
      return { kind: 'repeat', node: atom, min, max };
    }
    return atom;
  };
  const parseSeq = (): Node => {
    const items: Node[] = [];
    for (let node = parseQuantified(); node; node = parseQuantified()) items.push(node);
    return { kind: 'seq', items };
  };
  function parseAlt(): Node {
    const options = [parseSeq()];
    while (peek() === '|') {
      i++;
      options.push(parseSeq());
    }
    return options.length === 1 ? options[0]! : { kind: 'alt', options };
  }
  return parseAlt();
}

function sampleNode(node: Node, r: Rng): string {
  switch (node.kind) {
    case 'chars':
      return r.pick(node.chars);
    case 'seq':
      return node.items.map((n) => sampleNode(n, r)).join('');
    case 'alt':
      return sampleNode(r.pick(node.options), r);
    case 'repeat': {
      const count = node.min + r.int(Math.min(node.max, node.min + 3) - node.min + 1);
      let out = '';
      for (let k = 0; k < count; k++) out += sampleNode(node.node, r);
      return out;
    }
  }
}

/** A string the pattern accepts, or null when the sampler cannot produce one. */
export function sampleRegex(pattern: string, r: Rng): string | null {
  try {
    const re = new RegExp(pattern);
    const tree = parseRegex(pattern);
    for (let attempt = 0; attempt < 8; attempt++) {
      const text = sampleNode(tree, r);
      if (re.test(text)) return text;
    }
  } catch {
    // A pattern beyond the sampler: the caller falls back to plain text.
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Plausible valid values from a schema.

export function resolve(schema: JsonSchema | undefined, doc: OpenApiDoc): JsonSchema {
  if (!schema) return {};
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop()!;
    return resolve(doc.components?.schemas?.[name], doc);
  }
  if (schema.allOf?.length)
    return schema.allOf.reduce<JsonSchema>((acc, part) => ({ ...acc, ...resolve(part, doc) }), {
      ...schema,
      allOf: undefined,
    });
  return schema;
}

const typeOf = (s: JsonSchema): string | undefined =>
  Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;

/** A valid day the database and every date helper hold. */
const goodDay = '2026-01-15';
const isDayPattern = (s: JsonSchema) => s.pattern?.includes('\\d{4}-') ?? false;

export function validValue(
  raw: JsonSchema | undefined,
  name: string,
  doc: OpenApiDoc,
  r: Rng,
  depth = 0,
): unknown {
  const s = resolve(raw, doc);
  const branches = s.anyOf ?? s.oneOf;
  if (branches?.length) {
    // Prefer a branch that is more than the empty string ("" often means "clear it").
    const useful = branches.filter((b) => !(b.enum?.length === 1 && b.enum[0] === ''));
    return validValue(r.pick(useful.length ? useful : branches), name, doc, r, depth);
  }
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return r.pick(s.enum);
  switch (typeOf(s)) {
    case 'integer':
    case 'number': {
      const lo = s.minimum ?? 1;
      const hi = Math.min(s.maximum ?? lo + 5, lo + 5);
      return Math.max(lo, 1) <= hi ? Math.max(lo, 1) + r.int(hi - Math.max(lo, 1) + 1) : lo;
    }
    case 'boolean':
      return r.chance(0.5);
    case 'array': {
      if (depth > 4) return [];
      const count = Math.max(s.minItems ?? 0, 1);
      return Array.from({ length: count }, () => validValue(s.items, name, doc, r, depth + 1));
    }
    case 'object': {
      if (depth > 4) return {};
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(s.properties ?? {}))
        if (s.required?.includes(key) || r.chance(0.6))
          out[key] = validValue(prop, key, doc, r, depth + 1);
      return out;
    }
    case 'string':
    default:
      return validString(s, name, r);
  }
}

/** Real days, months and weeks: a date pattern admits impossible ones the sampler would draw. */
const goodPeriods = [goodDay, '2026-01', '2026-W03'];

function validString(s: JsonSchema, name: string, r: Rng): string {
  const period = isDayPattern(s) && goodPeriods.find((p) => new RegExp(s.pattern!).test(p));
  if (period) return period;
  if (s.pattern) {
    const sample = sampleRegex(s.pattern, r);
    if (sample !== null) return sample;
  }
  if (s.format === 'email') return `member${r.int(1000)}@example.com`;
  if (/password/.test(name)) return 'Not-the-password-1';
  if (/date/.test(name)) return goodDay;
  const min = s.minLength ?? 3;
  const max = s.maxLength ?? Math.max(min, 12);
  const length = Math.min(max, Math.max(min, 3 + r.int(6)));
  let out = '';
  for (let k = 0; k < length; k++) out += r.pick(printable.slice(0, 26));
  return out;
}

// ---------------------------------------------------------------------------------------------
// Hostile values.

/** Text sent verbatim in a URL, percent signs and all (e.g. malformed percent-encoding). */
export class RawUrlText {
  constructor(readonly text: string) {}
}

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const cursorOf = (key: unknown) => b64(JSON.stringify(key));

/** Forged keyset cursors: impossible timestamps and offsets, ids past every column, garbage. */
export const forgedCursors: string[] = [
  cursorOf({ t: '2026-13-01 00:00:00+00', id: 1 }),
  cursorOf({ t: '2026-01-01 00:00:00+99:99', id: 1 }),
  cursorOf({ t: '9999-12-31 23:59:59.999999+00', id: 1 }),
  cursorOf({ t: '2026-01-01 00:00:00+00', id: 2 ** 53 }),
  cursorOf({ t: '2026-02-30 00:00:00+00', id: 1 }),
  cursorOf({ t: '0000-01-01 00:00:00+00', id: 1 }),
  cursorOf({ t: '2025-02-29 12:00:00+00', id: 1 }),
  cursorOf({ t: '2026-01-01 24:00:00+00', id: 1 }),
  cursorOf({ t: '2026-01-01 23:60:00+00', id: 1 }),
  cursorOf({ t: '2026-01-01 00:00:00-16', id: 1 }),
  cursorOf({ t: '2026-01-01 00:00:00+00', id: 2 ** 31 }),
  cursorOf({ t: '2026-01-01 00:00:00+00', id: 1e300 }),
  cursorOf({ t: '2026-01-01 00:00:00+00', id: -1 }),
  cursorOf({ t: '2026-01-01 00:00:00+00', id: 1.5 }),
  cursorOf({ t: '2026-01-01 00:00:00+00', id: '1' }),
  cursorOf({ t: '2026-01-01\u000000:00:00+00', id: 1 }),
  cursorOf({ t: '\ud800', id: 1 }),
  cursorOf({ t: 12, id: 1 }),
  cursorOf([1, 2]),
  cursorOf(null),
  // The edges of what is accepted must reach the database and come back without an error.
  cursorOf({ t: '2999-12-31 23:59:59.999999-15:59', id: Number.MAX_SAFE_INTEGER }),
  cursorOf({ t: '1900-01-01 00:00:00+15:59:59', id: 0 }),
  b64('not json'),
  Buffer.from([0xff, 0xfe, 0x00]).toString('base64url'),
  '%%%',
  'a'.repeat(190),
];

/** Days a calendar or the database cannot hold, text that only looks like a day, and the edges. */
export const impossibleDays = [
  '9999-12-31',
  '2026-02-30',
  '0000-01-01',
  '2026-13-01',
  '2026-00-10',
  '2025-02-29',
  '2026-04-31',
  '0001-01-01',
  '1000-01-01',
  '5874897-12-31',
  '2026-1-1',
  '2026-W99',
  '2026-99',
  '1900-01-01',
  '2999-12-31',
  '2999-W52',
];

const hostileStrings: unknown[] = [
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  'a'.repeat(5000),
  '',
  ' ',
  "'; DROP TABLE members; --",
  '%00',
  '\\',
  '\u202e\u0301',
  '2147483648',
  '9007199254740993',
  '99999999999999999999',
  '-1',
  '1e309',
  'NaN',
];

const hostileNumbers: unknown[] = [
  2 ** 31,
  2 ** 53,
  2 ** 31 - 1,
  -1,
  -(2 ** 31) - 1,
  2 ** 63,
  0,
  1.5,
  1e308,
  -1e308,
  '1',
  '2147483648',
];

const wrongTypes: unknown[] = [null, true, {}, [], 'text', 12, [1, 2], { a: 1 }];

/** One hostile value for a schema: mostly of its own kind, sometimes of another. */
export function hostileValue(
  raw: JsonSchema | undefined,
  name: string,
  doc: OpenApiDoc,
  r: Rng,
  depth = 0,
): unknown {
  const s = resolve(raw, doc);
  const branches = s.anyOf ?? s.oneOf;
  if (branches?.length) return hostileValue(r.pick(branches), name, doc, r, depth);
  if (r.chance(0.1)) return r.pick(wrongTypes);
  const type = typeOf(s);
  if (/cursor|^page$/.test(name) && r.chance(0.7)) return r.pick(forgedCursors);
  if ((isDayPattern(s) || /date|period|month|day|^from$|^to$/.test(name)) && r.chance(0.7))
    return r.pick(impossibleDays);
  switch (type) {
    case 'integer':
    case 'number':
      return r.pick(hostileNumbers);
    case 'boolean':
      return r.pick(['true', 1, 0, null]);
    case 'array': {
      if (depth > 3 || r.chance(0.2)) return r.pick([[], Array(500).fill(1), 'x', [[]]]);
      const valid = validValue(s, name, doc, r, depth) as unknown[];
      const at = r.int(Math.max(valid.length, 1));
      valid[at] = hostileValue(s.items, name, doc, r, depth + 1);
      return valid;
    }
    case 'object': {
      const valid = validValue(s, name, doc, r, depth) as Record<string, unknown>;
      const keys = Object.keys(s.properties ?? {});
      if (depth > 3 || keys.length === 0 || r.chance(0.15))
        return { ...valid, [r.pick(['a\u0000b', '\ud800', 'x'.repeat(300)])]: 1 };
      const key = r.pick(keys);
      valid[key] = hostileValue(s.properties![key], key, doc, r, depth + 1);
      return valid;
    }
    default:
      if (r.chance(0.15)) return r.pick(hostileNumbers);
      return r.pick(hostileStrings);
  }
}

/** Hostile text for a URL (path segment or query value), sometimes raw percent-encoding. */
const hostileUrlText: unknown[] = [
  new RawUrlText('%E0%A4%A'),
  new RawUrlText('%'),
  new RawUrlText('%zz'),
  new RawUrlText('%ED%A0%80'),
  new RawUrlText('%C0%80'),
  new RawUrlText('%FF'),
  new RawUrlText('%00'),
  new RawUrlText('a%00b'),
];

// ---------------------------------------------------------------------------------------------
// Requests.

/** Percent-encodes like a lenient client: lone surrogates travel as their WTF-8 bytes. */
export function encodeUrlText(value: unknown): string {
  if (value instanceof RawUrlText) return value.text;
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      // Three bytes of the surrogate's code point, as WTF-8 (CESU) writes it.
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(text[i]!);
  }
  return out;
}

/** One value of a request: a query or path parameter, or a place in the JSON body. */
export type Field = {
  where: 'query' | 'path' | 'body';
  name: string;
  /** Where the value sits in the body ([] is the whole body). */
  at: (string | number)[];
  schema: JsonSchema;
  required: boolean;
};

export type GeneratedCase = {
  method: string;
  url: string;
  /** JSON text of the body (may hold lone surrogates as escapes), or undefined. */
  body?: string;
  /** Which values were made hostile, for the failure report. */
  mutated: string[];
};

/** Every place in a body schema a value can go: the body, its properties, items, nested. */
function bodyFields(
  raw: JsonSchema,
  doc: OpenApiDoc,
  at: (string | number)[],
  required: boolean,
  out: Field[],
): void {
  const s = resolve(raw, doc);
  const name = at.length ? at.map(String).join('.') : 'body';
  out.push({ where: 'body', name, at, schema: s, required });
  if (at.length > 4) return;
  if (typeOf(s) === 'object')
    for (const [key, prop] of Object.entries(s.properties ?? {}))
      bodyFields(prop, doc, [...at, key], s.required?.includes(key) ?? false, out);
  if (typeOf(s) === 'array' && s.items) bodyFields(s.items, doc, [...at, 0], true, out);
}

export function fieldsOf(op: Operation, doc: OpenApiDoc): Field[] {
  const fields: Field[] = (op.parameters ?? []).map((p) => ({
    where: p.in === 'path' ? 'path' : 'query',
    name: p.name,
    at: [],
    schema: resolve(p.schema, doc),
    required: p.required ?? p.in === 'path',
  }));
  const body = op.requestBody?.content?.['application/json']?.schema;
  if (body) bodyFields(body, doc, [], true, fields);
  return fields;
}

/** Path ids that look valid, so a case reaches the handler rather than stopping at the router. */
const plausibleIds = ['1', '2', '3', '7', '42'];

export function pathValue(field: Field, r: Rng): unknown {
  if (field.schema.enum?.length) return r.pick(field.schema.enum);
  if (field.schema.pattern) return sampleRegex(field.schema.pattern, r) ?? r.pick(plausibleIds);
  return /id$/.test(field.name) ? r.pick(plausibleIds) : validString(field.schema, field.name, r);
}

const hostilePathValues: unknown[] = [
  '2147483648',
  '\u0000',
  new RawUrlText('%E0%A4%A'),
  '9007199254740993',
  '\ud800',
  '-1',
  '99999999999999999999',
  '0',
  '1e3',
  '0x10',
  'abc',
  ' 1',
  'a'.repeat(400),
  ...hostileUrlText,
];

/**
 * The values tried first, in turn, for each kind of field: the attacks issue 27 names (an
 * integer past int4, a NUL byte, an impossible day, a forged cursor) before the rest.
 */
function primaryHostile(field: Field, pass: number): unknown {
  const s = field.schema;
  const list: readonly unknown[] =
    field.where === 'path'
      ? hostilePathValues
      : /cursor|^page$/.test(field.name)
        ? forgedCursors
        : isDayPattern(s) || /date|period|month|follow_up|birth/.test(field.name)
          ? impossibleDays
          : typeOf(s) === 'integer' || typeOf(s) === 'number'
            ? hostileNumbers
            : typeOf(s) === 'array'
              ? [['a\u0000b'], Array(500).fill('x'), 'x', [[]]]
              : typeOf(s) === 'object'
                ? [{ 'a\u0000b': 1 }, { '\ud800': 'x' }, [], null, 'text']
                : typeOf(s) === 'boolean'
                  ? ['true', null, 1]
                  : hostileStrings;
  return list[pass % list.length];
}

/** Puts `value` at `at` inside `body`, making the objects and arrays on the way. */
function setAt(body: unknown, at: (string | number)[], value: unknown): unknown {
  if (at.length === 0) return value;
  const [head, ...rest] = at;
  const container: Record<string | number, unknown> =
    body !== null && typeof body === 'object'
      ? (body as Record<string | number, unknown>)
      : typeof head === 'number'
        ? ([] as unknown as Record<number, unknown>)
        : {};
  container[head!] = setAt(container[head!], rest, value);
  return container;
}

/**
 * The cases of one operation: `passes` rounds that make each value hostile in turn (the
 * primary attacks first), then `extra` cases that change one to three values at random.
 */
export function casesFor(
  method: string,
  path: string,
  op: Operation,
  doc: OpenApiDoc,
  { passes, extra }: { passes: number; extra: number },
): GeneratedCase[] {
  const r = seededRng(seedOf(`${method} ${path}`));
  const fields = fieldsOf(op, doc);
  const params = fields.filter((f) => f.where !== 'body');
  const bodyRoot = fields.find((f) => f.where === 'body' && f.at.length === 0);
  const plan: { targets: Field[]; pass: number | null }[] = [];
  for (let pass = 0; pass < passes; pass++)
    for (const f of fields) plan.push({ targets: [f], pass });
  for (let n = 0; n < extra; n++) {
    const targets: Field[] = [];
    for (let k = fields.length ? 1 + r.int(3) : 0; k > 0; k--) targets.push(r.pick(fields));
    plan.push({ targets, pass: null });
  }
  return plan.map(({ targets, pass }) => {
    const values = new Map<Field, unknown>();
    for (const f of params)
      if (f.where === 'path') values.set(f, pathValue(f, r));
      else if (f.required || r.chance(0.3)) values.set(f, validValue(f.schema, f.name, doc, r));
    let body: unknown = bodyRoot ? validValue(bodyRoot.schema, 'body', doc, r) : undefined;
    const mutated: string[] = [];
    for (const f of targets) {
      const value =
        pass !== null
          ? primaryHostile(f, pass)
          : f.where === 'path'
            ? r.pick(hostilePathValues)
            : f.where === 'query' && r.chance(0.2)
              ? r.pick(hostileUrlText)
              : hostileValue(f.schema, f.name, doc, r);
      if (f.where === 'body') body = setAt(body, f.at, value);
      else values.set(f, value);
      mutated.push(`${f.where}.${f.name}`);
    }
    let url = path;
    const query: string[] = [];
    for (const [f, value] of values) {
      if (f.where === 'path') url = url.replace(`{${f.name}}`, encodeUrlText(value));
      else if (Array.isArray(value) && typeOf(f.schema) === 'array') {
        const base = f.name.endsWith('[]') ? f.name.slice(0, -2) : f.name;
        value.forEach((v, k) => query.push(`${base}[${k}]=${encodeUrlText(v)}`));
      } else query.push(`${encodeURIComponent(f.name)}=${encodeUrlText(value)}`);
    }
    if (query.length) url += `?${query.join('&')}`;
    const generated: GeneratedCase = { method, url, mutated };
    if (bodyRoot) generated.body = JSON.stringify(body) ?? 'null';
    return generated;
  });
}

/** Field names a multipart call's description names (`name (note), other, … under files[]`). */
export function multipartFieldsOf(description: string): { text: string[]; file: string } {
  const file = /under (\S+?)[\s,.;(]/.exec(description)?.[1] ?? 'file';
  const listed = description
    .replace(/\([^)]*\)/g, '')
    .split(/[:,;]|\band\b/)
    .map((part) => part.trim())
    .filter((part) => /^[a-z][a-z_]*$/.test(part) && part !== 'multipart');
  return { text: [...new Set(listed)], file };
}
