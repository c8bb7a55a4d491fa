import type { Queryable } from '../db/connection';
import { earningState, toEarning, type EarningRow, type Earning } from '../wallet';
import type { Keyset } from '../../contract/paging';
import type { AnalyticsBucket } from './earnings-analytics';
import { keysetAfter, keysetFetch, keysetOrder } from '../db/keyset';

/**
 * One member's earnings cut several ways over a half-open window [from, to). Every query is a
 * range of earnings_member_idx (member_id, created_at DESC, id DESC); the source member is
 * one primary-key lookup per earning.
 *
 * The leg of a source member: the earner's left and right placement children head the two
 * subtrees, and members.path is a materialised path, so a source sits in the left leg exactly
 * when the left child's path is a prefix of its own (server/network/genealogy-path.ts). A
 * source outside both subtrees (the earner itself, a sponsor line outside the placement
 * tree) and an earning without a source (ROI, rank) have no leg.
 */
const fromEarnings = `
  FROM earnings e
 CROSS JOIN (SELECT
       (SELECT path FROM members WHERE parent_id = $1 AND position = 'L' ORDER BY id LIMIT 1) AS l,
       (SELECT path FROM members WHERE parent_id = $1 AND position = 'R' ORDER BY id LIMIT 1) AS r
     ) legs
  LEFT JOIN members s ON s.id = e.from_member_id`;

const legOf = `(CASE WHEN starts_with(s.path, legs.l) THEN 'L'
                     WHEN starts_with(s.path, legs.r) THEN 'R' END)`;

/** $1 member, $2 from, $3 to: the member's earnings in the window. */
const inWindow = 'e.member_id = $1 AND e.created_at >= $2 AND e.created_at < $3';

export type Window = { from: Date; to: Date };
export type Leg = 'L' | 'R';
export type Sum = { totalMinor: number; count: number };

type SumRow = { total: number; count: number };
const toSum = (r: SumRow): Sum => ({ totalMinor: r.total, count: r.count });

export async function sumsByBucketAndType(
  q: Queryable,
  memberId: number,
  w: Window,
  bucket: AnalyticsBucket,
): Promise<({ date: string; bonusType: string } & Sum)[]> {
  const rows = await q.query<SumRow & { date: string; bonus_type: string }>(
    `SELECT date_trunc($4, e.created_at AT TIME ZONE 'UTC')::date::text AS date, e.bonus_type,
            sum(e.amount_minor)::int8 AS total, count(*)::int8 AS count
       FROM earnings e
      WHERE ${inWindow}
      GROUP BY 1, 2 ORDER BY 1, 2`,
    [memberId, w.from, w.to, bucket],
  );
  return rows.map((r) => ({ date: r.date, bonusType: r.bonus_type, ...toSum(r) }));
}

export async function sumsByLeg(
  q: Queryable,
  memberId: number,
  w: Window,
): Promise<({ leg: Leg | null } & Sum)[]> {
  const rows = await q.query<SumRow & { leg: Leg | null }>(
    `SELECT ${legOf} AS leg, sum(e.amount_minor)::int8 AS total, count(*)::int8 AS count
     ${fromEarnings}
      WHERE ${inWindow}
      GROUP BY 1 ORDER BY 1 NULLS LAST`,
    [memberId, w.from, w.to],
  );
  return rows.map((r) => ({ leg: r.leg, ...toSum(r) }));
}

export async function sumsByLevel(
  q: Queryable,
  memberId: number,
  w: Window,
): Promise<({ level: number | null } & Sum)[]> {
  const rows = await q.query<SumRow & { level: number | null }>(
    `SELECT e.level, sum(e.amount_minor)::int8 AS total, count(*)::int8 AS count
       FROM earnings e
      WHERE ${inWindow}
      GROUP BY 1 ORDER BY 1 NULLS LAST`,
    [memberId, w.from, w.to],
  );
  return rows.map((r) => ({ level: r.level, ...toSum(r) }));
}

export type SourceSum = Sum & {
  memberId: number;
  username: string;
  firstName: string;
  lastName: string | null;
};

/** The `limit` source members with the largest gross, ties by member id. */
export async function topSources(
  q: Queryable,
  memberId: number,
  w: Window,
  limit: number,
): Promise<SourceSum[]> {
  const rows = await q.query<
    SumRow & { member_id: number; username: string; first_name: string; last_name: string | null }
  >(
    `SELECT t.member_id, s.username, s.first_name, s.last_name, t.total, t.count
       FROM (SELECT e.from_member_id AS member_id, sum(e.amount_minor)::int8 AS total,
                    count(*)::int8 AS count
               FROM earnings e
              WHERE ${inWindow} AND e.from_member_id IS NOT NULL
              GROUP BY 1
              ORDER BY 2 DESC, 1
              LIMIT $4) t
       JOIN members s ON s.id = t.member_id
      ORDER BY t.total DESC, t.member_id`,
    [memberId, w.from, w.to, limit],
  );
  return rows.map((r) => ({
    memberId: r.member_id,
    username: r.username,
    firstName: r.first_name,
    lastName: r.last_name,
    ...toSum(r),
  }));
}

export type EarningLine = Earning & { fromMemberId: number | null; leg: Leg | null };

export type EarningLineFilter = {
  from: Date | null;
  to: Date | null;
  bonusType: string | null;
  /** 'none': the lines without a leg. */
  leg: Leg | 'none' | null;
  /** 'none': the lines without a level. */
  level: number | 'none' | null;
  fromMemberId: number | null;
  after: Keyset | null;
  limit: number;
};

/** One keyset page (`limit + 1` rows), newest first, along earnings_member_idx. */
export async function listEarningLines(
  q: Queryable,
  memberId: number,
  f: EarningLineFilter,
): Promise<EarningLine[]> {
  const params: unknown[] = [memberId];
  const where = ['e.member_id = $1'];
  const add = (sql: (n: number) => string, value: unknown) => {
    params.push(value);
    where.push(sql(params.length));
  };
  if (f.from) add((n) => `e.created_at >= $${n}`, f.from);
  if (f.to) add((n) => `e.created_at < $${n}`, f.to);
  if (f.bonusType !== null) add((n) => `e.bonus_type = $${n}`, f.bonusType);
  if (f.leg === 'none') where.push(`${legOf} IS NULL`);
  else if (f.leg !== null) add((n) => `${legOf} = $${n}`, f.leg);
  if (f.level === 'none') where.push('e.level IS NULL');
  else if (f.level !== null) add((n) => `e.level = $${n}`, f.level);
  if (f.fromMemberId !== null) add((n) => `e.from_member_id = $${n}`, f.fromMemberId);
  const walk = { at: 'e.created_at', id: 'e.id' };
  if (f.after) where.push(keysetAfter(params, f.after, walk));
  params.push(keysetFetch(f.limit));
  const rows = await q.query<EarningRow & { from_member_id: number | null; leg: Leg | null }>(
    `SELECT e.id, e.bonus_type, e.amount_minor, e.tax_minor, e.service_charge_minor, e.created_at,
            e.created_at::text AS created_key, e.level, e.from_member_id,
            s.username AS from_user, r.name AS rank_name, ${legOf} AS leg, ${earningState} AS state
     ${fromEarnings}
       LEFT JOIN ranks r ON r.id = e.rank_id
      WHERE ${where.join(' AND ')}
      ORDER BY ${keysetOrder(walk)}
      LIMIT $${params.length}`,
    params,
  );
  return rows.map((r) => ({ ...toEarning(r), fromMemberId: r.from_member_id, leg: r.leg }));
}
