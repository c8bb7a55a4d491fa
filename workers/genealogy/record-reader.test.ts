import { describe, expect, it } from 'vitest';
import { rng } from './generate';
import { readRecords, RecordStreamReader } from './record-reader';

const encode = (s: string) => new TextEncoder().encode(s);

/** Feeds the bytes in pieces of the given sizes (cycled), as a network would. */
function read(json: string, pieces: number[] = [json.length * 4 + 1], key = 'rows') {
  const bytes = encode(json);
  const reader = new RecordStreamReader(key);
  for (let at = 0, k = 0; at < bytes.length; k++) {
    const size = Math.max(1, pieces[k % pieces.length]!);
    reader.push(bytes.subarray(at, at + size));
    at += size;
  }
  return reader.finish();
}

function rowsOf(json: string, pieces?: number[]) {
  const { records } = read(json, pieces);
  return Array.from({ length: records?.length ?? 0 }, (_, i) => records!.row(i));
}

const awkwardStrings = [
  '',
  'plain',
  'quote " and backslash \\',
  'tab\tnew\nline',
  'ñandú — Ünïcödé',
  '𝄞 emoji 🎉',
  '\u0000\u001f',
  '</script>',
  'a'.repeat(100),
];

function randomValue(next: () => number, depth = 0): unknown {
  const pick = Math.floor(next() * 11);
  switch (pick) {
    case 0:
      return null;
    case 1:
      return next() < 0.5;
    case 2:
      return Math.floor(next() * 2e9) - 1e9;
    case 3:
      return Math.floor(next() * 1e15) * (next() < 0.5 ? -1 : 1);
    case 4:
      return (next() - 0.5) * 10 ** Math.floor(next() * 40 - 20);
    case 5:
      return awkwardStrings[Math.floor(next() * awkwardStrings.length)];
    case 6:
      return depth > 1 ? 0 : { nested: randomValue(next, depth + 1), list: [1, 'two', null] };
    case 7:
      return depth > 1 ? [] : [randomValue(next, depth + 1), randomValue(next, depth + 1)];
    case 8:
      return 0;
    case 9:
      return -0;
    default:
      return `member${Math.floor(next() * 1e6)}`;
  }
}

describe('RecordStreamReader', () => {
  it('gives back what JSON.parse gives, for any split of the bytes', () => {
    // Seeded, so that a failure can be replayed.
    const next = rng(7);
    const keys = ['id', 'parent_id', 'username', 'pv', 'extra', '__proto__', 'ключ'];
    for (let trial = 0; trial < 40; trial++) {
      const rows = Array.from({ length: 30 }, () => {
        const row: Record<string, unknown> = {};
        for (const k of keys) if (next() < 0.8) row[k] = randomValue(next);
        return row;
      });
      const doc = { before: { a: [1, 2] }, rows, after: 'x', n: 3.5 };
      const json = trial % 2 ? JSON.stringify(doc) : JSON.stringify(doc, null, 2);
      const expected = JSON.parse(json) as typeof doc;
      const pieces = [1 + Math.floor(next() * 40), 1 + Math.floor(next() * 7), 4096];
      const { records, fields } = read(json, pieces);
      expect(records!.length).toBe(rows.length);
      for (let i = 0; i < rows.length; i++) expect(records!.row(i)).toEqual(expected.rows[i]);
      expect(fields).toEqual({ before: { a: [1, 2] }, after: 'x', n: 3.5 });
    }
  });

  it('keeps -0, large integers and exponents exactly as JSON.parse does', () => {
    const json =
      '{"rows":[{"a":-0,"b":123456789012345678,"c":1e3,"d":-2147483648,"e":999999999,"f":0.1}]}';
    const [row] = rowsOf(json, [3]);
    const expected = (JSON.parse(json) as { rows: Record<string, number>[] }).rows[0]!;
    for (const k of Object.keys(expected)) expect(Object.is(row![k], expected[k])).toBe(true);
  });

  it('reads rows whose keys come in another order or go missing', () => {
    const rows = rowsOf('{"rows":[{"a":1,"b":"x"},{"b":"y","c":true},{},{"a":null}]}', [5]);
    expect(rows).toEqual([{ a: 1, b: 'x' }, { b: 'y', c: true }, {}, { a: null }]);
  });

  it('grows past its first capacity', () => {
    const rows = Array.from({ length: 5000 }, (_, i) => ({ id: i, name: `n${i}`.repeat(20) }));
    const { records } = read(JSON.stringify({ rows }), [8191]);
    expect(records!.length).toBe(5000);
    expect(records!.row(4999)).toEqual(rows[4999]);
    expect(records!.row(0)).toEqual(rows[0]);
  });

  it('reports a missing or non-array records key as null and keeps the value', () => {
    expect(read('{"other":1}').records).toBeNull();
    const { records, fields } = read('{"rows":null}');
    expect(records).toBeNull();
    expect(fields).toEqual({ rows: null });
    expect(read('{"rows":[]}').records!.length).toBe(0);
  });

  it.each([
    ['', /ends early/],
    ['{"rows":[{"a":1}', /ends early/],
    ['{"rows":[{"a":1]}', /expected , or }/],
    ['{"rows":[{"a":01}]}', /not a number/],
    ['{"rows":[{"a":tru}]}', /unexpected value/],
    ['{"rows":[{"a":"\\x"}]}', /malformed value/],
    ['{"rows":[1]}', /must be an object/],
    ['{"rows":[{"a":1}]} x', /after the JSON/],
    ['{"rows":[],"rows":[]}', /appears twice/],
    ['{"rows":[{"a":"line\nbreak"}]}', /control character/],
    ['[1]', /expected an object/],
  ])('refuses %j with a clear error', (json, message) => {
    for (const pieces of [[1], [1000]]) expect(() => read(json, pieces)).toThrow(message);
  });

  it('names the byte where the JSON went wrong, across chunks', () => {
    expect(() => read('{"rows":[{"a":1},{"a":2}]}  }', [4])).toThrow(/at byte 28/);
  });

  it('finds a string ignoring case, on the bytes or decoded', () => {
    const { records } = read(
      JSON.stringify({
        rows: [{ u: 'Alice' }, { u: 'bob' }, { u: 'ÉLODIE' }, { u: 'KELVIN\u212a' }, {}],
      }),
    );
    const u = records!.column('u')!;
    expect(records!.findString(u, 'ALICE')).toBe(0);
    expect(records!.findString(u, 'Bob')).toBe(1);
    expect(records!.findString(u, 'élodie')).toBe(2);
    // U+212A KELVIN SIGN lower-cases to an ASCII k.
    expect(records!.findString(u, 'kelvink')).toBe(3);
    expect(records!.findString(u, 'carol')).toBe(-1);
  });

  it('reads a response body stream', async () => {
    const body = new Response('{"rows":[{"id":1},{"id":2}],"root":1}').body!;
    const { records, fields } = await readRecords(body, 'rows');
    expect(records!.length).toBe(2);
    expect(fields.root).toBe(1);
  });
});
