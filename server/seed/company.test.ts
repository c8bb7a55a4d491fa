import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modulesWire, storeSettingsWire } from '../../contract/modules';
import { genealogySettings } from '../network/network-settings';
import { defaultPlanSettings, planSettingSchemas } from '../company/plan-settings';
import { openDb, type Db } from '../db/connection';
import { migrate } from '../db/migrate';
import {
  AlreadySeededError,
  DEMO_PASSWORD,
  isSeeded,
  seedDemoCompany,
  type SeedSummary,
} from './company';

const SEED = 1234;
const MEMBERS = 80;
// One anchor day for every seed of this file, so a run across midnight compares like with like.
const NOW = new Date();

type MemberRow = {
  id: number;
  username: string;
  parent_id: number | null;
  sponsor_id: number | null;
  position: 'L' | 'R' | null;
  path: string;
  depth: number;
  left_count: number;
  right_count: number;
  downline_count: number;
};

async function freshDb(): Promise<Db> {
  const db = await openDb({});
  await migrate(db);
  return db;
}

const one = async <R>(db: Db, sql: string, params?: unknown[]): Promise<R> =>
  (await db.query(sql, params))[0] as R;

describe('seedDemoCompany', () => {
  let db: Db;
  let summary: SeedSummary;
  let members: MemberRow[];
  const byId = new Map<number, MemberRow>();

  beforeAll(async () => {
    db = await freshDb();
    expect(await isSeeded(db)).toBe(false);
    summary = await seedDemoCompany(db, { members: MEMBERS, seed: SEED, now: NOW });
    members = await db.query<MemberRow>(
      `SELECT id, username, parent_id, sponsor_id, position, path, depth, left_count, right_count, downline_count
         FROM members WHERE role_id <> 1 ORDER BY id`,
    );
    for (const m of members) byId.set(m.id, m);
  });

  afterAll(async () => {
    await db?.close();
  });

  it('reports what it wrote and marks the database as seeded', async () => {
    expect(summary.members).toBe(MEMBERS + 3);
    expect(members).toHaveLength(MEMBERS + 3);
    expect(summary.earnings).toBe(
      Number((await one<{ n: number }>(db, 'SELECT count(*)::int8 AS n FROM earnings')).n),
    );
    expect(summary.ledgerTransactions).toBeGreaterThan(summary.earnings);
    expect(await isSeeded(db)).toBe(true);
  });

  it('refuses to seed twice', async () => {
    await expect(seedDemoCompany(db, { members: 5, seed: SEED, now: NOW })).rejects.toBeInstanceOf(
      AlreadySeededError,
    );
  });

  it('creates founder, demo and blocked with their roles and statuses', async () => {
    const rows = await db.query<{
      username: string;
      role_id: number;
      status: number;
      first_name: string;
      last_name: string;
      parent_id: number | null;
    }>(
      `SELECT username, role_id, status, first_name, last_name, parent_id FROM members
        WHERE username IN ('founder', 'demo', 'blocked') ORDER BY id`,
    );
    expect(rows.map((r) => [r.username, r.role_id, r.status])).toEqual([
      ['founder', 3, 1],
      ['demo', 3, 1],
      ['blocked', 3, 0],
    ]);
    const founderId = byId.get(1)?.id;
    expect(rows[0]?.parent_id).toBeNull();
    expect(rows[1]).toMatchObject({ first_name: 'Dana', last_name: 'Demo', parent_id: founderId });
    expect(rows[2]?.parent_id).toBe(founderId);
  });

  it('gives every member the shared demo password, hashed with Argon2id', async () => {
    const rows = await db.query<{ password_hash: string }>(
      `SELECT password_hash FROM members WHERE username IN ('demo', 'founder') OR id = (SELECT max(id) FROM members)`,
    );
    expect(rows).toHaveLength(3);
    for (const r of rows) {
      expect(r.password_hash.startsWith('$argon2id$')).toBe(true);
      expect(await verify(r.password_hash, DEMO_PASSWORD)).toBe(true);
    }
    expect(await verify(rows[0]!.password_hash, 'wrong-password')).toBe(false);
    const distinct = await one<{ n: number }>(
      db,
      'SELECT count(DISTINCT password_hash)::int8 AS n FROM members',
    );
    expect(distinct.n).toBe(1);
  });

  it('writes settings the bootstrap payload can parse', async () => {
    const rows = await db.query<{ key: string; value: unknown }>('SELECT key, value FROM settings');
    const settings = Object.fromEntries(rows.map((r) => [r.key, r.value]));
    expect(modulesWire.parse(settings.modules).compensation_plan).toBe('binary');
    expect(storeSettingsWire.parse(settings.store_settings).default_store).toBe(1);
    expect(settings.date_format).toBe('M d, Y');
    expect(settings.default_language).toBe('en');
    for (const [key, schema] of Object.entries(planSettingSchemas)) {
      expect(schema.parse(settings[key]), key).toEqual(
        defaultPlanSettings[key as keyof typeof defaultPlanSettings],
      );
    }
    expect(genealogySettings.parse(settings.genealogy)).toEqual({ max_levels: 4, max_width: 2 });
    const usd = await one<{ is_default: boolean; value: string }>(
      db,
      `SELECT is_default, value FROM currencies WHERE code = 'USD'`,
    );
    expect(usd).toEqual({ is_default: true, value: '1.00000000' });
    const company = await one<{ name: string; is_demo: boolean }>(
      db,
      'SELECT name, is_demo FROM company',
    );
    expect(company).toEqual({ name: 'Nimbus Wellness', is_demo: false });
  });

  it('balances every ledger transaction and never writes a zero entry', async () => {
    const unbalanced = await db.query(
      'SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount_minor) <> 0',
    );
    expect(unbalanced).toEqual([]);
    const orphans = await one<{ n: number }>(
      db,
      `SELECT count(*)::int8 AS n FROM ledger_transactions t
        WHERE NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.transaction_id = t.id)`,
    );
    expect(orphans.n).toBe(0);
    const unlinked = await one<{ n: number }>(
      db,
      'SELECT count(*)::int8 AS n FROM earnings WHERE ledger_txn_id IS NULL',
    );
    expect(unlinked.n).toBe(0);
  });

  it("keeps demo's wallet positive and equal to net earnings minus live payouts", async () => {
    const r = await one<{ wallet: number; net: number; payouts: number; earnings: number }>(
      db,
      `SELECT
         (SELECT sum(amount_minor)::int8 FROM ledger_entries WHERE account = 'wallet' AND member_id = 2) AS wallet,
         (SELECT sum(amount_minor - tax_minor - service_charge_minor)::int8 FROM earnings WHERE member_id = 2) AS net,
         (SELECT coalesce(sum(amount_minor), 0)::int8 FROM payout_requests WHERE member_id = 2 AND status <> 'rejected') AS payouts,
         (SELECT count(*)::int8 FROM earnings WHERE member_id = 2) AS earnings`,
    );
    expect(r.wallet).toBeGreaterThan(0);
    expect(r.wallet).toBe(r.net - r.payouts);
    expect(r.earnings).toBeGreaterThan(20);
    const statuses = await db.query<{ status: string }>(
      `SELECT DISTINCT status FROM payout_requests WHERE member_id = 2`,
    );
    expect(statuses.map((s) => s.status).sort()).toEqual(['paid', 'pending', 'rejected']);
    // Running balance in time order: never below zero.
    const moves = await db.query<{ amount_minor: number }>(
      `SELECT e.amount_minor FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE e.account = 'wallet' AND e.member_id = 2 ORDER BY t.created_at, t.id`,
    );
    let balance = 0;
    for (const m of moves) {
      balance += m.amount_minor;
      expect(balance).toBeGreaterThanOrEqual(0);
    }
  });

  it('gives demo volume history, notifications and unread ones', async () => {
    const team = await one<{ n: number }>(
      db,
      `SELECT count(*)::int8 AS n FROM volume_records WHERE member_id = 2 AND type = 'team'`,
    );
    expect(team.n).toBeGreaterThanOrEqual(20);
    const unread = await one<{ n: number }>(
      db,
      'SELECT count(*)::int8 AS n FROM notifications WHERE member_id = 2 AND read_at IS NULL',
    );
    expect(unread.n).toBeGreaterThan(0);
  });

  it('adds the desk operators outside the genealogy, each with their permissions', async () => {
    const ops = await db.query<{ username: string; parent_id: number | null; perms: string }>(
      `SELECT m.username, m.parent_id,
              (SELECT string_agg(p.permission, ',' ORDER BY p.permission)
                 FROM operator_permissions p WHERE p.member_id = m.id) AS perms
         FROM members m WHERE m.role_id = 1 ORDER BY m.username`,
    );
    expect(ops).toEqual([
      {
        username: 'admin',
        parent_id: null,
        perms: 'audit,content,kyc,members,payouts,sales,settings,support',
      },
      { username: 'reviewer', parent_id: null, perms: 'kyc' },
      { username: 'treasurer', parent_id: null, perms: 'audit,payouts' },
    ]);
    // No member's subtree holds an operator: their paths sort after every member's.
    const inside = await one<{ n: number }>(
      db,
      `SELECT count(*)::int8 AS n FROM members o, members m
        WHERE o.role_id = 1 AND m.role_id <> 1 AND o.path > m.path AND o.path < m.path || '~'`,
    );
    expect(Number(inside.n)).toBe(0);
  });

  it('builds a consistent binary genealogy', () => {
    const slots = new Set<string>();
    for (const m of members) {
      if (m.parent_id === null) {
        expect(m.id).toBe(1);
        expect(m.depth).toBe(0);
        expect(m.path).toBe(m.id.toString(36).padStart(7, '0') + '.');
        continue;
      }
      const parent = byId.get(m.parent_id)!;
      expect(m.path).toBe(parent.path + m.id.toString(36).padStart(7, '0') + '.');
      expect(m.depth).toBe(parent.depth + 1);
      expect(m.position === 'L' || m.position === 'R').toBe(true);
      const slot = `${m.parent_id}:${m.position}`;
      expect(slots.has(slot)).toBe(false);
      slots.add(slot);
      // The sponsor is always somewhere up the placement line.
      const sponsor = byId.get(m.sponsor_id!)!;
      expect(m.path.startsWith(sponsor.path)).toBe(true);
    }
  });

  it('stores leg counters that match the tree', () => {
    for (const m of members) {
      const below = members.filter((o) => o.id !== m.id && o.path.startsWith(m.path));
      expect(m.downline_count).toBe(below.length);
      expect(m.left_count + m.right_count).toBe(m.downline_count);
    }
  });

  it('gives demo a downline at least five levels deep', async () => {
    const demo = byId.get(2)!;
    const r = await one<{ depth: number; n: number }>(
      db,
      `SELECT max(depth)::int8 AS depth, count(*)::int8 AS n FROM members WHERE path > $1 AND path < $1 || '~'`,
      [demo.path],
    );
    expect(r.depth - demo.depth).toBeGreaterThanOrEqual(5);
    expect(r.n).toBe(demo.downline_count);
  });

  it('leaves no foreign key dangling, though the load skips the per-row checks', async () => {
    const keys = await db.query<{ child: string; col: string; parent: string; pcol: string }>(
      `SELECT c.conrelid::regclass::text AS child, a.attname AS col,
              c.confrelid::regclass::text AS parent, pa.attname AS pcol
         FROM pg_constraint c
         JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
         JOIN pg_attribute pa ON pa.attrelid = c.confrelid AND pa.attnum = c.confkey[1]
        WHERE c.contype = 'f' AND cardinality(c.conkey) = 1`,
    );
    expect(keys.length).toBeGreaterThan(30);
    for (const k of keys) {
      const r = await one<{ n: number }>(
        db,
        `SELECT count(*)::int8 AS n FROM ${k.child} c
          WHERE c.${k.col} IS NOT NULL
            AND NOT EXISTS (SELECT 1 FROM ${k.parent} p WHERE p.${k.pcol} = c.${k.col})`,
      );
      expect(r.n, `${k.child}.${k.col} -> ${k.parent}`).toBe(0);
    }
  });

  it('fills the sponsor path the network calls read', async () => {
    const rows = await db.query<{ id: number; sponsor_id: number | null; sponsor_path: string }>(
      'SELECT id, sponsor_id, sponsor_path FROM members WHERE role_id <> 1 ORDER BY id',
    );
    const byMember = new Map(rows.map((r) => [r.id, r]));
    for (const r of rows) {
      const own = r.id.toString(36).padStart(7, '0') + '.';
      const above = r.sponsor_id === null ? '' : byMember.get(r.sponsor_id)!.sponsor_path;
      expect(r.sponsor_path).toBe(above + own);
    }
  });

  it('lets the sequences continue after the explicit ids', async () => {
    const r = await one<{ next: number; max: number }>(
      db,
      `SELECT nextval(pg_get_serial_sequence('ledger_transactions', 'id')) AS next,
              (SELECT max(id) FROM ledger_transactions) AS max`,
    );
    expect(r.next).toBe(r.max + 1);
  });

  it('produces the same company from the same seed number', async () => {
    const other = await freshDb();
    try {
      await seedDemoCompany(other, { members: MEMBERS, seed: SEED, now: NOW });
      const again = await other.query<MemberRow>(
        'SELECT id, username, parent_id FROM members WHERE role_id <> 1 ORDER BY id',
      );
      expect(again.map((m) => [m.id, m.username, m.parent_id])).toEqual(
        members.map((m) => [m.id, m.username, m.parent_id]),
      );
      for (const sql of [
        'SELECT member_id, bonus_type, amount_minor FROM earnings ORDER BY id',
        'SELECT member_id, kind, total_minor, created_at FROM orders ORDER BY id',
        'SELECT member_id, leg, pv_added, carry_left, carry_right FROM binary_history ORDER BY id',
        'SELECT member_id, rank_id, achieved_at FROM rank_history ORDER BY id',
      ]) {
        expect(await other.query(sql), sql).toEqual(await db.query(sql));
      }
    } finally {
      await other.close();
    }
  });

  it('leaves nothing behind when the seed fails part-way', async () => {
    const other = await freshDb();
    try {
      const failing: Db = {
        ...other,
        transaction: (fn) =>
          other.transaction((tx) =>
            fn({
              query: (sql, params) => {
                if (sql.startsWith('INSERT INTO earnings')) throw new Error('disk full');
                return tx.query(sql, params);
              },
            }),
          ),
      };
      await expect(seedDemoCompany(failing, { members: 20, seed: SEED, now: NOW })).rejects.toThrow(
        'disk full',
      );
      expect(await isSeeded(other)).toBe(false);
      expect((await one<{ n: number }>(other, 'SELECT count(*)::int8 AS n FROM members')).n).toBe(
        0,
      );
    } finally {
      await other.close();
    }
  });

  it('seeds 2000 members (timing printed, not asserted)', async () => {
    const big = await freshDb();
    try {
      const result = await seedDemoCompany(big, { members: 2000, seed: 42, now: NOW });
      console.log(
        `seed 2000 members: ${result.elapsedMs} ms (${result.buildMs} ms in memory), ` +
          `${result.orders} orders, ${result.earnings} earnings, ${result.ledgerTransactions} ledger transactions`,
      );
      expect(result.members).toBe(2003);
    } finally {
      await big.close();
    }
  });
});
