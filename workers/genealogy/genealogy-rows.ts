import type { GenealogyAffiliateWire } from '../../contract/network';
import { indexIds } from './ingest';
import { Column, TAG_FLOAT, TAG_INT, TAG_NULL, TAG_STRING, type RecordTable } from './record-table';
import { emptyTreeColumns, LEG_LEFT, LEG_NONE, LEG_RIGHT, type TreeColumns } from './tree-columns';

/** One fetched answer's affiliates, checked, with the columns the tree reads. */
export interface GenealogyTable {
  records: RecordTable;
  id: Column;
  parentId: Column;
  position: Column;
  status: Column;
  username: Column;
  childCount: Column | undefined;
}

/** Where an expanded subtree's root stays: its place in the tree already loaded. */
export type Place = Pick<GenealogyAffiliateWire, 'parent_id' | 'position'>;

const L = 0x4c;
const R = 0x52;

/**
 * A structural check of every affiliate, enough for the layout to trust them: the full zod
 * schema (contract/network.ts) is too slow for a million nodes on every load, and the
 * server checks every answer against it before it leaves.
 */
export function genealogyTableOf(records: RecordTable): GenealogyTable {
  const column = (key: string) => records.column(key) ?? malformed(0);
  const t: GenealogyTable =
    records.length === 0
      ? emptyColumns(records)
      : {
          records,
          id: column('id'),
          parentId: column('parent_id'),
          position: column('position'),
          status: column('status'),
          username: column('username'),
          childCount: records.column('child_count'),
        };
  const leg = (r: number) => {
    const start = t.position.slices![r * 2]!;
    const b = records.heap[start];
    return t.position.slices![r * 2 + 1] === 1 && (b === L || b === R);
  };
  for (let r = 0; r < records.length; r++) {
    const ok =
      isInteger(t.id, r) &&
      (t.parentId.tags[r] === TAG_NULL || isInteger(t.parentId, r)) &&
      (t.position.tags[r] === TAG_NULL || (t.position.tags[r] === TAG_STRING && leg(r))) &&
      t.username.tags[r] === TAG_STRING &&
      isInteger(t.status, r);
    if (!ok) malformed(r);
  }
  return t;
}

function emptyColumns(records: RecordTable): GenealogyTable {
  const none = new Column('', new Uint8Array(0), -1, 0);
  return {
    records,
    id: none,
    parentId: none,
    position: none,
    status: none,
    username: none,
    childCount: undefined,
  };
}

const isInteger = (c: Column, r: number) =>
  c.tags[r] === TAG_INT || (c.tags[r] === TAG_FLOAT && Number.isInteger(c.floats![r]));

function malformed(r: number): never {
  throw new Error(`Affiliate ${r} of the genealogy is malformed.`);
}

const numberAt = (c: Column, r: number) =>
  c.tags[r] === TAG_INT ? c.ints![r]! : c.tags[r] === TAG_FLOAT ? c.floats![r]! : NaN;

/**
 * The affiliates the explorer holds: rows of one or more fetched tables (the first load,
 * then each expanded subtree), as (table, row) pairs in input order. Nothing here makes an
 * object per member; `node` builds one on demand for the panel and the cards.
 */
export class RowSet {
  private constructor(
    private readonly tables: GenealogyTable[],
    private readonly tableOf: Uint16Array,
    private readonly rowOf: Int32Array,
    private readonly places: ReadonlyMap<number, Place>,
  ) {}

  static of(table: GenealogyTable): RowSet {
    const n = table.records.length;
    const rows = new Int32Array(n);
    for (let r = 0; r < n; r++) rows[r] = r;
    return new RowSet([table], new Uint16Array(n), rows, new Map());
  }

  get length() {
    return this.rowOf.length;
  }

  id(i: number): number {
    const t = this.tables[this.tableOf[i]!]!;
    return numberAt(t.id, this.rowOf[i]!);
  }

  /** The §3 flat node of input row `i`, as the server sent it (with its kept place). */
  node(i: number): GenealogyAffiliateWire {
    const t = this.tables[this.tableOf[i]!]!;
    const row = t.records.row(this.rowOf[i]!) as unknown as GenealogyAffiliateWire;
    const place = this.places.get(row.id);
    return place ? { ...row, ...place } : row;
  }

  /** Whether any member sits on a leg (position L or R): the tree is then a binary one. */
  hasLegs(): boolean {
    for (let i = 0; i < this.length; i++) {
      const t = this.tables[this.tableOf[i]!]!;
      if (legAt(t, this.rowOf[i]!) !== LEG_NONE) return true;
    }
    return false;
  }

  /** The tree fields of every row, gathered into typed arrays for `ingest`. */
  treeColumns(): TreeColumns {
    const n = this.length;
    const c = emptyTreeColumns(n);
    for (let i = 0; i < n; i++) {
      const t = this.tables[this.tableOf[i]!]!;
      const r = this.rowOf[i]!;
      const id = numberAt(t.id, r);
      c.id[i] = id;
      const place = this.places.size === 0 ? undefined : this.places.get(id);
      if (place) {
        c.parentId[i] = place.parent_id ?? NaN;
        c.leg[i] =
          place.position === 'L' ? LEG_LEFT : place.position === 'R' ? LEG_RIGHT : LEG_NONE;
      } else {
        c.parentId[i] = numberAt(t.parentId, r);
        c.leg[i] = legAt(t, r);
      }
      c.active[i] = numberAt(t.status, r) === 1 ? 1 : 0;
      const declared = t.childCount ? numberAt(t.childCount, r) : NaN;
      c.childCount[i] = Number.isInteger(declared) && declared >= 0 ? declared : -1;
    }
    return c;
  }

  /**
   * The rows with a fetched subtree merged in by id: its rows replace their old copies, and
   * its root keeps `place`, the place it already has in the loaded tree.
   */
  upsert(sub: GenealogyTable, atId: number, place: Place): RowSet {
    const fetched = new Set<number>();
    for (let r = 0; r < sub.records.length; r++) fetched.add(numberAt(sub.id, r));
    const keep = new Uint8Array(this.length);
    let kept = 0;
    for (let i = 0; i < this.length; i++) {
      if (!fetched.has(this.id(i))) {
        keep[i] = 1;
        kept++;
      }
    }
    const n = kept + sub.records.length;
    const tableOf = new Uint16Array(n);
    const rowOf = new Int32Array(n);
    let at = 0;
    for (let i = 0; i < this.length; i++) {
      if (keep[i] === 0) continue;
      tableOf[at] = this.tableOf[i]!;
      rowOf[at++] = this.rowOf[i]!;
    }
    const subIndex = this.tables.length;
    for (let r = 0; r < sub.records.length; r++) {
      tableOf[at] = subIndex;
      rowOf[at++] = r;
    }
    const places = new Map([...this.places].filter(([id]) => !fetched.has(id)));
    places.set(atId, place);
    return new RowSet([...this.tables, sub], tableOf, rowOf, places);
  }

  /** The rows without the descendants of `atId` (by parent id, with the kept places). */
  withoutDescendants(atId: number): RowSet {
    const tree = this.treeColumns();
    const n = tree.length;
    const byId = indexIds(tree.id);
    const parentOf = new Int32Array(n);
    const childStart = new Int32Array(n + 1);
    for (let i = 0; i < n; i++) {
      const p = Number.isNaN(tree.parentId[i]!) ? -1 : byId.get(tree.parentId[i]!);
      parentOf[i] = p;
      if (p !== -1) childStart[p + 1]!++;
    }
    for (let i = 0; i < n; i++) childStart[i + 1]! += childStart[i]!;
    const cursor = childStart.slice(0, n);
    const children = new Int32Array(childStart[n]!);
    for (let i = 0; i < n; i++) if (parentOf[i] !== -1) children[cursor[parentOf[i]!]!++] = i;
    // A queue, not recursion: the subtree may be a 100,000-deep chain.
    const dropped = new Uint8Array(n);
    const queue: number[] = [];
    const start = byId.get(atId);
    if (start !== -1) queue.push(start);
    for (let q = 0; q < queue.length; q++) {
      const u = queue[q]!;
      for (let c = childStart[u]!; c < childStart[u + 1]!; c++) {
        const child = children[c]!;
        if (dropped[child] === 0 && child !== start) {
          dropped[child] = 1;
          queue.push(child);
        }
      }
    }
    const droppedCount = queue.length - (start === -1 ? 0 : 1);
    const tableOf = new Uint16Array(n - droppedCount);
    const rowOf = new Int32Array(n - droppedCount);
    for (let i = 0, at = 0; i < n; i++) {
      if (dropped[i] === 1) continue;
      tableOf[at] = this.tableOf[i]!;
      rowOf[at++] = this.rowOf[i]!;
    }
    return new RowSet(this.tables, tableOf, rowOf, this.places);
  }

  /**
   * The input row of the member with this username (any case), or -1. Each table is searched
   * on its bytes; a match in a row that a later expansion replaced is passed over.
   */
  findUsername(username: string): number {
    const wanted = username.trim();
    if (wanted === '') return -1;
    const live = this.tables.map((t) => new Int32Array(t.records.length).fill(-1));
    for (let i = 0; i < this.length; i++) live[this.tableOf[i]!]![this.rowOf[i]!] = i;
    let best = -1;
    this.tables.forEach((t, k) => {
      for (let from = 0; ;) {
        const r = t.records.findString(t.username, wanted, from);
        if (r === -1) break;
        const i = live[k]![r]!;
        if (i !== -1) {
          if (best === -1 || i < best) best = i;
          break;
        }
        from = r + 1;
      }
    });
    return best;
  }
}

function legAt(t: GenealogyTable, r: number): number {
  if (t.position.tags[r] !== TAG_STRING) return LEG_NONE;
  const b = t.records.heap[t.position.slices![r * 2]!];
  return b === L ? LEG_LEFT : b === R ? LEG_RIGHT : LEG_NONE;
}
