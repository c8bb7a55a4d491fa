import type { GenealogyAffiliateWire } from '../../contract/network';

/** A genealogy member as the server sends it, for the session tests: the tree fields vary. */
export function affiliate(
  id: number,
  parent_id: number | null,
  position: 'L' | 'R' | null,
  child_count: number,
) {
  return {
    id,
    parent_id,
    position,
    status: 1,
    username: `user${id}`,
    avatar: null,
    pv: 0,
    tv: 0,
    cv: 0,
    created_at: '2026-01-01T00:00:00Z',
    rank_id: null,
    rank_name: null,
    rank_icon: null,
    package_name: null,
    first_name: `First${id}`,
    last_name: null,
    level: 0,
    total_earnings: '0.00',
    downlines_count: 0,
    total_left: 0,
    total_right: 0,
    carry_left: 0,
    carry_right: 0,
    left_downline_count: 0,
    right_downline_count: 0,
    child_count,
  } satisfies GenealogyAffiliateWire;
}
