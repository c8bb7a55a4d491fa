import type { Queryable } from '../db/connection';
import { keysetAfter, keysetFetch, keysetOrder } from '../db/keyset';
import type { PageRequest } from '../http/paging';
import type {
  DeskAuditRow,
  DeskMemberDetail,
  DeskMemberRow,
  DeskSignIn,
  PendingVerification,
} from './desk-members';

/**
 * The desk's read model of members (issue 30 point 4): reads members, their ledger
 * summaries, sessions, KYC and audit rows; it writes nothing (each table keeps its writer).
 */

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

type RowSql = {
  id: string | number;
  username: string;
  first_name: string;
  last_name: string | null;
  email: string;
  status: number;
  rank_name: string | null;
  package_name: string | null;
  joined_at: Date;
  joined_key: string;
  sponsor_username: string | null;
  balance: string | number;
};

const rowColumns = `m.id, m.username, m.first_name, m.last_name, m.email, m.status,
  r.name AS rank_name, p.name AS package_name, m.joined_at, m.joined_at::text AS joined_key,
  s.username AS sponsor_username,
  (SELECT coalesce(sum(d.credit_minor - d.debit_minor), 0)::int8 FROM ledger_daily d
    WHERE d.member_id = m.id AND d.account = 'wallet') AS balance`;

const rowJoins = `LEFT JOIN ranks r ON r.id = m.rank_id
  LEFT JOIN packages p ON p.id = m.package_id
  LEFT JOIN members s ON s.id = m.sponsor_id`;

const toRow = (r: RowSql): DeskMemberRow => ({
  id: Number(r.id),
  username: r.username,
  firstName: r.first_name,
  lastName: r.last_name,
  email: r.email,
  status: Number(r.status),
  rankName: r.rank_name,
  packageName: r.package_name,
  joinedAt: new Date(r.joined_at),
  createdKey: r.joined_key,
  sponsorUsername: r.sponsor_username,
  balanceMinor: Number(r.balance),
});

/**
 * One keyset page of members (never operators, never closed accounts), newest first. The
 * text matches a username or email by its start, a name anywhere, and digits an id too.
 */
/**
 * The desk's member search, newest first, except that on the first page the members the text
 * names exactly (username, email or id) come first: an operator who types a whole username
 * finds that member on top, not below newer near-matches. The walk leaves them out, so no page
 * repeats them.
 */
export async function searchMembers(
  q: Queryable,
  text: string,
  page: PageRequest,
): Promise<DeskMemberRow[]> {
  const params: unknown[] = [];
  const where = ['m.role_id <> 1', 'm.deleted_at IS NULL'];
  let exact: string | null = null;
  if (text !== '') {
    const lowered = text.toLowerCase();
    const prefix = `$${params.push(`${escapeLike(lowered)}%`)}`;
    const anywhere = `$${params.push(`%${escapeLike(lowered)}%`)}`;
    const whole = `$${params.push(lowered)}`;
    const matches = [
      `lower(m.username) LIKE ${prefix}`,
      `lower(m.email) LIKE ${prefix}`,
      `lower(m.first_name || ' ' || coalesce(m.last_name, '')) LIKE ${anywhere}`,
    ];
    // IS NOT DISTINCT FROM: never null, so NOT (…) keeps a member without an email.
    const named = [
      `lower(m.username) IS NOT DISTINCT FROM ${whole}`,
      `lower(m.email) IS NOT DISTINCT FROM ${whole}`,
    ];
    if (/^\d{1,15}$/.test(text)) {
      const id = `$${params.push(Number(text))}::int8`;
      matches.push(`m.id = ${id}`);
      named.push(`m.id = ${id}`);
    }
    where.push(`(${matches.join(' OR ')})`);
    exact = `(${named.join(' OR ')})`;
  }
  const shared = params.length;
  const head =
    exact !== null && page.after === null
      ? await q.query<RowSql>(
          `SELECT ${rowColumns} FROM members m ${rowJoins}
            WHERE ${[...where, exact].join(' AND ')} ORDER BY m.id LIMIT 3`,
          params.slice(0, shared),
        )
      : [];
  if (exact !== null) where.push(`NOT ${exact}`);
  const walk = { at: 'm.joined_at', id: 'm.id' };
  if (page.after) where.push(keysetAfter(params, page.after, walk));
  params.push(keysetFetch(page.limit));
  const rows = await q.query<RowSql>(
    `SELECT ${rowColumns} FROM members m ${rowJoins}
      WHERE ${where.join(' AND ')}
      ORDER BY ${keysetOrder(walk)} LIMIT $${params.length}`,
    params,
  );
  return [...head, ...rows].map(toRow);
}

type DetailSql = RowSql & {
  mobile_code: string | null;
  mobile: string | null;
  country: string | null;
  language: string;
  currency: string;
  parent_username: string | null;
  position: 'L' | 'R' | null;
  depth: number;
  held: string | number;
  owed: string | number;
  kyc_pending: string | number;
  kyc_approved: string | number;
  kyc_rejected: string | number;
};

/** One member (not an operator, not closed), with balances and KYC counts; null if none. */
export async function findDeskMember(
  q: Queryable,
  memberId: number,
): Promise<Omit<DeskMemberDetail, 'signIns' | 'audit' | 'pendingVerification'> | null> {
  const rows = await q.query<DetailSql>(
    `SELECT ${rowColumns}, m.mobile_code, m.mobile, c.name AS country, m.language, m.currency,
            pa.username AS parent_username, m.position, m.depth,
            (SELECT coalesce(sum(d.credit_minor - d.debit_minor), 0)::int8 FROM ledger_daily d
              WHERE d.member_id = m.id AND d.account = 'wallet:held') AS held,
            (SELECT coalesce(sum(d.credit_minor - d.debit_minor), 0)::int8 FROM ledger_daily d
              WHERE d.member_id = m.id AND d.account = 'wallet:owed') AS owed,
            (SELECT count(*) FROM kyc_documents k WHERE k.member_id = m.id AND k.status = 'pending') AS kyc_pending,
            (SELECT count(*) FROM kyc_documents k WHERE k.member_id = m.id AND k.status = 'approved') AS kyc_approved,
            (SELECT count(*) FROM kyc_documents k WHERE k.member_id = m.id AND k.status = 'rejected') AS kyc_rejected
       FROM members m ${rowJoins}
       LEFT JOIN members pa ON pa.id = m.parent_id
       LEFT JOIN countries c ON c.id = m.country_id
      WHERE m.id = $1 AND m.role_id <> 1 AND m.deleted_at IS NULL`,
    [memberId],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    ...toRow(r),
    mobile: r.mobile ? `+${(r.mobile_code ?? '').replace(/^\+/, '')} ${r.mobile}` : null,
    country: r.country,
    language: r.language,
    currency: r.currency,
    parentUsername: r.parent_username,
    position: r.position,
    depth: Number(r.depth),
    heldMinor: Number(r.held),
    owedMinor: -Number(r.owed),
    kyc: {
      pending: Number(r.kyc_pending),
      approved: Number(r.kyc_approved),
      rejected: Number(r.kyc_rejected),
    },
  };
}

/** The member's latest sessions, the operators' views among them (named), newest first. */
export async function listSignIns(
  q: Queryable,
  memberId: number,
  limit = 10,
): Promise<DeskSignIn[]> {
  const rows = await q.query<{
    created_at: Date;
    last_used_at: Date | null;
    ip: string | null;
    user_agent: string | null;
    live: boolean;
    viewed_by: string | null;
  }>(
    `SELECT t.created_at, t.last_used_at, t.ip, t.user_agent,
            (t.revoked_at IS NULL AND t.expires_at > now()) AS live, o.username AS viewed_by
       FROM auth_tokens t LEFT JOIN members o ON o.id = t.viewed_by
      WHERE t.member_id = $1
      ORDER BY t.created_at DESC, t.id DESC LIMIT $2`,
    [memberId, limit],
  );
  return rows.map((r) => ({
    createdAt: new Date(r.created_at),
    lastUsedAt: r.last_used_at ? new Date(r.last_used_at) : null,
    ip: r.ip,
    userAgent: r.user_agent,
    live: r.live,
    viewedBy: r.viewed_by,
  }));
}

/** The latest audit rows about the member, newest first. */
export async function listMemberAudit(
  q: Queryable,
  memberId: number,
  limit = 20,
): Promise<DeskAuditRow[]> {
  const rows = await q.query<{
    id: string | number;
    created_at: Date;
    operator_username: string;
    action: string;
    reason: string | null;
    before: unknown;
    after: unknown;
  }>(
    `SELECT a.id, a.created_at, o.username AS operator_username, a.action, a.reason,
            a.before, a.after
       FROM operator_audit a JOIN members o ON o.id = a.operator_id
      WHERE a.subject_type = 'member' AND a.subject_id = $1
      ORDER BY a.created_at DESC, a.id DESC LIMIT $2`,
    [String(memberId), limit],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    createdAt: new Date(r.created_at),
    operatorUsername: r.operator_username,
    action: r.action,
    reason: r.reason,
    before: r.before,
    after: r.after,
  }));
}

/**
 * A contact change the member started in the last day and has not confirmed: the newest
 * email or phone change code still unused, whether or not it expired.
 */
export async function findPendingVerification(
  q: Queryable,
  memberId: number,
): Promise<PendingVerification | null> {
  const rows = await q.query<{
    purpose: 'email_change' | 'phone_change';
    channel: 'email' | 'sms';
    destination: string;
    created_at: Date;
  }>(
    `SELECT purpose, channel, destination, created_at FROM otp_codes
      WHERE member_id = $1 AND purpose IN ('email_change', 'phone_change') AND used_at IS NULL
        AND created_at > now() - interval '1 day'
      ORDER BY created_at DESC, id DESC LIMIT 1`,
    [memberId],
  );
  const r = rows[0];
  return r
    ? { purpose: r.purpose, channel: r.channel, to: r.destination, sentAt: new Date(r.created_at) }
    : null;
}

/** An operator's username (the view's banner names them). */
export async function operatorUsername(q: Queryable, operatorId: number): Promise<string> {
  const rows = await q.query<{ username: string }>('SELECT username FROM members WHERE id = $1', [
    operatorId,
  ]);
  return rows[0]?.username ?? '';
}
