import { describe, expect, it } from 'vitest';
import { sinceIgnored, streamMetadata as meta } from '../../contract/genealogy-stream';
import { affiliate } from './affiliate-fixture';
import { memoryCopyStore, sinceUrl } from './org-copy';
import type { OrgTable } from './org-table';
import type { GenealogyView, OrgProgress, ViewOptions } from './protocol';
import { defaultViewOptions, GenealogySession } from './session';
import { layoutKey } from './stored-layout';
import { streamOf } from './stream-fixture';

// The browser copy (issue 32, decision 050): the last whole organisation kept per member,
// shown at once on the next visit and brought up to date with the changes since its version.

const url = '/api/network/genealogy_stream';
const v1 = '7-5.100.1000';
const v2 = '7-5.120.2000';
const asOf1 = '2026-11-28T10:00:00.000Z';
const asOf2 = '2026-11-28T10:05:00.000Z';

type Member = ReturnType<typeof affiliate>;
const member = (
  id: number,
  parent: number | null,
  leg: 'L' | 'R' | null,
  // The fixture's type says null for the fields it leaves empty; the stream takes any value.
  more: Partial<Record<keyof Member, unknown>> = {},
): Member => ({ ...affiliate(id, parent, leg, 0), ...more }) as Member;

// The organisation at v1, in tree order: 1 (L 2, R 3); 2 (L 4, R 5); 3 (L 6).
const before = [
  member(1, null, null, { pv: 100, downlines_count: 5 }),
  member(2, 1, 'L', { last_name: 'Lopez' }),
  member(3, 1, 'R', { rank_id: 2 }),
  member(4, 2, 'L', { pv: 5 }),
  member(5, 2, 'R'),
  member(6, 3, 'L', { first_name: 'Ana' }),
];
// At v2: 3 ranked up with a new member 7 on its right and 8 under 7; 4's volume grew; 6
// went inactive. Everything else as it was.
const changed = [
  member(3, 1, 'R', { rank_id: 3, tv: 40, downlines_count: 3, right_downline_count: 2 }),
  member(4, 2, 'L', { pv: 55, tv: 55 }),
  member(6, 3, 'L', { first_name: 'Ana', status: 0 }),
  member(7, 3, 'R', { first_name: 'New', last_name: 'Member', pv: 7 }),
  member(8, 7, 'L', { created_at: '2026-11-28T00:00:00Z' }),
];
const after = [
  before[0]!,
  before[1]!,
  changed[0]!,
  changed[1]!,
  before[4]!,
  changed[2]!,
  changed[3]!,
  changed[4]!,
];

const version = (v: string, asOf: string) => ({ [meta.version]: v, [meta.asOf]: asOf });
const whole1 = streamOf(before, { metadata: version(v1, asOf1), batchRows: 4 });
const whole2 = streamOf(after, { metadata: version(v2, asOf2), batchRows: 3 });
const changes = (list: Member[], total = after.length) =>
  streamOf(list, {
    rootId: 1,
    total,
    metadata: { ...version(v2, asOf2), [meta.changesSince]: v1, [meta.changedMembers]: '5' },
  });

type Answer = Uint8Array<ArrayBuffer> | 'offline';

/** A server of fixed answers by URL, recording what was asked. */
function server(pages: Record<string, Answer>) {
  const asked: string[] = [];
  const fetch = async (u: string) => {
    asked.push(u);
    const body = pages[u];
    if (body === 'offline') throw new TypeError('Failed to fetch');
    if (!body) return new Response('{}', { status: 404 });
    return new Response(body, { status: 200 });
  };
  return { asked, fetch };
}

/** Loads with the copy kept for `memberId`; answers every progress report and the last view. */
async function visit(
  session: GenealogySession,
  memberId: number | null,
  options: ViewOptions = {},
): Promise<{ reports: OrgProgress[]; view: GenealogyView }> {
  const reports: OrgProgress[] = [];
  await session.load(
    url,
    {},
    (p) => {
      reports.push(p);
    },
    options,
    memberId === null ? undefined : { memberId },
  );
  await session.saved;
  const view = reports.filter((r) => r.view).at(-1)!.view!;
  return { reports, view };
}

/** The session's table, read by the test only. */
const tableOf = (s: GenealogySession) =>
  (s as unknown as { state: { table: OrgTable; tree: { source: Int32Array } } }).state;

/**
 * Every column of the table, member by member in layout order: codes and rows resolved to
 * what they stand for (a name's code and a parent's row depend on arrival order).
 */
function rowsOf(s: GenealogySession) {
  const { table: t, tree } = tableOf(s);
  const name = (code: number) => (code === -1 ? null : t.names[code]!);
  return Array.from(tree.source)
    .filter((r) => r !== -1)
    .map((r) => ({
      id: t.id[r],
      parent: t.parentRow[r] === -1 ? null : t.id[t.parentRow[r]!],
      depth: t.depth[r],
      leg: t.leg[r],
      username: t.username(r),
      status: t.status[r],
      rank: t.rank[r],
      pv: t.pv[r],
      tv: t.tv[r],
      joined: t.joined[r],
      leftCount: t.leftCount[r],
      rightCount: t.rightCount[r],
      downlineCount: t.downlineCount[r],
      active: t.active[r],
      firstName: name(t.firstName[r]!),
      lastName: name(t.lastName[r]!),
      childCount: t.childCount[r],
      avatar: name(t.avatar[r]!),
    }));
}

/** Every array of the layout and its spatial index, for layouts that must be equal. */
const wholeOf = ({ layout }: GenealogyView) => ({
  ...shapeOf({ layout } as GenealogyView),
  depth: Array.from(layout.depth),
  firstChild: Array.from(layout.firstChild),
  nextSibling: Array.from(layout.nextSibling),
  hiddenChildren: Array.from(layout.hiddenChildren),
  index: {
    x: Array.from(layout.index.x),
    rowY: Array.from(layout.index.rowY),
    rowStart: Array.from(layout.index.rowStart),
    items: Array.from(layout.index.items),
  },
});

/** The layout's arrays, without the spatial index's (a function of them). */
const shapeOf = ({ layout }: GenealogyView) => ({
  ids: Array.from(layout.ids),
  x: Array.from(layout.x),
  y: Array.from(layout.y),
  parent: Array.from(layout.parent),
  kind: Array.from(layout.kind),
  bounds: layout.bounds,
});

describe('the browser copy of the whole organisation', () => {
  it('keeps the complete stream, and the copy plus the changes equals a fresh stream', async () => {
    const copies = memoryCopyStore();
    const first = server({ [url]: whole1 });
    await visit(new GenealogySession({ fetch: first.fetch, copies }), 42);
    expect(first.asked).toEqual([url]);
    const copy = copies.copies.get(42)!;
    expect(copy).toMatchObject({ memberId: 42, url, version: v1 });
    expect(copy.table.length).toBe(before.length);
    expect(copy.table.pv).toBeInstanceOf(Float64Array);

    // The next visit shows the copy first, marked with its date, then the changes.
    const next = server({ [sinceUrl(url, v1)]: changes(changed) });
    const revisited = new GenealogySession({ fetch: next.fetch, copies });
    const { reports, view } = await visit(revisited, 42);
    expect(next.asked).toEqual([`${url}?since=${encodeURIComponent(v1)}`]);
    expect(reports[0]).toMatchObject({ source: 'copy', asOf: Date.parse(asOf1), loaded: 6 });
    expect(reports[0]!.view!.layout.count).toBeGreaterThan(0);
    expect(reports.at(-1)).toMatchObject({ source: 'stream', asOf: Date.parse(asOf2) });
    expect(reports.at(-1)).toMatchObject({ loaded: 8, total: 8 });

    const fresh = new GenealogySession({ fetch: server({ [url]: whole2 }).fetch });
    const freshView = (await visit(fresh, null)).view;
    expect(shapeOf(view)).toEqual(shapeOf(freshView));
    expect(rowsOf(revisited)).toEqual(rowsOf(fresh));
    expect(rowsOf(revisited).find((r) => r.id === 4)?.pv).toBe(55);
    // The cards and statistics read the same figures.
    const all = Array.from({ length: view.layout.count }, (_, i) => i);
    expect(await revisited.cards(all)).toEqual(await fresh.cards(all));
    expect(revisited.statistics(null)).toEqual(fresh.statistics(null));
    // And the copy is now the up-to-date one.
    expect(copies.copies.get(42)).toMatchObject({ version: v2 });
    expect(copies.copies.get(42)!.header.asOf).toBe(Date.parse(asOf2));
  });

  it('answers nothing changed with the copy as it was, under the new version', async () => {
    const copies = memoryCopyStore();
    await visit(new GenealogySession({ fetch: server({ [url]: whole1 }).fetch, copies }), 42);
    const none = streamOf([], {
      rootId: 1,
      total: before.length,
      metadata: { ...version(v2, asOf2), [meta.changesSince]: v1, [meta.changedMembers]: '0' },
    });
    const session = new GenealogySession({
      fetch: server({ [sinceUrl(url, v1)]: none }).fetch,
      copies,
    });
    const { reports } = await visit(session, 42);
    expect(reports.at(-1)).toMatchObject({ source: 'stream', view: null, loaded: 6 });
    expect(copies.copies.get(42)).toMatchObject({ version: v2 });
  });

  it('replaces the copy with the whole answer when the server ignored `since`', async () => {
    const copies = memoryCopyStore();
    await visit(new GenealogySession({ fetch: server({ [url]: whole1 }).fetch, copies }), 42);
    const whole = streamOf(after, {
      metadata: { ...version(v2, asOf2), [meta.sinceIgnored]: sinceIgnored.tooOld },
    });
    const session = new GenealogySession({
      fetch: server({ [sinceUrl(url, v1)]: whole }).fetch,
      copies,
    });
    const { reports } = await visit(session, 42);
    expect(reports[0]).toMatchObject({ source: 'copy' });
    expect(reports.at(-1)).toMatchObject({ loaded: 8, total: 8 });
    const fresh = new GenealogySession({ fetch: server({ [url]: whole2 }).fetch });
    await visit(fresh, null);
    expect(rowsOf(session)).toEqual(rowsOf(fresh));
    expect(copies.copies.get(42)).toMatchObject({ version: v2 });
    expect(copies.copies.get(42)!.header.sinceIgnored).toBeNull();
  });

  // Moving rows of the copy would mean renumbering every row below the moved member; a move
  // is rare (the server answers whole after one anyway, decision 049), so the copy is dropped
  // for a fresh whole stream instead.
  it('reads the whole organisation again when a change moves a member or does not add up', async () => {
    const moved = [member(5, 3, 'R')];
    const orphan = [member(9, 99, 'L')];
    for (const [list, total] of [
      // Same count: only the place tells the move.
      [moved, 6],
      [orphan, 7],
      [changed, 9],
    ] as const) {
      const copies = memoryCopyStore();
      await visit(new GenealogySession({ fetch: server({ [url]: whole1 }).fetch, copies }), 42);
      const next = server({ [sinceUrl(url, v1)]: changes([...list], total), [url]: whole2 });
      const session = new GenealogySession({ fetch: next.fetch, copies });
      const { reports } = await visit(session, 42);
      expect(next.asked).toEqual([sinceUrl(url, v1), url]);
      expect(reports[0]).toMatchObject({ source: 'copy' });
      const fresh = new GenealogySession({ fetch: server({ [url]: whole2 }).fetch });
      await visit(fresh, null);
      expect(rowsOf(session)).toEqual(rowsOf(fresh));
      expect(copies.copies.get(42)).toMatchObject({ version: v2 });
    }
  });

  it('keeps showing the copy, with its date, when the server cannot be reached', async () => {
    const copies = memoryCopyStore();
    await visit(new GenealogySession({ fetch: server({ [url]: whole1 }).fetch, copies }), 42);
    const session = new GenealogySession({
      fetch: server({ [sinceUrl(url, v1)]: 'offline' }).fetch,
      copies,
    });
    const { reports } = await visit(session, 42);
    expect(reports.map((r) => r.source)).toEqual(['copy', 'offline']);
    expect(reports.at(-1)).toMatchObject({ asOf: Date.parse(asOf1), loaded: 6, total: 6 });
    expect(session.findByUsername('user6')).toBeGreaterThan(0);
    // Without a copy, offline is the error it always was.
    const bare = new GenealogySession({ fetch: server({ [url]: 'offline' }).fetch, copies });
    await expect(visit(bare, 43)).rejects.toMatchObject({ status: 0 });
  });

  it('never shows one member the copy of another, and keeps one copy in all', async () => {
    const copies = memoryCopyStore();
    await visit(new GenealogySession({ fetch: server({ [url]: whole1 }).fetch, copies }), 42);
    const other = server({ [url]: whole2 });
    const { reports } = await visit(new GenealogySession({ fetch: other.fetch, copies }), 43);
    expect(other.asked).toEqual([url]);
    expect(reports.some((r) => r.source === 'copy')).toBe(false);
    expect([...copies.copies.keys()]).toEqual([43]);
    // Nor is a copy kept without a member, of a window, or of a stream without a version.
    const bare = memoryCopyStore();
    await visit(
      new GenealogySession({ fetch: server({ [url]: whole1 }).fetch, copies: bare }),
      null,
    );
    const live = streamOf(before);
    await visit(new GenealogySession({ fetch: server({ [url]: live }).fetch, copies: bare }), 42);
    expect(bare.copies.size).toBe(0);
  });
});

// The layout kept with the copy (decision 050, amendment): a next visit paints the stored
// geometry instead of laying a million members out, and only new members lay it out again.
describe("the browser copy's stored layout", () => {
  const binary = { ...defaultViewOptions, mode: 'binary' as const, rootId: 1 };
  // The figures of three members changed, nobody joined: the tree keeps its shape.
  const figures = [
    member(2, 1, 'L', { last_name: 'Lopez', pv: 12 }),
    member(4, 2, 'L', { pv: 55, tv: 55 }),
    member(6, 3, 'L', { first_name: 'Ana', status: 0 }),
  ];
  const afterFigures = [before[0]!, figures[0]!, before[2]!, figures[1]!, before[4]!, figures[2]!];

  const freshOf = async (stream: Uint8Array<ArrayBuffer>, options: ViewOptions = {}) => {
    const fresh = new GenealogySession({ fetch: server({ [url]: stream }).fetch });
    return { session: fresh, view: (await visit(fresh, null, options)).view };
  };

  it('is kept with the copy, and reopened equals a fresh layout of the same table', async () => {
    const copies = memoryCopyStore();
    await visit(new GenealogySession({ fetch: server({ [url]: whole1 }).fetch, copies }), 42);
    const stored = copies.copies.get(42)!.layout!;
    expect(stored.key).toBe(layoutKey(v1, binary));
    expect(stored.x).toBeInstanceOf(Float64Array);
    expect(stored.source.length).toBe(before.length);

    const offline = server({ [sinceUrl(url, v1)]: 'offline' });
    const session = new GenealogySession({ fetch: offline.fetch, copies });
    const { reports, view } = await visit(session, 42);
    expect(reports.map((r) => r.source)).toEqual(['copy', 'offline']);
    const fresh = await freshOf(whole1);
    expect(wholeOf(view)).toEqual(wholeOf(fresh.view));
    expect(rowsOf(session)).toEqual(rowsOf(fresh.session));
    // What the session answers from its layout: a member by name, the cards.
    expect(session.findByUsername('user5')).toBe(fresh.session.findByUsername('user5'));
    const all = Array.from({ length: view.layout.count }, (_, i) => i);
    expect(await session.cards(all)).toEqual(await fresh.session.cards(all));
  });

  it('is painted as stored, not laid out again, when it fits the copy', async () => {
    const copies = memoryCopyStore();
    await visit(new GenealogySession({ fetch: server({ [url]: whole1 }).fetch, copies }), 42);
    // Shifted sideways, every row stays in order: only a stored layout shows the shift.
    const stored = copies.copies.get(42)!.layout!;
    stored.x = stored.x.map((x) => x + 1000);
    const offline = server({ [sinceUrl(url, v1)]: 'offline' });
    const { view } = await visit(new GenealogySession({ fetch: offline.fetch, copies }), 42);
    const fresh = await freshOf(whole1);
    expect(Array.from(view.layout.x)).toEqual(Array.from(fresh.view.layout.x, (x) => x + 1000));
  });

  it('is laid out again for another version, other sizes, or a geometry that does not fit', async () => {
    const shifted = (mutate: (copy: NonNullable<OrgCopyOf>) => void) => async () => {
      const copies = memoryCopyStore();
      await visit(new GenealogySession({ fetch: server({ [url]: whole1 }).fetch, copies }), 42);
      const copy = copies.copies.get(42)!;
      copy.layout!.x = copy.layout!.x.map((x) => x + 1000);
      mutate(copy);
      return copies;
    };
    type OrgCopyOf = ReturnType<ReturnType<typeof memoryCopyStore>['copies']['get']>;
    const offline = server({ [sinceUrl(url, v1)]: 'offline' });
    const fresh = await freshOf(whole1);
    for (const make of [
      shifted((c) => (c.layout!.key = layoutKey(v2, binary))),
      shifted((c) => (c.layout!.source = c.layout!.source.slice(0, 3))),
      shifted((c) => (c.layout!.source = c.layout!.source.reverse())),
      shifted((c) => (c.layout = null)),
    ]) {
      const copies = await make();
      const { view } = await visit(new GenealogySession({ fetch: offline.fetch, copies }), 42);
      expect(wholeOf(view)).toEqual(wholeOf(fresh.view));
    }
    // Other sizes than the stored layout's: laid out for them.
    const copies = await shifted(() => {})();
    const wide = { nodeWidth: 300 };
    const { view } = await visit(new GenealogySession({ fetch: offline.fetch, copies }), 42, wide);
    expect(wholeOf(view)).toEqual(wholeOf((await freshOf(whole1, wide)).view));
  });

  it('keeps its layout for changed figures, and the tree equals a fresh stream', async () => {
    const copies = memoryCopyStore();
    await visit(new GenealogySession({ fetch: server({ [url]: whole1 }).fetch, copies }), 42);
    const next = server({ [sinceUrl(url, v1)]: changes(figures, before.length) });
    const session = new GenealogySession({ fetch: next.fetch, copies });
    const { reports, view } = await visit(session, 42);
    // No new layout: the new figures come with the report of the stream.
    expect(reports.map((r) => [r.source, r.view === null])).toEqual([
      ['copy', false],
      ['stream', true],
    ]);
    const whole = streamOf(afterFigures, { metadata: version(v2, asOf2) });
    const fresh = await freshOf(whole);
    expect(wholeOf(view)).toEqual(wholeOf(fresh.view));
    expect(rowsOf(session)).toEqual(rowsOf(fresh.session));
    expect(session.statistics(null)).toEqual(fresh.session.statistics(null));
    // The copy is written again under the new version, its layout with it.
    const copy = copies.copies.get(42)!;
    expect(copy.version).toBe(v2);
    expect(copy.layout!.key).toBe(layoutKey(v2, binary));
    // The columns were not doubled for three changed members.
    expect(tableOf(session).table.id.length).toBe(before.length);
    const offline = server({ [sinceUrl(url, v2)]: 'offline' });
    const third = new GenealogySession({ fetch: offline.fetch, copies });
    expect(wholeOf((await visit(third, 42)).view)).toEqual(wholeOf(fresh.view));
    expect(rowsOf(third)).toEqual(rowsOf(fresh.session));
  });

  it('lays the tree out again when members joined, and keeps that layout', async () => {
    const copies = memoryCopyStore();
    await visit(new GenealogySession({ fetch: server({ [url]: whole1 }).fetch, copies }), 42);
    const next = server({ [sinceUrl(url, v1)]: changes(changed) });
    const { reports } = await visit(new GenealogySession({ fetch: next.fetch, copies }), 42);
    expect(reports.at(-1)!.view).not.toBeNull();
    const fresh = await freshOf(whole2);
    expect(copies.copies.get(42)!.layout!.key).toBe(layoutKey(v2, binary));
    const offline = server({ [sinceUrl(url, v2)]: 'offline' });
    const third = new GenealogySession({ fetch: offline.fetch, copies });
    expect(wholeOf((await visit(third, 42)).view)).toEqual(wholeOf(fresh.view));
  });
});
