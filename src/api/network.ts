import { get } from './http';
import {
  maxLevelsResponseWire,
  tableViewResponseWire,
  tableViewSingleResponseWire,
  type TableViewUserWire,
} from '@contract/network';

/** Spec §3 Table-view user, camelCase; `children` counts direct placement children. */
export type TableViewUser = {
  id: number;
  parentId: number | null;
  status: number;
  username: string;
  avatar: string | null;
  createdAt: string;
  firstName: string;
  lastName: string | null;
  /** Levels below the viewed root of the call that returned it (1: its front line). */
  level: number;
  totalEarnings: string;
  downlinesCount: number;
  children: number;
};

const toTableViewUser = (w: TableViewUserWire): TableViewUser => ({
  id: w.id,
  parentId: w.parent_id,
  status: w.status,
  username: w.username,
  avatar: w.avatar,
  createdAt: w.created_at,
  firstName: w.first_name,
  lastName: w.last_name,
  level: w.level,
  totalEarnings: w.total_earnings,
  downlinesCount: w.downlines_count,
  children: w.children,
});

export type TableView = {
  /** The viewed root's front line. */
  members: TableViewUser[];
  searchValid: boolean;
  /** How many levels lie below the viewed root (0 without a downline). */
  maxLevels: number;
};

/** Who to view: the caller by default, or a member of their downline by id or username. */
export type TableViewRoot = { id?: number; username?: string };

const withId = (path: string, id: number | undefined) =>
  id === undefined ? path : `${path}/${id}`;

/** Spec §7 GET /api/network/table_view[/{id}]. */
export async function getTableView(
  root: TableViewRoot = {},
  signal?: AbortSignal,
): Promise<TableView> {
  const w = await get(withId('/api/network/table_view', root.id), {
    query: { username: root.username },
    schema: tableViewResponseWire,
    signal,
  });
  return {
    members: w.genealogy.map(toTableViewUser),
    searchValid: w.search_valid,
    maxLevels: w.max_levels,
  };
}

/**
 * Spec §7 GET /api/network/table_view_single[/{id}]: the members `level` levels below the
 * root (1, the root's children, when left out).
 */
export async function getTableViewLevel(
  root: TableViewRoot & { level?: number },
  signal?: AbortSignal,
): Promise<TableViewUser[]> {
  const w = await get(withId('/api/network/table_view_single', root.id), {
    query: { username: root.username, level: root.level },
    schema: tableViewSingleResponseWire,
    signal,
  });
  return w.genealogy.map(toTableViewUser);
}

/** Spec §7 GET /api/network/max_levels[/{id}]: levels below the caller or the member `id`. */
export async function getMaxLevels(id?: number, signal?: AbortSignal): Promise<number> {
  const w = await get(withId('/api/network/max_levels', id), {
    schema: maxLevelsResponseWire,
    signal,
  });
  return w.max_levels;
}
