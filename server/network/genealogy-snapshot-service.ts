import type { Db } from '../db/connection';
import { buildSnapshot, keepHorizon, mergeChanges, type TreeSnapshot } from './genealogy-snapshot';
import { readSnapshotChanges, readSnapshotSource } from './genealogy-snapshot-repo';

/** Above this share of the members changed, a refresh reads every member again instead. */
const FULL_ABOVE = 0.1;

/** How the last refresh went: for the bench and the tests. */
export type RefreshKind = 'full' | 'in place' | 'reordered';

/** A snapshot kept warm from start-up (decision 049, amendment). */
export type WarmSnapshot = {
  /** The first read's snapshot, or null when it failed (the next tick reads again). */
  ready: Promise<TreeSnapshot | null>;
  /** Stops the refreshes; the snapshot is then dropped past the bound, as before. */
  stop: () => void;
};

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
  /** Set while the snapshot is kept warm: the next refresh. */
  private warmer: NodeJS.Timeout | null = null;
  private warm: WarmSnapshot | null = null;
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

  /**
   * Reads the snapshot now, in the background, and refreshes it every `everyMs` (a third of
   * the bound by default) until stopped (decision 049, amendment): at a million members the
   * first read takes seconds of the database, and it then happens at start-up instead of on
   * a member's first request, and the idle drop never makes a later request read it again.
   * A refresh between ticks reads only the changes, so a quiet company costs an index read
   * every tick. A request before the first read is done joins it (`refresh` shares the read
   * under way) rather than reading live: one read of the company, not two competing ones.
   * The bound still holds if a tick fails: `get` reads for itself past it.
   */
  keepWarm(onError: (error: unknown) => void, everyMs = this.maxAgeMs / 3): WarmSnapshot {
    if (this.warm) return this.warm;
    if (this.drop) clearTimeout(this.drop);
    const tick = async () => {
      try {
        return await this.refresh();
      } catch (error) {
        onError(error);
        return null;
      } finally {
        if (this.warm === warm) {
          this.warmer = setTimeout(() => void tick(), everyMs);
          // The refreshes must not keep the process (or a test run) alive.
          this.warmer.unref();
        }
      }
    };
    const warm: WarmSnapshot = {
      ready: Promise.resolve(null),
      stop: () => {
        if (this.warm !== warm) return;
        this.warm = null;
        if (this.warmer) clearTimeout(this.warmer);
        this.warmer = null;
        if (this.current) this.keep(this.current);
      },
    };
    this.warm = warm;
    warm.ready = tick();
    return warm;
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
    // Kept warm: the next tick refreshes it instead.
    if (this.warm) return;
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

/**
 * Reads a database's tree snapshot now and keeps it refreshed (decision 049, amendment): the
 * server's start-up calls this after it listens, so readiness does not wait for the read.
 */
export const keepSnapshotWarm = (
  db: Db,
  maxAgeMs: number,
  onError: (error: unknown) => void,
): WarmSnapshot => snapshotCacheOf(db, maxAgeMs).keepWarm(onError);
