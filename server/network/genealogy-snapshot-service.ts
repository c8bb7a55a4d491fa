import type { Db } from '../db/connection';
import { buildSnapshot, keepHorizon, mergeChanges, type TreeSnapshot } from './genealogy-snapshot';
import { readSnapshotChanges, readSnapshotSource } from './genealogy-snapshot-repo';

/** Above this share of the members changed, a refresh reads every member again instead. */
const FULL_ABOVE = 0.1;

/** How the last refresh went: for the bench and the tests. */
export type RefreshKind = 'full' | 'in place' | 'reordered';

/**
 * The one tree snapshot of a database, kept no older than `maxAgeMs` (decision 048): served
 * while younger than half the bound, served and refreshed in the background while younger
 * than the bound, and read again (every waiting request sharing the one read) once older.
 * So the figures a stream carries are never older than the bound, a member who joined appears
 * within it, and a busy company reads its tree at most about once per half bound. A snapshot
 * past the bound is dropped, so an idle server does not hold a tree nobody looks at.
 *
 * A refresh reads only the members changed since the last read and merges them (decision
 * 049); the first read, one after a drop, and one finding more than a tenth of the company
 * changed read every member.
 */
export class SnapshotCache {
  private current: TreeSnapshot | null = null;
  private reading: Promise<TreeSnapshot> | null = null;
  private drop: NodeJS.Timeout | null = null;
  /** What the last refresh did and how many members it read. */
  last: { kind: RefreshKind; members: number } | null = null;

  constructor(
    private readonly db: Db,
    readonly maxAgeMs: number,
    private readonly clock: () => number = Date.now,
  ) {}

  /** A snapshot whose figures are no older than the bound. */
  async get(): Promise<TreeSnapshot> {
    const snap = this.current;
    const age = snap ? this.clock() - snap.asOf.getTime() : Infinity;
    if (snap && age < this.maxAgeMs) {
      if (age >= this.maxAgeMs / 2) void this.refresh().catch(() => undefined);
      return snap;
    }
    return this.refresh();
  }

  /** Reads the changes since the last read, or the whole tree (or joins the read under way). */
  refresh(): Promise<TreeSnapshot> {
    this.reading ??= (async () => {
      try {
        const snap = await this.read(this.current);
        this.keep(snap);
        return snap;
      } finally {
        this.reading = null;
      }
    })();
    return this.reading;
  }

  private async read(base: TreeSnapshot | null): Promise<TreeSnapshot> {
    if (!base) {
      const { source, read } = await readSnapshotSource(this.db);
      this.last = { kind: 'full', members: source.id.length };
      return buildSnapshot(source, read);
    }
    const { source, read, full } = await readSnapshotChanges(this.db, base, FULL_ABOVE);
    if (full) {
      this.last = { kind: 'full', members: source.id.length };
      const next = buildSnapshot(source, read);
      keepHorizon(base, next);
      return next;
    }
    const { snapshot, reordered } = mergeChanges(base, source, read);
    this.last = { kind: reordered ? 'reordered' : 'in place', members: source.id.length };
    return snapshot;
  }

  private keep(snap: TreeSnapshot) {
    this.current = snap;
    if (this.drop) clearTimeout(this.drop);
    const left = snap.asOf.getTime() + this.maxAgeMs - this.clock();
    this.drop = setTimeout(
      () => {
        if (this.current === snap) this.current = null;
      },
      Math.max(0, left),
    );
    // A pending drop must not keep the process (or a test run) alive.
    this.drop.unref();
  }
}

const caches = new WeakMap<Db, SnapshotCache>();

/** The snapshot cache of a database, made on first use. */
export function snapshotCacheOf(db: Db, maxAgeMs: number): SnapshotCache {
  let cache = caches.get(db);
  if (!cache || cache.maxAgeMs !== maxAgeMs) {
    cache = new SnapshotCache(db, maxAgeMs);
    caches.set(db, cache);
  }
  return cache;
}
