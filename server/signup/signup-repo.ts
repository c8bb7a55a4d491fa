import type { Queryable } from '../db/connection';

export type NewPendingSignup = {
  keyHash: string;
  sponsorId: number;
  addedById: number | null;
  placementId: number | null;
  position: 'L' | 'R' | null;
  username: string;
  email: string;
  mobileCode: string | null;
  mobile: string | null;
  firstName: string;
  lastName: string | null;
  passwordHash: string;
  countryId: number;
  zoneId: number;
  city: string;
  address: string;
  postcode: string;
  language: string;
  needsOtp: boolean;
  needsOtp2: boolean;
  fee: { minor: number; currency: string; packageId: number | null } | null;
  ttlSeconds: number;
};

export type PendingSignup = Omit<NewPendingSignup, 'keyHash' | 'ttlSeconds'> & {
  id: number;
  paymentProvider: string | null;
  paymentSessionId: string | null;
  verifiedAt: Date | null;
  paidAt: Date | null;
  memberId: number | null;
  expired: boolean;
};

export async function insertPendingSignup(q: Queryable, s: NewPendingSignup): Promise<number> {
  const rows = await q.query<{ id: number }>(
    `INSERT INTO pending_signups (key_hash, sponsor_id, added_by_id, placement_id, position,
        username, email, mobile_code, mobile, first_name, last_name, password_hash, country_id,
        zone_id, city, address, postcode, language, needs_otp, needs_otp2, fee_minor,
        fee_currency, fee_package_id, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
        $19, $20, $21, $22, $23, now() + make_interval(secs => $24))
     RETURNING id`,
    [
      s.keyHash,
      s.sponsorId,
      s.addedById,
      s.placementId,
      s.position,
      s.username,
      s.email,
      s.mobileCode,
      s.mobile,
      s.firstName,
      s.lastName,
      s.passwordHash,
      s.countryId,
      s.zoneId,
      s.city,
      s.address,
      s.postcode,
      s.language,
      s.needsOtp,
      s.needsOtp2,
      s.fee?.minor ?? null,
      s.fee?.currency ?? null,
      s.fee?.packageId ?? null,
      s.ttlSeconds,
    ],
  );
  return rows[0]!.id;
}

/** A pending signup as read, before its fee columns become one `fee`. */
type PendingRow = Omit<PendingSignup, 'fee'> & {
  feeMinor: number | null;
  feeCurrency: string | null;
  feePackageId: number | null;
};

const toPending = ({
  feeMinor,
  feeCurrency,
  feePackageId,
  ...rest
}: PendingRow): PendingSignup => ({
  ...rest,
  fee:
    feeMinor === null
      ? null
      : { minor: feeMinor, currency: feeCurrency ?? 'USD', packageId: feePackageId },
});

const pendingColumns = `id, sponsor_id AS "sponsorId", added_by_id AS "addedById",
  placement_id AS "placementId", position, username, email, mobile_code AS "mobileCode", mobile,
  first_name AS "firstName", last_name AS "lastName", password_hash AS "passwordHash",
  country_id AS "countryId", zone_id AS "zoneId", city, address, postcode, language,
  needs_otp AS "needsOtp", needs_otp2 AS "needsOtp2", fee_minor AS "feeMinor",
  fee_currency AS "feeCurrency", fee_package_id AS "feePackageId",
  payment_provider AS "paymentProvider", payment_session_id AS "paymentSessionId",
  verified_at AS "verifiedAt", paid_at AS "paidAt", member_id AS "memberId",
  expires_at <= now() AS expired`;

/** The pending signup that `condition` (the text after WHERE, $1 being `value`) finds. */
async function findPending(q: Queryable, condition: string, value: unknown) {
  const rows = await q.query<PendingRow>(
    `SELECT ${pendingColumns} FROM pending_signups WHERE ${condition}`,
    [value],
  );
  return rows[0] ? toPending(rows[0]) : null;
}

export const findPendingByKey = (q: Queryable, keyHash: string) =>
  findPending(q, 'key_hash = $1', keyHash);

export const findPendingByPaymentSession = (q: Queryable, sessionId: string) =>
  findPending(q, 'payment_session_id = $1', sessionId);

/** Locks the row for the completion step, so two confirmations cannot both place it. */
export const lockPending = (q: Queryable, id: number) => findPending(q, 'id = $1 FOR UPDATE', id);

export async function markVerified(q: Queryable, id: number): Promise<void> {
  await q.query(
    'UPDATE pending_signups SET verified_at = now() WHERE id = $1 AND verified_at IS NULL',
    [id],
  );
}

export async function setPaymentSession(
  q: Queryable,
  id: number,
  provider: string,
  sessionId: string,
): Promise<void> {
  await q.query(
    'UPDATE pending_signups SET payment_provider = $2, payment_session_id = $3 WHERE id = $1',
    [id, provider, sessionId],
  );
}

export async function markPaid(q: Queryable, id: number): Promise<void> {
  await q.query('UPDATE pending_signups SET paid_at = now() WHERE id = $1 AND paid_at IS NULL', [
    id,
  ]);
}

export async function markPlaced(q: Queryable, id: number, memberId: number): Promise<void> {
  await q.query('UPDATE pending_signups SET member_id = $2 WHERE id = $1', [id, memberId]);
}

// A live (unexpired, unplaced) signup holds its username, email and mobile until it ends.
async function liveSignupMatches(q: Queryable, condition: string, params: unknown[]) {
  const rows = await q.query(
    `SELECT 1 FROM pending_signups
      WHERE ${condition} AND member_id IS NULL AND expires_at > now() LIMIT 1`,
    params,
  );
  return rows.length > 0;
}

export const pendingUsernameInUse = (q: Queryable, username: string) =>
  liveSignupMatches(q, 'lower(username) = lower($1)', [username]);

export const pendingEmailInUse = (q: Queryable, email: string) =>
  liveSignupMatches(q, 'lower(email) = lower($1)', [email]);

export const pendingMobileInUse = (q: Queryable, mobileCode: string, mobile: string) =>
  liveSignupMatches(q, "ltrim(mobile_code, '+') = ltrim($1, '+') AND mobile = $2", [
    mobileCode,
    mobile,
  ]);

export const findPendingById = (q: Queryable, id: number) => findPending(q, 'id = $1', id);
