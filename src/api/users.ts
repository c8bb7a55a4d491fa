import { get } from './http';
import {
  adminInfoResponseWire,
  downlineSearchResponseWire,
  type DownlineMemberWire,
} from '@contract/users';
import type { DownlineMember } from '@contract/model';

const toDownlineMember = (w: DownlineMemberWire): DownlineMember => ({
  firstName: w.first_name,
  lastName: w.last_name,
  username: w.username,
  email: w.email,
  avatar: w.avatar,
});

/** sponsor: the sponsor line (generations); placement: the placement tree (levels). */
export type DownlineTree = 'sponsor' | 'placement';

export type DownlineSearch = {
  /** Name, username or email fragment; the server rejects an empty one. */
  keyword: string;
  /** How deep below the caller to search; the whole downline when left out. */
  levels?: number;
};

const downlinePaths: Record<DownlineTree, string> = {
  sponsor: '/api/users/sponsor_downlines',
  placement: '/api/users/placement_downlines',
};

/** Spec §7 GET /api/users/{sponsor,placement}_downlines. */
export async function searchDownlines(
  tree: DownlineTree,
  search: DownlineSearch,
  signal?: AbortSignal,
): Promise<DownlineMember[]> {
  const w = await get(downlinePaths[tree], {
    query: { keyword: search.keyword, levels: search.levels },
    schema: downlineSearchResponseWire,
    signal,
  });
  return w.data.map(toDownlineMember);
}

export const searchPlacementDownlines = (
  search: DownlineSearch,
  signal?: AbortSignal,
): Promise<DownlineMember[]> => searchDownlines('placement', search, signal);

/** GET /api/users/admin_info: who runs the company and how to reach them. */
export type AdminInfo = {
  companyName: string;
  adminUsername: string | null;
  email: string;
  supportEmail: string | null;
  phone: string | null;
};

export async function getAdminInfo(signal?: AbortSignal): Promise<AdminInfo> {
  const w = await get('/api/users/admin_info', {
    schema: adminInfoResponseWire,
    ...(signal ? { signal } : {}),
  });
  return {
    companyName: w.company_name,
    adminUsername: w.admin_username,
    email: w.email,
    supportEmail: w.support_email,
    phone: w.phone,
  };
}
