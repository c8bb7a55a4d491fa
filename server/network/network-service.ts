import type { Db } from '../db/connection';
import { buildVisibleTree, type TreeNode } from './genealogy-tree';
import { resolveDateFilter, type DateRange, type DateWindow } from '../shared/date-range';
import {
  genealogyLimits,
  genealogySettings,
  planTypeOf,
  type GenealogyLimits,
} from './network-settings';
import { listBinaryHistory, listPvHistory, type HistoryQuery } from './network-history-repo';
import { attributePairing, type PairedSource } from '../shared/binary-attribution';
import { legRowReader, usernamesOf } from '../members';
import { toHundredths } from '../../contract/money';
import type {
  BinaryHistoryEntry,
  PvHistoryEntry,
  GenealogyMember,
  DownlineReportRow,
} from './network';
import {
  countLevelsBelow,
  findRootInDownline,
  listGenealogy,
  listLevel,
  type ViewRoot,
} from './network-repo';
import { listDownlinePage, type DownlineCategory } from './network-report-repo';
import { getPlanSetting, getSetting } from '../company';
import { invalidInput, notFound } from '../shared/app-error';
import type { Keyset } from '../../contract/paging';

/** Which member's downline to show: a username wins over an id; neither means the caller. */
export type RootChoice = { id?: number | undefined; username?: string | undefined };

/** One level of the table view is capped: a wide front line is browsed level by level. */
const LEVEL_LIMIT = 1000;

/**
 * The caller, or a member of the caller's placement downline. Anyone else — upline, siblings,
 * other branches, unknown names — is a 404, the same answer as for a member who does not exist.
 */
export async function resolveRoot(db: Db, callerId: number, choice: RootChoice): Promise<ViewRoot> {
  const username = choice.username?.trim();
  const root = await findRootInDownline(
    db,
    callerId,
    username ? { kind: 'username', username } : { kind: 'id', id: choice.id ?? callerId },
  );
  if (!root) throw notFound('No such member in your downline.');
  return root;
}

/** The company's genealogy levels and width: the JSON call's and the stream window's. */
export async function loadGenealogyLimits(db: Db): Promise<GenealogyLimits> {
  const [stored, modules] = await Promise.all([
    getSetting<unknown>(db, 'genealogy'),
    getSetting<{ compensation_plan?: unknown }>(db, 'modules'),
  ]);
  const plan = planTypeOf(modules?.compensation_plan);
  // The matrix row is read only for a matrix company, whose width is the tree's width.
  const matrixWidth = plan === 'matrix' ? (await getPlanSetting(db, 'matrix')).width : 0;
  return genealogyLimits(
    stored === null ? null : genealogySettings.parse(stored),
    plan,
    matrixWidth,
  );
}

export type Genealogy = {
  root: ViewRoot;
  /** The root's placement parent, when the caller may go up to it (the root is not the caller). */
  parentUsername: string | null;
  limits: GenealogyLimits;
  members: GenealogyMember[];
  tree: TreeNode<GenealogyMember> | null;
};

export async function getGenealogy(
  db: Db,
  callerId: number,
  choice: RootChoice,
  nested: boolean,
): Promise<Genealogy> {
  const [root, limits] = await Promise.all([
    resolveRoot(db, callerId, choice),
    loadGenealogyLimits(db),
  ]);
  const visible = buildVisibleTree(await listGenealogy(db, root, limits), limits);
  return {
    root,
    parentUsername: root.id === callerId ? null : root.parentUsername,
    limits,
    members: visible.rows,
    tree: nested ? visible.root : null,
  };
}

export type TableView = { members: GenealogyMember[]; levelsBelow: number };

export async function getTableView(
  db: Db,
  callerId: number,
  choice: RootChoice,
): Promise<TableView> {
  const root = await resolveRoot(db, callerId, choice);
  const [members, levelsBelow] = await Promise.all([
    listLevel(db, root, 1, LEVEL_LIMIT),
    countLevelsBelow(db, root),
  ]);
  return { members, levelsBelow };
}

export async function getTableViewLevel(
  db: Db,
  callerId: number,
  choice: RootChoice,
  level: number,
): Promise<GenealogyMember[]> {
  const root = await resolveRoot(db, callerId, choice);
  return listLevel(db, root, level, LEVEL_LIMIT);
}

export async function getLevelsBelow(
  db: Db,
  callerId: number,
  choice: RootChoice,
): Promise<number> {
  return countLevelsBelow(db, await resolveRoot(db, callerId, choice));
}

export type DownlineReportRequest = {
  category: DownlineCategory;
  username: string | undefined;
  level: number | null;
  sort: 'asc' | 'desc';
  after: Keyset | null;
  limit: number;
};

/** `limit + 1` rows of the report's root's downline, for keyset paging. */
export async function getDownlineReport(
  db: Db,
  callerId: number,
  req: DownlineReportRequest,
): Promise<DownlineReportRow[]> {
  const root = await resolveRoot(db, callerId, { username: req.username });
  return listDownlinePage(db, root, {
    category: req.category,
    level: req.level,
    sort: req.sort,
    after: req.after,
    fetch: req.limit + 1,
  });
}

export type HistoryRequest<T> = {
  type: T | null;
  sort: 'asc' | 'desc';
  dateRange: DateRange | undefined;
  startDate: string | undefined;
  endDate: string | undefined;
  after: Keyset | null;
  limit: number;
};

function instantsOf(req: HistoryRequest<unknown>): DateWindow {
  const checked = resolveDateFilter(
    { range: req.dateRange, startDate: req.startDate, endDate: req.endDate },
    new Date(),
  );
  if (!checked.ok) throw invalidInput(checked.field, checked.message);
  return checked.value;
}

const historyQuery = (req: HistoryRequest<unknown>): HistoryQuery => ({
  sort: req.sort,
  ...instantsOf(req),
  after: req.after,
  fetch: req.limit + 1,
});

/** The caller's own PV history: no id is taken, so it is scoped to the token's member. */
export async function getPvHistory(
  db: Db,
  memberId: number,
  req: HistoryRequest<'purchase' | 'team'>,
): Promise<PvHistoryEntry[]> {
  return listPvHistory(db, memberId, { ...historyQuery(req), type: req.type });
}

export async function getBinaryHistory(
  db: Db,
  memberId: number,
  req: HistoryRequest<'added' | 'deducted'>,
): Promise<BinaryHistoryEntry[]> {
  const rows = await listBinaryHistory(db, memberId, { ...historyQuery(req), type: req.type });
  const sources: PairedSource[][] = [];
  for (const r of rows) {
    const deducted = {
      left: toHundredths(r.pvDeductedLeft),
      right: toHundredths(r.pvDeductedRight),
    };
    // A leg row, or a cancelled order's mirror of a pairing, paired nothing.
    sources.push(
      r.leg !== null || deducted.left + deducted.right <= 0
        ? []
        : await attributePairing(legRowReader(db, memberId), {
            before: { t: r.createdKey, id: Number(r.id) },
            points: { left: toHundredths(r.totalLeft), right: toHundredths(r.totalRight) },
            carry: {
              left: toHundredths(r.carryLeft) + deducted.left,
              right: toHundredths(r.carryRight) + deducted.right,
            },
            deducted,
          }),
    );
  }
  const names = await usernamesOf(
    db,
    sources.flat().flatMap((s) => (s.member_id === null ? [] : [s.member_id])),
  );
  return rows.map((r, i) => ({
    ...r,
    orders: (sources[i] ?? []).map((s) => ({
      orderId: s.order_id,
      username: s.member_id === null ? null : (names.get(s.member_id) ?? null),
      leg: s.leg,
      volume: s.volume,
    })),
  }));
}
