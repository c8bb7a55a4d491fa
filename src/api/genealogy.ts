import { get, getRequestFor } from './http';
import type { GenealogyNodeResponseWire } from '@contract/genealogy-stream';
import type { GenealogyAffiliateWire } from '@contract/network';

/** Spec §3 Flat node, camelCase: what the explorer's tooltip and details panel show. */
export type GenealogyMember = {
  id: number;
  parentId: number | null;
  position: 'L' | 'R' | null;
  status: number;
  username: string;
  firstName: string;
  lastName: string | null;
  avatar: string | null;
  pv: number;
  tv: number;
  cv: number;
  createdAt: string;
  rankId: number | null;
  rankName: string | null;
  rankIcon: string | null;
  packageName: string | null;
  level: number;
  totalEarnings: string;
  downlinesCount: number;
  totalLeft: number;
  totalRight: number;
  carryLeft: number;
  carryRight: number;
  leftDownlineCount: number;
  rightDownlineCount: number;
  childCount: number;
};

export const toGenealogyMember = (w: GenealogyAffiliateWire): GenealogyMember => ({
  id: w.id,
  parentId: w.parent_id,
  position: w.position,
  status: w.status,
  username: w.username,
  firstName: w.first_name,
  lastName: w.last_name,
  avatar: w.avatar,
  pv: w.pv,
  tv: w.tv,
  cv: w.cv,
  createdAt: w.created_at,
  rankId: w.rank_id,
  rankName: w.rank_name,
  rankIcon: w.rank_icon,
  packageName: w.package_name,
  level: w.level,
  totalEarnings: w.total_earnings,
  downlinesCount: w.downlines_count,
  totalLeft: w.total_left,
  totalRight: w.total_right,
  carryLeft: w.carry_left,
  carryRight: w.carry_right,
  leftDownlineCount: w.left_downline_count,
  rightDownlineCount: w.right_downline_count,
  childCount: w.child_count,
});

/** A GET the genealogy worker makes itself: absolute URL and the headers http.ts would send. */
export type GenealogyRequest = { url: string; headers: Record<string, string> };

export type GenealogyRoot = { id?: number; username?: string };

/**
 * Spec §7 GET /api/network/genealogy[/{id}]. The worker fetches and parses the (possibly
 * huge) answer itself, so it cannot go through `get`; it gets the same URL parameters and
 * headers from the HTTP client.
 */
export function genealogyRequest(root: GenealogyRoot = {}): GenealogyRequest {
  const path =
    root.id === undefined ? '/api/network/genealogy' : `/api/network/genealogy/${root.id}`;
  return getRequestFor(path, {
    query: { username: root.id === undefined ? root.username : undefined },
  });
}

/**
 * GET /api/network/genealogy_stream[/{id}]: the whole subtree as an Arrow IPC stream, which
 * the worker fetches and reads batch by batch (decision 020).
 */
export function genealogyStreamRequest(root: GenealogyRoot = {}): GenealogyRequest {
  const path =
    root.id === undefined
      ? '/api/network/genealogy_stream'
      : `/api/network/genealogy_stream/${root.id}`;
  return getRequestFor(path, {
    query: { username: root.id === undefined ? root.username : undefined },
  });
}

/** GET /api/network/genealogy_node/{id}: one member's flat node, for a streamed tree. */
export async function fetchGenealogyNode(id: number): Promise<GenealogyMember> {
  const body = await get<GenealogyNodeResponseWire>(`/api/network/genealogy_node/${id}`);
  return toGenealogyMember(body.affiliate);
}
