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

type PendingRow = {
  id: number;
  sponsor_id: number;
  added_by_id: number | null;
  placement_id: number | null;
  position: 'L' | 'R' | null;
  username: string;
  email: string;
  mobile_code: string | null;
  mobile: string | null;
  first_name: string;
  last_name: string | null;
  password_hash: string;
  country_id: number;
  zone_id: number;
  city: string;
  address: string;
  postcode: string;
  language: string;
  needs_otp: boolean;
  needs_otp2: boolean;
  fee_minor: number | null;
  fee_currency: string | null;
  fee_package_id: number | null;
  payment_provider: string | null;
  payment_session_id: string | null;
  verified_at: Date | null;
  paid_at: Date | null;
  member_id: number | null;
  expired: boolean;
};

const toPending = (r: PendingRow): PendingSignup => ({
  id: r.id,
  sponsorId: r.sponsor_id,
  addedById: r.added_by_id,
  placementId: r.placement_id,
  position: r.position,
  username: r.username,
  email: r.email,
  mobileCode: r.mobile_code,
  mobile: r.mobile,
  firstName: r.first_name,
  lastName: r.last_name,
  passwordHash: r.password_hash,
  countryId: r.country_id,
  zoneId: r.zone_id,
  city: r.city,
  address: r.address,
  postcode: r.postcode,
  language: r.language,
  needsOtp: r.needs_otp,
  needsOtp2: r.needs_otp2,
  fee:
    r.fee_minor === null
      ? null
      : { minor: r.fee_minor, currency: r.fee_currency ?? 'USD', packageId: r.fee_package_id },
  paymentProvider: r.payment_provider,
  paymentSessionId: r.payment_session_id,
  verifiedAt: r.verified_at,
  paidAt: r.paid_at,
  memberId: r.member_id,
  expired: r.expired,
});

const pendingColumns = `id, sponsor_id, added_by_id, placement_id, position, username, email,
  mobile_code, mobile, first_name, last_name, password_hash, country_id, zone_id, city, address,
  postcode, language, needs_otp, needs_otp2, fee_minor, fee_currency, fee_package_id,
  payment_provider, payment_session_id, verified_at, paid_at, member_id,
  expires_at <= now() AS expired`;

export async function findPendingByKey(
  q: Queryable,
  keyHash: string,
): Promise<PendingSignup | null> {
  const rows = await q.query<PendingRow>(
    `SELECT ${pendingColumns} FROM pending_signups WHERE key_hash = $1`,
    [keyHash],
  );
  return rows[0] ? toPending(rows[0]) : null;
}

export async function findPendingByPaymentSession(
  q: Queryable,
  sessionId: string,
): Promise<PendingSignup | null> {
  const rows = await q.query<PendingRow>(
    `SELECT ${pendingColumns} FROM pending_signups WHERE payment_session_id = $1`,
    [sessionId],
  );
  return rows[0] ? toPending(rows[0]) : null;
}

/** Locks the row for the completion step, so two confirmations cannot both place it. */
export async function lockPending(q: Queryable, id: number): Promise<PendingSignup | null> {
  const rows = await q.query<PendingRow>(
    `SELECT ${pendingColumns} FROM pending_signups WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0] ? toPending(rows[0]) : null;
}

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
export async function pendingUsernameInUse(q: Queryable, username: string): Promise<boolean> {
  const rows = await q.query(
    `SELECT 1 FROM pending_signups
      WHERE lower(username) = lower($1) AND member_id IS NULL AND expires_at > now() LIMIT 1`,
    [username],
  );
  return rows.length > 0;
}

export async function pendingEmailInUse(q: Queryable, email: string): Promise<boolean> {
  const rows = await q.query(
    `SELECT 1 FROM pending_signups
      WHERE lower(email) = lower($1) AND member_id IS NULL AND expires_at > now() LIMIT 1`,
    [email],
  );
  return rows.length > 0;
}

export async function pendingMobileInUse(
  q: Queryable,
  mobileCode: string,
  mobile: string,
): Promise<boolean> {
  const rows = await q.query(
    `SELECT 1 FROM pending_signups
      WHERE ltrim(mobile_code, '+') = ltrim($1, '+') AND mobile = $2
        AND member_id IS NULL AND expires_at > now() LIMIT 1`,
    [mobileCode, mobile],
  );
  return rows.length > 0;
}

export async function findPendingById(q: Queryable, id: number): Promise<PendingSignup | null> {
  const rows = await q.query<PendingRow>(
    `SELECT ${pendingColumns} FROM pending_signups WHERE id = $1`,
    [id],
  );
  return rows[0] ? toPending(rows[0]) : null;
}
