import type { Db } from '../../server/db/connection';
import { childPath } from '../../server/network/genealogy-path';
import type { Leg } from '../../server/engine/placement';
import { defaultPlanSettings } from '../../server/company/plan-settings';
import {
  createPackageOrder,
  processOrder,
  type OrderKind,
} from '../../server/engine/order-service';
import { placeMember, type PlaceMemberInput } from '../../server/engine/placement-service';
import { openSeededDb } from './seeded-db';

/** A seeded database whose plan settings the engine tests control. */
export async function openEngineDb(): Promise<Db> {
  const db = await openSeededDb(0);
  // The seeded ranks are the demo's; these tests use their own ladder.
  await db.query("UPDATE ranks SET type = 'manual'");
  return db;
}

export async function putSetting(db: Db, key: string, value: unknown): Promise<void> {
  await db.query(
    `INSERT INTO settings (key, value) VALUES ($1, $2::jsonb)
     ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
    [key, JSON.stringify(value)],
  );
}

export async function setPlan(db: Db, plan: 'binary' | 'matrix' | 'unilevel'): Promise<void> {
  await db.query(
    `UPDATE settings SET value = jsonb_set(value, '{compensation_plan}', to_jsonb($1::text))
      WHERE key = 'modules'`,
    [plan],
  );
}

export const engineSettings = {
  binary: {
    ...defaultPlanSettings.binary,
    pair_volume: 100,
    pay_mode: 'percent',
    percent: 10,
    capping_minor: 5_000,
    period: 'daily',
  },
  unilevel: { rates: [10, 5, 3], compression: true },
  tax: { tax_percent: 5, service_charge_percent: 2 },
  volume: { cv_percent: 50, active_days: 30 },
  matrix: { width: 3, depth: 3 },
  roi: { cap_percent: 3, period: 'daily' },
} as const;

export async function applyEngineSettings(db: Db): Promise<void> {
  for (const [key, value] of Object.entries(engineSettings)) await putSetting(db, key, value);
}

export async function insertPackage(
  db: Db,
  p: { sku: string; priceMinor: number; bv: number; direct: number; roi: number },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO packages (name, sku, sort_order, price_minor, bv, expiry_days, direct_bonus, roi_bonus)
     VALUES ($1, $1, 100, $2, $3, 365, $4, $5) RETURNING id`,
    [p.sku, p.priceMinor, p.bv, p.direct, p.roi],
  );
  return row!.id;
}

/** A member at the top of its own tree, outside the seeded company. */
export async function insertRoot(db: Db, username: string): Promise<number> {
  const [{ id } = { id: 0 }] = await db.query<{ id: number }>(
    `SELECT nextval(pg_get_serial_sequence('members', 'id')) AS id`,
  );
  await db.query(
    `INSERT INTO members (id, username, email, first_name, password_hash, path, depth)
     VALUES ($1, $2, $2 || '@engine.test', $2, 'x', $3, 0)`,
    [id, username, childPath('', id)],
  );
  return id;
}

export function place(
  db: Db,
  username: string,
  sponsorId: number,
  opts: { placementId?: number; position?: Leg } = {},
): Promise<number> {
  const input: PlaceMemberInput = {
    username,
    email: `${username}@engine.test`,
    firstName: username,
    passwordHash: 'x',
    sponsorId,
    ...opts,
  };
  return db.transaction((tx) => placeMember(tx, input));
}

export async function buy(
  db: Db,
  memberId: number,
  packageId: number,
  at: Date,
  kind: OrderKind = 'joining',
): Promise<number> {
  return db.transaction(async (tx) => {
    const orderId = await createPackageOrder(tx, {
      memberId,
      packageId,
      kind,
      paymentMethod: 'e_wallet',
      now: at,
    });
    await processOrder(tx, orderId, at);
    return orderId;
  });
}

export type MemberRow = {
  id: number;
  parent_id: number | null;
  sponsor_id: number | null;
  position: Leg | null;
  path: string;
  depth: number;
  pv: string;
  tv: string;
  cv: string;
  left_points: string;
  right_points: string;
  left_carry: string;
  right_carry: string;
  left_count: number;
  right_count: number;
  downline_count: number;
  rank_id: number | null;
  package_id: number | null;
};

export async function member(db: Db, id: number): Promise<MemberRow> {
  const [row] = await db.query<MemberRow>('SELECT * FROM members WHERE id = $1', [id]);
  return row!;
}

export async function earningsOf(db: Db, memberId: number, type?: string) {
  return db.query<{
    bonus_type: string;
    amount_minor: number;
    tax_minor: number;
    service_charge_minor: number;
    from_member_id: number | null;
    level: number | null;
    rank_id: number | null;
    ledger_txn_id: number | null;
  }>(
    `SELECT bonus_type, amount_minor, tax_minor, service_charge_minor, from_member_id, level, rank_id, ledger_txn_id
       FROM earnings WHERE member_id = $1 AND ($2::text IS NULL OR bonus_type = $2) ORDER BY id`,
    [memberId, type ?? null],
  );
}
