import type { Profile } from '../../contract/model';
import type { Queryable } from '../db/connection';
import type { PayoutChoice } from '../members';
import { foldedSql } from '../db/translated';

// The member's own account rows (issue 12). Every statement is keyed by the member id the
// route took from the token; none of them reaches another member's row.

export type { Profile } from '../../contract/model';

export async function findProfile(q: Queryable, memberId: number): Promise<Profile | null> {
  const rows = await q.query<Profile>(
    `SELECT username, first_name AS "firstName", last_name AS "lastName",
            to_char(date_of_birth, 'YYYY-MM-DD') AS "dateOfBirth", gender,
            address_1 AS "address1", address_2 AS "address2", city, country_id AS "countryId",
            zone_id AS "zoneId", postcode, email, mobile_code AS "mobileCode", mobile, avatar
       FROM members WHERE id = $1 AND deleted_at IS NULL`,
    [memberId],
  );
  return rows[0] ?? null;
}

/** Where a code was sent: the new address an email or phone change waits to confirm. */
export async function codeDestination(q: Queryable, codeId: number): Promise<string | null> {
  const rows = await q.query<{ destination: string }>(
    'SELECT destination FROM otp_codes WHERE id = $1',
    [codeId],
  );
  return rows[0]?.destination ?? null;
}

export type BankAccount = {
  accountHolder: string;
  bankName: string;
  branch: string | null;
  accountNumber: string;
  isIban: boolean;
  swiftBic: string | null;
  updatedAt: Date;
};

export async function findBank(q: Queryable, memberId: number): Promise<BankAccount | null> {
  const rows = await q.query<BankAccount>(
    `SELECT account_holder AS "accountHolder", bank_name AS "bankName", branch,
            account_number AS "accountNumber", is_iban AS "isIban", swift_bic AS "swiftBic",
            updated_at AS "updatedAt"
       FROM member_bank_accounts WHERE member_id = $1`,
    [memberId],
  );
  return rows[0] ?? null;
}

export async function upsertBank(
  q: Queryable,
  memberId: number,
  b: Omit<BankAccount, 'updatedAt'>,
) {
  await q.query(
    `INSERT INTO member_bank_accounts
       (member_id, account_holder, bank_name, branch, account_number, is_iban, swift_bic)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (member_id) DO UPDATE SET account_holder = $2, bank_name = $3, branch = $4,
       account_number = $5, is_iban = $6, swift_bic = $7, updated_at = now()`,
    [memberId, b.accountHolder, b.bankName, b.branch, b.accountNumber, b.isIban, b.swiftBic],
  );
}

export async function findPayoutChoice(q: Queryable, memberId: number): Promise<PayoutChoice> {
  const rows = await q.query<{
    payout_method: PayoutChoice['method'];
    paypal_email: string | null;
  }>('SELECT payout_method, paypal_email FROM members WHERE id = $1', [memberId]);
  return { method: rows[0]?.payout_method ?? null, paypalEmail: rows[0]?.paypal_email ?? null };
}

export async function languageExists(q: Queryable, code: string): Promise<boolean> {
  return (await q.query('SELECT 1 FROM languages WHERE code = $1', [code])).length > 0;
}

export async function currencyExists(q: Queryable, code: string): Promise<boolean> {
  return (await q.query('SELECT 1 FROM currencies WHERE code = $1', [code])).length > 0;
}

export type StoredPreference = { event: string; email: boolean; inApp: boolean };

export async function listNotificationPreferences(
  q: Queryable,
  memberId: number,
): Promise<StoredPreference[]> {
  const rows = await q.query<{ event: string; email: boolean; in_app: boolean }>(
    'SELECT event, email, in_app FROM notification_preferences WHERE member_id = $1',
    [memberId],
  );
  return rows.map((r) => ({ event: r.event, email: r.email, inApp: r.in_app }));
}

export async function saveNotificationPreference(
  q: Queryable,
  memberId: number,
  p: StoredPreference,
) {
  await q.query(
    `INSERT INTO notification_preferences (member_id, event, email, in_app) VALUES ($1, $2, $3, $4)
     ON CONFLICT (member_id, event) DO UPDATE SET email = $3, in_app = $4`,
    [memberId, p.event, p.email, p.inApp],
  );
}

export type Faq = { id: number; category: string; question: string; answer: string };

/**
 * The FAQs in a language, optionally only those whose question, answer or category holds
 * `search`, ignoring case and accents ("contrasena" finds "Contraseña") on either database.
 */
export async function listFaqs(
  q: Queryable,
  language: string,
  search: string | null,
): Promise<Faq[]> {
  const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const holds = (column: string) => `${foldedSql(column)} LIKE ${foldedSql('$2::text')}`;
  return q.query<Faq>(
    `SELECT id, category, question, answer FROM faqs
      WHERE language = $1
        AND ($2::text IS NULL OR ${holds('question')} OR ${holds('answer')} OR ${holds('category')})
      ORDER BY category, sort_order, id`,
    [language, pattern],
  );
}

export type SessionRow = {
  id: number;
  userAgent: string | null;
  ip: string | null;
  createdAt: Date;
  lastUsedAt: Date | null;
};

export async function listLiveSessions(q: Queryable, memberId: number): Promise<SessionRow[]> {
  const rows = await q.query<{
    id: number;
    user_agent: string | null;
    ip: string | null;
    created_at: Date;
    last_used_at: Date | null;
  }>(
    `SELECT id, user_agent, ip, created_at, last_used_at FROM auth_tokens
      WHERE member_id = $1 AND revoked_at IS NULL AND expires_at > now() AND NOT read_only
      ORDER BY COALESCE(last_used_at, created_at) DESC, id DESC`,
    [memberId],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    userAgent: r.user_agent,
    ip: r.ip,
    createdAt: new Date(r.created_at),
    lastUsedAt: r.last_used_at ? new Date(r.last_used_at) : null,
  }));
}

export type DestinationChange = { changedAt: Date | null; now: Date };

/** When the member last changed where payouts go, and the database's clock to judge it by. */
export async function findDestinationChange(
  q: Queryable,
  memberId: number,
): Promise<DestinationChange> {
  const rows = await q.query<{ changed_at: Date | null; now: Date }>(
    'SELECT payout_destination_changed_at AS changed_at, now() AS now FROM members WHERE id = $1',
    [memberId],
  );
  const r = rows[0];
  return {
    changedAt: r?.changed_at ? new Date(r.changed_at) : null,
    now: r ? new Date(r.now) : new Date(),
  };
}

/** Account deletion: the bank details and notification choices go. */
export async function deleteBankAndPreferencesOf(db: Queryable, memberId: number): Promise<void> {
  await db.query('DELETE FROM member_bank_accounts WHERE member_id = $1', [memberId]);
  await db.query('DELETE FROM notification_preferences WHERE member_id = $1', [memberId]);
}
