import type { Db } from '../db/connection';
import { buildSnapshot, type TreeSnapshot } from './genealogy-snapshot';
import { readSnapshotSource } from './genealogy-snapshot-repo';

/**
 * The one tree snapshot of a database, kept no older than `maxAgeMs` (decision 048): served
 * while younger than half the bound, served and refreshed in the background while younger
 * than the bound, and read again (every waiting request sharing the one read) once older.
 * So the figures a stream carries are never older than the bound, a member who joined appears
 * within it, and a busy company reads its tree at most about once per half bound. A snapshot
 * past the bound is dropped, so an idle server does not hold a tree nobody looks at.
 */
export class SnapshotCache {
  private current: TreeSnapshot | null = null;
  private reading: Promise<TreeSnapshot> | null = null;
  private drop: NodeJS.Timeout | null = null;

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

  /** Reads the tree again (or joins the read under way). */
  refresh(): Promise<TreeSnapshot> {
    this.reading ??= (async () => {
      try {
        const { source, asOf } = await readSnapshotSource(this.db);
        const snap = buildSnapshot(source, asOf);
        this.keep(snap);
        return snap;
      } finally {
        this.reading = null;
      }
    })();
    return this.reading;
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
