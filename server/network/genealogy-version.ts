import { sinceIgnored, streamMetadata as meta } from '../../contract/genealogy-stream';
import type { SnapshotRead, TreeSnapshot } from './genealogy-snapshot';

/**
 * A tree snapshot's version (decision 049), as the stream's metadata gives it and `since`
 * takes it back: the database (lineage), the read's watermark (every member changed after
 * the read has a `row_version` at or above it) and the read's instant (members whose
 * activity ran out after it changed without a new version).
 */
export type SnapshotVersion = Pick<SnapshotRead, 'lineage' | 'watermark' | 'asOfUs'>;

export const versionText = (v: SnapshotVersion): string =>
  `${v.lineage}.${v.watermark}.${v.asOfUs}`;

/** A version in the form `streamVersionPattern` checked; null if its numbers do not fit. */
export function parseVersion(text: string): SnapshotVersion | null {
  const [lineage = '', watermark = '', asOfUs = ''] = text.split('.');
  const v = { lineage, watermark: Number(watermark), asOfUs: Number(asOfUs) };
  return Number.isSafeInteger(v.watermark) && Number.isSafeInteger(v.asOfUs) ? v : null;
}

export type SinceIgnored = (typeof sinceIgnored)[keyof typeof sinceIgnored];

/**
 * Whether the snapshot can list what changed since `v`, or why not. It can when `v` is of
 * the same database, no newer than the snapshot, and no older than its horizon (its last
 * full read, or a member's move, after which a list of changes could leave a member in a
 * subtree they left).
 */
export function canAnswerSince(t: TreeSnapshot, v: SnapshotVersion | null): SinceIgnored | null {
  if (!v || v.lineage !== t.lineage) return sinceIgnored.lineage;
  if (v.watermark > t.watermark || v.asOfUs > t.asOfUs) return sinceIgnored.ahead;
  if (v.watermark < t.horizon) return sinceIgnored.tooOld;
  return null;
}

/**
 * A row changed for a copy as of `v`: its version is at or above `v`'s watermark (changed,
 * or possibly changed, after that read), or its activity ran out between the two instants,
 * which turns `active` off with no write.
 */
export const changedSince =
  (t: TreeSnapshot, v: SnapshotVersion) =>
  (r: number): boolean =>
    t.version[r]! >= v.watermark ||
    (t.status[r] === 1 && t.activeUntil[r]! > v.asOfUs && t.activeUntil[r]! <= t.asOfUs);

/** What a stream says of its version, in the schema metadata. */
export type StreamVersion = {
  version: string;
  /** The stream holds only these members changed since `since`. */
  changes?: { since: string; members: number };
  /** A `since` was asked for and the whole subtree is sent: why. */
  ignored?: SinceIgnored;
};

export function versionMetadata(v: StreamVersion): [string, string][] {
  const out: [string, string][] = [];
  if (v.version) out.push([meta.version, v.version]);
  if (v.changes)
    out.push(
      [meta.changesSince, v.changes.since],
      [meta.changedMembers, String(v.changes.members)],
    );
  if (v.ignored) out.push([meta.sinceIgnored, v.ignored]);
  return out;
}
