import { get, getRequestFor } from './http';
import { toNetworkMember, type NetworkMember } from './network-member';
import { genealogyNodeResponseWire } from '@contract/genealogy-stream';
import type { GenealogyAffiliateWire } from '@contract/network';

/** Spec §3 Flat node, camelCase: what the explorer's tooltip and details panel show. */
export type GenealogyMember = NetworkMember & {
  position: 'L' | 'R' | null;
  packageName: string | null;
  downlinesCount: number;
  leftDownlineCount: number;
  rightDownlineCount: number;
  childCount: number;
};

const toGenealogyMember = (w: GenealogyAffiliateWire): GenealogyMember => ({
  ...toNetworkMember(w),
  position: w.position,
  packageName: w.package_name,
  downlinesCount: w.downlines_count,
  leftDownlineCount: w.left_downline_count,
  rightDownlineCount: w.right_downline_count,
  childCount: w.child_count,
});

/** A GET the genealogy worker makes itself: absolute URL and the headers http.ts would send. */
export type GenealogyRequest = { url: string; headers: Record<string, string> };

export type GenealogyRoot = { id?: number; username?: string };

/**
 * GET /api/network/genealogy_stream[/{id}]: the subtree as an Arrow IPC stream, which the
 * worker fetches and reads batch by batch itself (decision 020), so it cannot go through
 * `get`; it gets the same URL parameters and headers from the HTTP client. `window`: only the
 * members GET /api/network/genealogy answers for the root, at the company's levels and width
 * (the four-level view, issue 32); else the whole organisation.
 */
export function genealogyStreamRequest(
  root: GenealogyRoot = {},
  { window = false }: { window?: boolean } = {},
): GenealogyRequest {
  const path =
    root.id === undefined
      ? '/api/network/genealogy_stream'
      : `/api/network/genealogy_stream/${root.id}`;
  return getRequestFor(path, {
    query: {
      username: root.id === undefined ? root.username : undefined,
      window: window ? '1' : undefined,
    },
  });
}

/** GET /api/network/genealogy_node/{id}: one member's flat node, for the details panel. */
export async function fetchGenealogyNode(id: number): Promise<GenealogyMember> {
  const body = await get(`/api/network/genealogy_node/${id}`, {
    schema: genealogyNodeResponseWire,
  });
  return toGenealogyMember(body.affiliate);
}
