import type { Queryable } from '../db/connection';

/** Every write to the members table: the members area owns the table, other areas call these. */

type Leg = 'L' | 'R';

export type ProfileChange = {
  firstName: string;
  lastName: string | null;
  dateOfBirth: string | null;
  gender: 'female' | 'male' | 'other' | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  countryId: number | null;
  zoneId: number | null;
  postcode: string | null;
};

/** The legs' carry after pairing, and whether the first (ratio) pair is done. */
export async function setBinaryCarry(
  q: Queryable,
  rows: readonly {
    memberId: number;
    leftCarry: string;
    rightCarry: string;
    firstPairDone: boolean;
  }[],
): Promise<void> {
  if (rows.length === 0) return;
  await q.query(
    `UPDATE members m SET left_carry = u.l, right_carry = u.r, binary_first_pair_done = u.f
       FROM unnest($1::int8[], $2::numeric[], $3::numeric[], $4::bool[]) AS u(id, l, r, f)
      WHERE m.id = u.id`,
    [
      rows.map((r) => r.memberId),
      rows.map((r) => r.leftCarry),
      rows.map((r) => r.rightCarry),
      rows.map((r) => r.firstPairDone),
    ],
  );
}

export type NewMemberRow = {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string | null;
  mobileCode: string | null;
  mobile: string | null;
  passwordHash: string;
  sponsorId: number;
  parentId: number;
  position: Leg | null;
  path: string;
  depth: number;
  language: string;
  currency: string;
  joinedAt: Date;
};

export async function insertMember(q: Queryable, m: NewMemberRow): Promise<void> {
  await q.query(
    `INSERT INTO members (id, username, email, first_name, last_name, mobile_code, mobile,
       password_hash, sponsor_id, parent_id, position, path, depth, language, currency, joined_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
    [
      m.id,
      m.username,
      m.email,
      m.firstName,
      m.lastName,
      m.mobileCode,
      m.mobile,
      m.passwordHash,
      m.sponsorId,
      m.parentId,
      m.position,
      m.path,
      m.depth,
      m.language,
      m.currency,
      m.joinedAt,
    ],
  );
}

/** One new member below every ancestor; the ones it sits left (right) of count it there too. */
export async function countNewDownline(
  q: Queryable,
  ancestorIds: readonly number[],
  leftOf: readonly number[],
  rightOf: readonly number[],
): Promise<void> {
  await q.query(
    `UPDATE members
        SET downline_count = downline_count + 1,
            left_count = left_count + CASE WHEN id = ANY($2::int8[]) THEN 1 ELSE 0 END,
            right_count = right_count + CASE WHEN id = ANY($3::int8[]) THEN 1 ELSE 0 END
      WHERE id = ANY($1::int8[])`,
    [ancestorIds, leftOf, rightOf],
  );
}

/** PV and CV to the buyer; returns the totals after the change. */
export async function addPersonalVolume(
  q: Queryable,
  memberId: number,
  pv: string,
  cv: string,
): Promise<{ totalPv: string; totalTv: string }> {
  const [r] = await q.query<{ pv: string; tv: string }>(
    'UPDATE members SET pv = pv + $2::numeric, cv = cv + $3::numeric WHERE id = $1 RETURNING pv, tv',
    [memberId, pv, cv],
  );
  return { totalPv: r!.pv, totalTv: r!.tv };
}

export type TeamVolumeRow = {
  id: number;
  status: number;
  deleted: boolean;
  pv: string;
  tv: string;
  leftPoints: string;
  rightPoints: string;
  leftCarry: string;
  rightCarry: string;
  firstPairDone: boolean;
};

/**
 * TV to every placement ancestor in one statement; those the volume reaches through their
 * left (right) leg also get it as left (right) points and carry. Returns the rows after.
 */
export async function addTeamVolume(
  q: Queryable,
  ancestorIds: readonly number[],
  leftOf: readonly number[],
  rightOf: readonly number[],
  tv: string,
): Promise<TeamVolumeRow[]> {
  return q.query<TeamVolumeRow>(
    `UPDATE members
        SET tv = tv + $4::numeric,
            left_points = left_points + CASE WHEN id = ANY($2::int8[]) THEN $4::numeric ELSE 0 END,
            left_carry = left_carry + CASE WHEN id = ANY($2::int8[]) THEN $4::numeric ELSE 0 END,
            right_points = right_points + CASE WHEN id = ANY($3::int8[]) THEN $4::numeric ELSE 0 END,
            right_carry = right_carry + CASE WHEN id = ANY($3::int8[]) THEN $4::numeric ELSE 0 END
      WHERE id = ANY($1::int8[])
      RETURNING id, status, deleted_at IS NOT NULL AS deleted, pv, tv, left_points AS "leftPoints",
                right_points AS "rightPoints", left_carry AS "leftCarry",
                right_carry AS "rightCarry", binary_first_pair_done AS "firstPairDone"`,
    [ancestorIds, leftOf, rightOf, tv],
  );
}

/** The package a purchase gives the buyer, and how long it keeps the buyer active. */
export async function setMemberPackage(
  q: Queryable,
  memberId: number,
  p: { packageId: number; purchasedAt: Date; expiresAt: Date | null; activeUntil: Date },
): Promise<void> {
  await q.query(
    `UPDATE members SET package_id = $2, package_purchased_at = $3, package_expires_at = $4,
            active_until = greatest(active_until, $5::timestamptz)
      WHERE id = $1`,
    [memberId, p.packageId, p.purchasedAt, p.expiresAt, p.activeUntil],
  );
}

export async function setMemberRank(
  q: Queryable,
  memberId: number,
  rankId: number,
  achievedAt: Date,
): Promise<void> {
  await q.query('UPDATE members SET rank_id = $2, rank_achieved_at = $3 WHERE id = $1', [
    memberId,
    rankId,
    achievedAt,
  ]);
}

/** Gives paired volume back to the carry of each member (a cancelled pairing). */
export async function returnPairedVolume(
  q: Queryable,
  rows: readonly { memberId: number; left: string; right: string }[],
): Promise<
  { id: number; leftPoints: string; rightPoints: string; leftCarry: string; rightCarry: string }[]
> {
  if (rows.length === 0) return [];
  const updated = await q.query<{
    id: number;
    left_points: string;
    right_points: string;
    left_carry: string;
    right_carry: string;
  }>(
    `UPDATE members m SET left_carry = m.left_carry + u.l, right_carry = m.right_carry + u.r
       FROM unnest($1::int8[], $2::numeric[], $3::numeric[]) AS u(id, l, r)
      WHERE m.id = u.id
      RETURNING m.id, m.left_points, m.right_points, m.left_carry, m.right_carry`,
    [rows.map((r) => r.memberId), rows.map((r) => r.left), rows.map((r) => r.right)],
  );
  return updated.map((r) => ({
    id: r.id,
    leftPoints: r.left_points,
    rightPoints: r.right_points,
    leftCarry: r.left_carry,
    rightCarry: r.right_carry,
  }));
}

export async function setPasswordHash(q: Queryable, memberId: number, hash: string): Promise<void> {
  await q.query('UPDATE members SET password_hash = $2 WHERE id = $1', [memberId, hash]);
}

/**
 * Closes the account: the row stays in the genealogy (the upline's history and counters keep
 * it), but it is blocked and marked deleted. Returns false when it was already closed.
 */
export async function closeAccount(db: Queryable, memberId: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE members SET deleted_at = now(), status = 0
      WHERE id = $1 AND deleted_at IS NULL RETURNING id`,
    [memberId],
  );
  return rows.length > 0;
}

export async function updateProfile(q: Queryable, memberId: number, p: ProfileChange) {
  await q.query(
    `UPDATE members SET first_name = $2, last_name = $3, date_of_birth = $4::date, gender = $5,
            address_1 = $6, address_2 = $7, city = $8, country_id = $9, zone_id = $10, postcode = $11
      WHERE id = $1`,
    [
      memberId,
      p.firstName,
      p.lastName,
      p.dateOfBirth,
      p.gender,
      p.address1,
      p.address2,
      p.city,
      p.countryId,
      p.zoneId,
      p.postcode,
    ],
  );
}

/** Sets (or clears) the avatar and answers the one it replaced, so its file can go. */
export async function swapAvatar(
  tx: Queryable,
  memberId: number,
  avatar: string | null,
): Promise<string | null> {
  const rows = await tx.query<{ avatar: string | null }>(
    'SELECT avatar FROM members WHERE id = $1 FOR UPDATE',
    [memberId],
  );
  await tx.query('UPDATE members SET avatar = $2 WHERE id = $1', [memberId, avatar]);
  return rows[0]?.avatar ?? null;
}

/** The address given at signup becomes the member's own (basic details). */
export async function setProfileAddress(
  q: Queryable,
  memberId: number,
  a: {
    address1: string;
    city: string;
    postcode: string | null;
    countryId: number | null;
    zoneId: number | null;
  },
) {
  await q.query(
    `UPDATE members SET address_1 = $2, city = $3, postcode = $4, country_id = $5, zone_id = $6
      WHERE id = $1`,
    [memberId, a.address1, a.city, a.postcode, a.countryId, a.zoneId],
  );
}

export async function setEmail(q: Queryable, memberId: number, email: string) {
  await q.query('UPDATE members SET email = $2 WHERE id = $1', [memberId, email]);
}

export async function setMobile(
  q: Queryable,
  memberId: number,
  mobileCode: string,
  mobile: string,
) {
  await q.query('UPDATE members SET mobile_code = $2, mobile = $3 WHERE id = $1', [
    memberId,
    mobileCode,
    mobile,
  ]);
}

export async function setWalletPasswordHash(q: Queryable, memberId: number, hash: string) {
  await q.query('UPDATE members SET wallet_password_hash = $2 WHERE id = $1', [memberId, hash]);
}

export type PayoutChoice = {
  method: 'bank_transfer' | 'paypal' | null;
  paypalEmail: string | null;
};

export async function setPayoutChoice(q: Queryable, memberId: number, c: PayoutChoice) {
  await q.query('UPDATE members SET payout_method = $2, paypal_email = $3 WHERE id = $1', [
    memberId,
    c.method,
    c.paypalEmail,
  ]);
}

export type PreferenceChange = { language?: string; currency?: string; dateFormat?: string };

export async function updatePreferences(q: Queryable, memberId: number, p: PreferenceChange) {
  await q.query(
    `UPDATE members SET language = COALESCE($2, language), currency = COALESCE($3, currency),
            date_format = COALESCE($4, date_format) WHERE id = $1`,
    [memberId, p.language ?? null, p.currency ?? null, p.dateFormat ?? null],
  );
}

/** Payouts now go somewhere new: the cooling-off counts from the database's clock. */
export async function stampDestinationChange(q: Queryable, memberId: number) {
  await q.query('UPDATE members SET payout_destination_changed_at = now() WHERE id = $1', [
    memberId,
  ]);
}

/**
 * Erases what identifies the person (issue 12 point 10): names, contacts, address, birth date,
 * avatar, payout address. The row itself, its place in the genealogy, its volumes and its ledger
 * stay, so the upline's bonuses and the downline's tree do not change. Answers the avatar it had.
 */
export async function anonymiseMemberRow(db: Queryable, memberId: number): Promise<string | null> {
  const [before] = await db.query<{ avatar: string | null }>(
    'SELECT avatar FROM members WHERE id = $1',
    [memberId],
  );
  await db.query(
    `UPDATE members SET username = 'deleted-' || id, email = 'deleted-' || id || '@deleted.invalid',
            first_name = 'Deleted', last_name = 'member', mobile_code = NULL, mobile = NULL,
            avatar = NULL, date_of_birth = NULL, gender = NULL, address_1 = NULL, address_2 = NULL,
            city = NULL, postcode = NULL, country_id = NULL, zone_id = NULL, customer_id = NULL,
            payout_method = NULL, paypal_email = NULL, wallet_password_hash = NULL
      WHERE id = $1`,
    [memberId],
  );
  return before?.avatar ?? null;
}

/**
 * An operator blocks (0) or restores (1) an account (spec §4 user status). Never an
 * operator's row: the desk cannot block its own. Answers the status it replaced, or null
 * when no member row matched.
 */
export async function setMemberStatus(
  q: Queryable,
  memberId: number,
  status: number,
): Promise<{ before: number } | null> {
  const rows = await q.query<{ before: number }>(
    `UPDATE members m SET status = $2 FROM (SELECT id, status FROM members WHERE id = $1 FOR UPDATE) old
      WHERE m.id = old.id AND m.role_id <> 1 AND m.deleted_at IS NULL
      RETURNING old.status AS before`,
    [memberId, status],
  );
  return rows[0] ? { before: Number(rows[0].before) } : null;
}
