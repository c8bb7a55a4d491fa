import { payoutMethods, type BankBodyWire, type PayoutMethod } from '../../../contract/account';
import type { Db, Queryable } from '../../db/connection';
import {
  compactCode,
  isValidAccountNumber,
  isValidBic,
  isValidIban,
  looksLikeIban,
  maskAccountNumber,
} from '../../domain/account-rules';
import {
  findBank,
  findPayoutChoice,
  findSecrets,
  setPayoutChoice,
  upsertBank,
  type BankAccount,
} from '../../repositories/account-repo';
import { findMemberById } from '../../repositories/member-repo';
import { getPlanSetting } from '../../repositories/plan-settings-repo';
import { AppError, invalidInput, notFound } from '../app-error';
import { verifyPassword } from '../auth/passwords';
import type { MessageSender } from '../sender/message-sender';
import { sendSecurityNotice } from './security-notice';

/** Bank details as the member may see them again: the number reduced to its last four. */
export type MaskedBank = Omit<BankAccount, 'accountNumber'> & { accountNumberMasked: string };

const masked = (b: BankAccount | null): MaskedBank | null => {
  if (!b) return null;
  const { accountNumber, ...rest } = b;
  return { ...rest, accountNumberMasked: maskAccountNumber(accountNumber) };
};

export const getBank = async (db: Queryable, memberId: number) =>
  masked(await findBank(db, memberId));

/**
 * Saves the bank details after the login password (money goes there), an IBAN checksum or a
 * plain account number, and a well-formed BIC; the member hears of it by mail.
 */
export async function saveBank(
  db: Db,
  sender: MessageSender,
  memberId: number,
  body: BankBodyWire,
): Promise<MaskedBank> {
  const errors: Record<string, string[]> = {};
  const number = compactCode(body.account_number);
  const isIban = looksLikeIban(number) || /^[A-Z]{2}/.test(number);
  if (isIban ? !isValidIban(number) : !isValidAccountNumber(number))
    errors.account_number = [
      isIban
        ? 'This IBAN is not valid: check it for a typing mistake.'
        : 'Enter 4 to 34 digits, or an IBAN.',
    ];
  if (body.swift_bic && !isValidBic(body.swift_bic))
    errors.swift_bic = ['Enter a SWIFT/BIC of 8 or 11 letters and digits.'];
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new AppError(422, 'validation_error', first, errors);

  const secrets = await findSecrets(db, memberId);
  if (!secrets) throw notFound('Member not found.');
  if (!(await verifyPassword(secrets.passwordHash, body.password)))
    throw invalidInput('password', 'The password is incorrect.');

  await upsertBank(db, memberId, {
    accountHolder: body.account_holder,
    bankName: body.bank_name,
    branch: body.branch ?? null,
    accountNumber: number,
    isIban,
    swiftBic: body.swift_bic ? compactCode(body.swift_bic) : null,
  });
  const saved = (await getBank(db, memberId))!;
  const member = await findMemberById(db, memberId);
  if (member)
    await sendSecurityNotice(db, sender, member.email, {
      what: 'bank details',
      detail: `The bank account your payouts go to is now ${saved.bankName}, ${saved.accountNumberMasked}.`,
      advice: 'If you did not do this, change your password and contact support at once.',
    });
  return saved;
}

export type PayoutMethodState = {
  method: PayoutMethod | null;
  paypalEmail: string | null;
  allowedMethods: PayoutMethod[];
  ready: boolean;
  bank: MaskedBank | null;
};

const allowedMethods = async (db: Queryable): Promise<PayoutMethod[]> =>
  (await getPlanSetting(db, 'payout')).payment_methods.filter((m): m is PayoutMethod =>
    (payoutMethods as readonly string[]).includes(m),
  );

/** The member's payout method, and whether a payout could be paid by it now. */
export async function getPayoutMethod(db: Queryable, memberId: number): Promise<PayoutMethodState> {
  const [choice, bank, allowed] = await Promise.all([
    findPayoutChoice(db, memberId),
    getBank(db, memberId),
    allowedMethods(db),
  ]);
  const method = choice.method && allowed.includes(choice.method) ? choice.method : null;
  const ready =
    method === 'bank_transfer'
      ? bank !== null
      : method === 'paypal'
        ? choice.paypalEmail !== null
        : false;
  return { method, paypalEmail: choice.paypalEmail, allowedMethods: allowed, ready, bank };
}

export async function savePayoutMethod(
  db: Db,
  memberId: number,
  body: { method: PayoutMethod; paypal_email: string | null },
): Promise<PayoutMethodState> {
  const allowed = await allowedMethods(db);
  if (!allowed.includes(body.method))
    throw invalidInput('method', 'The company does not pay by this method.');
  if (body.method === 'paypal' && !body.paypal_email)
    throw invalidInput('paypal_email', 'Enter the email address of your PayPal account.');
  if (body.method === 'bank_transfer' && !(await findBank(db, memberId)))
    throw invalidInput('method', 'Save your bank details first: bank transfers are paid to them.');
  const current = await findPayoutChoice(db, memberId);
  await setPayoutChoice(db, memberId, {
    method: body.method,
    paypalEmail: body.method === 'paypal' ? body.paypal_email : current.paypalEmail,
  });
  return getPayoutMethod(db, memberId);
}
