import { findSecrets, findMemberById, setPayoutChoice, stampDestinationChange } from '../members';
import { payoutMethods, type PayoutMethod } from '../../contract/account';
import type { Db, Queryable } from '../db/connection';
import {
  compactCode,
  isValidAccountNumber,
  isValidBic,
  isValidIban,
  looksLikeIban,
  maskAccountNumber,
} from './account-rules';
import { maskEmail } from '../shared/masking';
import {
  bankAccountChanged,
  destinationChanged,
  payoutsHeldUntil,
  utcMinute,
} from './payout-destination';
import {
  findBank,
  findDestinationChange,
  findPayoutChoice,
  upsertBank,
  type BankAccount,
} from './account-repo';
import { getPlanSetting } from '../company';
import { AppError, invalidInput, notFound } from '../shared/app-error';
import { requirePassword, requireWalletPassword } from '../auth';
import type { MessageSender } from '../sender';
import { sendSecurityNotice } from './security-notice-service';

/** Bank details as the member may see them again: the number reduced to its last four. */
export type MaskedBank = Omit<BankAccount, 'accountNumber'> & { accountNumberMasked: string };

const masked = (b: BankAccount | null): MaskedBank | null => {
  if (!b) return null;
  const { accountNumber, ...rest } = b;
  return { ...rest, accountNumberMasked: maskAccountNumber(accountNumber) };
};

export const getBank = async (db: Queryable, memberId: number) =>
  masked(await findBank(db, memberId));

/** The bank details a member saves, with the login password that allows it. */
export type BankInput = {
  accountHolder: string;
  bankName: string;
  branch: string | null;
  accountNumber: string;
  swiftBic: string | null;
  password: string;
};

/** How the member wants to be paid, with the password that allows the change. */
export type PayoutMethodInput = {
  method: PayoutMethod;
  paypalEmail: string | null;
  password: string;
};

/**
 * Saves the bank details after the login password (money goes there), an IBAN checksum or a
 * plain account number, and a well-formed BIC; the member hears of it by mail. Another account
 * while payouts go by bank transfer is a new destination: payouts wait out the cooling-off.
 */
export async function saveBank(
  db: Db,
  sender: MessageSender,
  memberId: number,
  body: BankInput,
): Promise<MaskedBank> {
  const errors: Record<string, string[]> = {};
  const number = compactCode(body.accountNumber);
  const isIban = looksLikeIban(number) || /^[A-Z]{2}/.test(number);
  if (isIban ? !isValidIban(number) : !isValidAccountNumber(number))
    errors.account_number = [
      isIban
        ? 'This IBAN is not valid: check it for a typing mistake.'
        : 'Enter 4 to 34 digits, or an IBAN.',
    ];
  if (body.swiftBic && !isValidBic(body.swiftBic))
    errors.swift_bic = ['Enter a SWIFT/BIC of 8 or 11 letters and digits.'];
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new AppError(422, 'validation_error', first, errors);

  const secrets = await findSecrets(db, memberId);
  if (!secrets) throw notFound('Member not found.');
  await requirePassword(db, memberId, {
    hash: secrets.passwordHash,
    password: body.password,
    wrong: () => invalidInput('password', 'The password is incorrect.'),
  });

  const next = {
    accountHolder: body.accountHolder,
    bankName: body.bankName,
    branch: body.branch ?? null,
    accountNumber: number,
    isIban,
    swiftBic: body.swiftBic ? compactCode(body.swiftBic) : null,
  };
  const moved = await db.transaction(async (tx) => {
    const before = await findBank(tx, memberId);
    await upsertBank(tx, memberId, next);
    const paidByBank = (await findPayoutChoice(tx, memberId)).method === 'bank_transfer';
    const changed = paidByBank && bankAccountChanged(before, next);
    if (changed) await stampDestinationChange(tx, memberId);
    return changed;
  });
  const saved = (await getBank(db, memberId))!;
  const hold = moved ? await getPayoutHold(db, memberId) : null;
  const member = await findMemberById(db, memberId);
  if (member)
    await sendSecurityNotice(db, sender, member, {
      what: 'bank details',
      detail:
        `The bank account your payouts go to is now ${saved.bankName}, ${saved.accountNumberMasked}.` +
        heldNote(hold?.heldUntil ?? null),
      advice: 'If you did not do this, change your password and contact support at once.',
    });
  return saved;
}

const heldNote = (until: Date | null) =>
  until ? ` Payouts to it are held until ${utcMinute(until)}.` : '';

export type PayoutHold = {
  /** The end of the cooling-off after the last change of destination; null when not held. */
  heldUntil: Date | null;
  /** The company's cooling-off, hours (0: none). */
  holdHours: number;
};

/** Whether payouts are held now because the member changed where they go. */
export async function getPayoutHold(q: Queryable, memberId: number): Promise<PayoutHold> {
  const [settings, change] = await Promise.all([
    getPlanSetting(q, 'payout'),
    findDestinationChange(q, memberId),
  ]);
  const holdHours = settings.destination_hold_hours;
  return { heldUntil: payoutsHeldUntil(change.changedAt, holdHours, change.now), holdHours };
}

export type PayoutMethodState = PayoutHold & {
  method: PayoutMethod | null;
  paypalEmail: string | null;
  allowedMethods: PayoutMethod[];
  ready: boolean;
  bank: MaskedBank | null;
  /** A change asks for the wallet password when one is set, else the login password. */
  walletPasswordSet: boolean;
};

const allowedMethods = async (db: Queryable): Promise<PayoutMethod[]> =>
  (await getPlanSetting(db, 'payout')).payment_methods.filter((m): m is PayoutMethod =>
    (payoutMethods as readonly string[]).includes(m),
  );

/** The member's payout method, and whether a payout could be paid by it now. */
export async function getPayoutMethod(db: Queryable, memberId: number): Promise<PayoutMethodState> {
  const [choice, bank, allowed, hold, secrets] = await Promise.all([
    findPayoutChoice(db, memberId),
    getBank(db, memberId),
    allowedMethods(db),
    getPayoutHold(db, memberId),
    findSecrets(db, memberId),
  ]);
  const method = choice.method && allowed.includes(choice.method) ? choice.method : null;
  const ready =
    method === 'bank_transfer'
      ? bank !== null
      : method === 'paypal'
        ? choice.paypalEmail !== null
        : false;
  return {
    method,
    paypalEmail: choice.paypalEmail,
    allowedMethods: allowed,
    ready,
    bank,
    ...hold,
    walletPasswordSet: secrets?.walletPasswordHash != null,
  };
}

/**
 * Changes how the member is paid. Like a payout request it needs the wallet password when one
 * is set (else the login password); a new destination holds payouts for the company's
 * cooling-off and the member hears of it by mail, as for bank details.
 */
export async function savePayoutMethod(
  db: Db,
  sender: MessageSender,
  memberId: number,
  body: PayoutMethodInput,
): Promise<PayoutMethodState> {
  const allowed = await allowedMethods(db);
  if (!allowed.includes(body.method))
    throw invalidInput('method', 'The company does not pay by this method.');
  if (body.method === 'paypal' && !body.paypalEmail)
    throw invalidInput('paypal_email', 'Enter the email address of your PayPal account.');
  if (body.method === 'bank_transfer' && !(await findBank(db, memberId)))
    throw invalidInput('method', 'Save your bank details first: bank transfers are paid to them.');

  await requireWalletPassword(db, memberId, body.password);

  const changed = await db.transaction(async (tx) => {
    const current = await findPayoutChoice(tx, memberId);
    const next = {
      method: body.method,
      paypalEmail: body.method === 'paypal' ? body.paypalEmail : current.paypalEmail,
    };
    await setPayoutChoice(tx, memberId, next);
    const moved = destinationChanged(current, next);
    if (moved) await stampDestinationChange(tx, memberId);
    return moved;
  });
  const state = await getPayoutMethod(db, memberId);
  const member = changed ? await findMemberById(db, memberId) : null;
  if (member)
    await sendSecurityNotice(db, sender, member, {
      what: 'payout method',
      detail:
        (state.method === 'paypal'
          ? `Your payouts now go to the PayPal account ${maskEmail(state.paypalEmail ?? '')}.`
          : `Your payouts now go by bank transfer to ${state.bank?.bankName ?? 'your bank'}, ${state.bank?.accountNumberMasked ?? ''}.`) +
        heldNote(state.heldUntil),
      advice: 'If you did not do this, change your password and contact support at once.',
    });
  return state;
}
