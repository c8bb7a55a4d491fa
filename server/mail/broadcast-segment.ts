import type { BroadcastSegmentWire } from '../../contract/broadcast';

/**
 * A broadcast segment as SQL (decision 053): the analysis panel's whole-organisation filters
 * (workers/genealogy/org-analysis.ts) over `members t`, plus level and leg, always inside the
 * range of the sender's placement path. The downline condition is not one of the segment's
 * fields: it is written here first and every filter only narrows it, so no value a request
 * sends can widen the set past the sender's downline.
 *
 * `me` is the sender's row (joined by id = `senderParam`); the caller appends its own
 * parameters after the ones this pushes.
 */
export function segmentWhere(segment: BroadcastSegmentWire, params: unknown[]): string {
  const add = (v: unknown) => `$${params.push(v)}`;
  const where = [
    // Strictly below the sender, and still with the company.
    `t.path > me.path AND t.path < me.path || '~'`,
    't.deleted_at IS NULL',
  ];
  if (segment.level_min !== null) where.push(`t.depth - me.depth >= ${add(segment.level_min)}`);
  if (segment.level_max !== null) where.push(`t.depth - me.depth <= ${add(segment.level_max)}`);
  if (segment.leg !== null)
    // The front-line member on that side: its path is the sender's plus one segment (8 chars).
    where.push(`EXISTS (SELECT 1 FROM members leg
                         WHERE leg.parent_id = me.id AND leg.position = ${add(segment.leg)}
                           AND leg.path = left(t.path, length(me.path) + 8))`);
  if (segment.min_rank !== null)
    // This rank or a higher one, in the company's rank order (the panel's `minRank`).
    where.push(`EXISTS (SELECT 1 FROM ranks r, ranks floor
                         WHERE r.id = t.rank_id AND floor.id = ${add(segment.min_rank)}
                           AND r.sort_order >= floor.sort_order)`);
  // Active as the genealogy shows it: status 1 and activity still ahead.
  const active = `(t.status = 1 AND t.active_until IS NOT NULL AND t.active_until > now())`;
  if (segment.active_only) where.push(active);
  if (segment.inactive_only) where.push(`NOT ${active}`);
  const joined = `(t.joined_at AT TIME ZONE 'UTC')::date`;
  if (segment.joined_from !== null) where.push(`${joined} >= ${add(segment.joined_from)}::date`);
  if (segment.joined_to !== null) where.push(`${joined} <= ${add(segment.joined_to)}::date`);
  const volume = segment.volume === 'tv' ? 't.tv' : 't.pv';
  if (segment.volume_min !== null)
    where.push(`${volume} >= ${add(String(segment.volume_min))}::numeric`);
  if (segment.volume_max !== null)
    where.push(`${volume} <= ${add(String(segment.volume_max))}::numeric`);
  return where.join('\n        AND ');
}
