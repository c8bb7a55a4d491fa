import type { Queryable } from '../db/connection';

export type OtpPurpose =
  | 'login'
  | 'reset'
  | 'signup'
  | 'signup2'
  | 'email_change'
  | 'phone_change'
  | 'wallet_reset'
  | 'account_unlock';

/** Whose code it is: a member, or a signup that is not a member yet. */
export type OtpOwner = { memberId: number } | { signupId: number };

const ownerWhere = (owner: OtpOwner) =>
  'memberId' in owner
    ? { column: 'member_id', id: owner.memberId }
    : { column: 'signup_id', id: owner.signupId };

/** A newer code replaces the older ones of the same purpose: only the latest can be used. */
export async function retireCodes(tx: Queryable, owner: OtpOwner, purpose: OtpPurpose) {
  const { column, id } = ownerWhere(owner);
  await tx.query(
    `UPDATE otp_codes SET used_at = now()
      WHERE ${column} = $1 AND purpose = $2 AND used_at IS NULL`,
    [id, purpose],
  );
}

export async function insertCode(
  tx: Queryable,
  input: {
    owner: OtpOwner;
    purpose: OtpPurpose;
    channel: 'email' | 'sms';
    destination: string;
    salt: string;
    codeHash: string;
    ttlSeconds: number;
  },
): Promise<number> {
  const owner = ownerWhere(input.owner);
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO otp_codes (purpose, ${owner.column}, channel, destination, salt, code_hash, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))
     RETURNING id`,
    [
      input.purpose,
      owner.id,
      input.channel,
      input.destination,
      input.salt,
      input.codeHash,
      input.ttlSeconds,
    ],
  );
  return rows[0]!.id;
}

export type StoredCode = {
  id: number;
  salt: string;
  codeHash: string;
  attempts: number;
  expired: boolean;
  used: boolean;
};

/** The latest code of that purpose, locked until the transaction ends (tries are counted). */
export async function lockLatestCode(
  tx: Queryable,
  owner: OtpOwner,
  purpose: OtpPurpose,
): Promise<StoredCode | null> {
  const { column, id } = ownerWhere(owner);
  const rows = await tx.query<StoredCode>(
    `SELECT id, salt, code_hash AS "codeHash", attempts, expires_at <= now() AS expired,
            used_at IS NOT NULL AS used
       FROM otp_codes
      WHERE ${column} = $1 AND purpose = $2
      ORDER BY created_at DESC, id DESC
      LIMIT 1
      FOR UPDATE`,
    [id, purpose],
  );
  return rows[0] ?? null;
}

export async function countWrongTry(tx: Queryable, id: number): Promise<void> {
  await tx.query('UPDATE otp_codes SET attempts = attempts + 1 WHERE id = $1', [id]);
}

/** Marks a code used; false when another request used it first. */
export async function useCode(q: Queryable, id: number): Promise<boolean> {
  const rows = await q.query(
    'UPDATE otp_codes SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id',
    [id],
  );
  return rows.length > 0;
}

/** Account deletion: no unused code of the member stays usable. */
export async function expireMemberCodes(db: Queryable, memberId: number): Promise<void> {
  await db.query('UPDATE otp_codes SET used_at = now() WHERE member_id = $1 AND used_at IS NULL', [
    memberId,
  ]);
}
