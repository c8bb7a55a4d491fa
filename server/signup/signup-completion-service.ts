import { enrolInvitedLeads } from '../crm';
import { createHash } from 'node:crypto';
import type { Db } from '../db/connection';
import {
  type AuthSettings,
  loadAuthSettings,
  codeGuards,
  type Client,
  type CodeSent,
  OTP_TTL_SECONDS,
  consumeCodes,
  issueCode,
  requireCode,
  type CodeDestination,
} from '../auth';
import { maskEmail, maskPhone, phoneAddress } from '../shared/masking';
import { rateRules, countAttempt, guard, guardFailures } from '../limits';
import { insertAddress, createPackageOrder, processOrder, placeMember } from '../engine';
import {
  findPendingById,
  findPendingByKey,
  findPendingByPaymentSession,
  lockPending,
  markPaid,
  markPlaced,
  markVerified,
  setPaymentSession,
  type PendingSignup,
} from './signup-repo';
import { invalidInput, notFound } from '../shared/app-error';
import { type PaymentProvider, SESSION_ID_PLACEHOLDER } from '../orders';
import type { MessageSender } from '../sender';
import { notifyMember } from '../account';
import { insertNotification } from '../notifications';
import { findMemberById, setProfileAddress } from '../members';
import { fullName } from '../../contract/names';

/** What a signup step answers (signupResponseWire). */
export type SignupStep = {
  status: 'verify_otp' | 'payment_required' | 'active';
  key: string | null;
  username: string;
  sentTo: string | null;
  checkoutUrl: string | null;
};

/** The key a signup is continued with is random; only its digest is stored. */
export const signupKeyHash = (key: string) => createHash('sha256').update(key).digest('hex');

export type SignupDeps = {
  db: Db;
  sender: MessageSender;
  payments: PaymentProvider;
  companyName: string;
  /** Where the portal is reached: the payment provider returns the payer there. */
  origin: string;
};

const deadKey = () =>
  invalidInput('key', 'This signup has expired or is already complete. Please sign up again.');

/** A signup the key still opens: known, not expired, not yet a member. */
async function liveByKey(db: Db, key: string): Promise<PendingSignup> {
  const pending = await findPendingByKey(db, signupKeyHash(key));
  if (!pending || pending.expired || pending.memberId !== null) throw deadKey();
  return pending;
}

/**
 * The channels a signup is confirmed on: the company's otp_based_on channel gives `otp`, the
 * other one `otp2` when both are verified (auth.verify_both) and the signup has both.
 */
function signupChannels(p: PendingSignup, auth: AuthSettings) {
  const email: CodeDestination = { channel: 'email', to: p.email.toLowerCase() };
  const phone: CodeDestination | null =
    p.mobileCode && p.mobile ? { channel: 'sms', to: phoneAddress(p.mobileCode, p.mobile) } : null;
  const [first, second] = auth.otp_based_on === 'mobile' && phone ? [phone, email] : [email, phone];
  return { first, second: p.needsOtp2 ? second : null };
}

const masked = (p: PendingSignup, d: CodeDestination) =>
  d.channel === 'email' ? maskEmail(p.email) : maskPhone(p.mobileCode!, p.mobile!);

export async function sendSignupCodes(
  deps: SignupDeps,
  id: number,
  key: string,
  auth: AuthSettings,
): Promise<SignupStep> {
  const pending = (await findPendingById(deps.db, id))!;
  const { first, second } = signupChannels(pending, auth);
  const owner = { signupId: id };
  const companyName = deps.companyName;
  const language = pending.language;
  await issueCode(deps.db, deps.sender, {
    owner,
    purpose: 'signup',
    dest: first,
    companyName,
    language,
  });
  if (second)
    await issueCode(deps.db, deps.sender, {
      owner,
      purpose: 'signup2',
      dest: second,
      companyName,
      language,
    });
  return {
    status: 'verify_otp',
    key,
    username: pending.username,
    sentTo: [first, second].flatMap((d) => (d ? [masked(pending, d)] : [])).join(' and '),
    checkoutUrl: null,
  };
}

/** POST /api/users/resend_signup_verification: fresh codes, the old ones die. */
export async function resendSignupCodes(
  deps: SignupDeps,
  key: string,
  client: Client,
): Promise<CodeSent> {
  const pending = await liveByKey(deps.db, key);
  if (!pending.needsOtp || pending.verifiedAt !== null)
    throw invalidInput('key', 'This signup is already confirmed.');
  await countAttempt(deps.db, [
    guard(rateRules.otpSendAccount, `signup:${pending.id}`),
    guard(rateRules.otpSendIp, client.ip),
  ]);
  const step = await sendSignupCodes(deps, pending.id, key, await loadAuthSettings(deps.db));
  return { expiresIn: OTP_TTL_SECONDS, sentTo: step.sentTo ?? '' };
}

/** The signup key and its code(s); otp2 is the second code when both channels are verified. */
export type VerifySignupInput = { key: string; otp: string; otp2?: string | undefined };

/**
 * POST /api/users/verify_signup. Both codes are checked before either is used up, so a wrong
 * otp2 does not cost the member a right otp. Verified again (say after a cancelled payment),
 * the key alone opens a fresh checkout.
 */
export async function verifySignup(
  deps: SignupDeps,
  body: VerifySignupInput,
  client: Client,
): Promise<SignupStep> {
  const pending = await liveByKey(deps.db, body.key);
  if (pending.needsOtp && pending.verifiedAt === null) {
    if (pending.needsOtp2 && body.otp2 === undefined)
      throw invalidInput('otp2', 'Enter the second code too.');
    const owner = { signupId: pending.id };
    await guardFailures(deps.db, codeGuards(`signup:${pending.id}`, client), async () => {
      const ids = [await requireCode(deps.db, owner, 'signup', body.otp, { consume: false })];
      if (pending.needsOtp2)
        ids.push(
          await requireCode(deps.db, owner, 'signup2', body.otp2!, {
            consume: false,
            field: 'otp2',
          }),
        );
      await consumeCodes(deps.db, ids);
    });
    await markVerified(deps.db, pending.id);
  }
  return advanceSignup(deps, pending.id, body.key);
}

/** The step after the codes: pay the joining fee if one is due, else become a member. */
export async function advanceSignup(
  deps: SignupDeps,
  id: number,
  key: string,
): Promise<SignupStep> {
  const pending = (await findPendingById(deps.db, id))!;
  if (pending.fee && pending.paidAt === null) {
    const checkout = await deps.payments.createCheckout({
      reference: `signup-${pending.id}`,
      amountMinor: pending.fee.minor,
      currency: pending.fee.currency,
      description: 'Joining fee',
      customerEmail: pending.email,
      successUrl: `${deps.origin}/signup/stripe/success/${SESSION_ID_PLACEHOLDER}`,
      cancelUrl: `${deps.origin}/signup/stripe/cancel`,
    });
    await setPaymentSession(deps.db, pending.id, deps.payments.name, checkout.sessionId);
    return {
      status: 'payment_required',
      key,
      username: pending.username,
      sentTo: null,
      checkoutUrl: checkout.checkoutUrl,
    };
  }
  await announceJoining(deps, await placeSignup(deps.db, pending.id, deps.payments.name));
  return {
    status: 'active',
    key: null,
    username: pending.username,
    sentTo: null,
    checkoutUrl: null,
  };
}

const notPaid = () => invalidInput('session_id', 'The payment has not been completed.');

/**
 * GET /api/users/signup_payment/{sessionId}: the success screen asks the provider whether the
 * session was paid and, if so, the member is placed. Asking again answers the same.
 */
export async function confirmSignupPayment(
  deps: SignupDeps,
  sessionId: string,
): Promise<SignupStep> {
  const pending = await findPendingByPaymentSession(deps.db, sessionId);
  if (!pending) throw notFound('No such payment.');
  const active = {
    status: 'active',
    key: null,
    username: pending.username,
    sentTo: null,
    checkoutUrl: null,
  } as const;
  if (pending.memberId !== null) return active;
  const status = await deps.payments.sessionStatus(sessionId);
  if (status.state !== 'paid') throw notPaid();
  if (
    (status.amountMinor !== null && status.amountMinor !== pending.fee?.minor) ||
    (status.currency !== null &&
      status.currency.toUpperCase() !== pending.fee?.currency.toUpperCase())
  )
    throw notPaid();
  await markPaid(deps.db, pending.id);
  if (pending.needsOtp && pending.verifiedAt === null)
    throw invalidInput('otp', 'Confirm your code first.');
  await announceJoining(
    deps,
    await placeSignup(deps.db, pending.id, pending.paymentProvider ?? deps.payments.name),
  );
  return active;
}

/** The sponsor hears of a new member in their team (their e-mail switch decides). */
async function announceJoining(deps: { db: Db; sender: MessageSender }, memberId: number) {
  const member = await findMemberById(deps.db, memberId);
  if (!member?.sponsorId) return;
  await insertNotification(deps.db, {
    memberId: member.sponsorId,
    event: 'new_joining',
    kind: 'message',
    title: `${fullName(member.firstName, member.lastName)} joined your team`,
    body: `${member.username} signed up with you as their sponsor.`,
    refId: null,
    serverText: true,
  });
  await notifyMember(deps.db, deps.sender, member.sponsorId, 'new_joining', {
    subject: `${fullName(member.firstName, member.lastName)} joined your team`,
    body: `${fullName(member.firstName, member.lastName)} (${member.username}) signed up with you as their sponsor.`,
  });
}

/**
 * The member is created and placed by the engine only now, in one transaction with its
 * address and its joining order (a package fee buys the package: volumes and bonuses follow).
 */
async function placeSignup(db: Db, id: number, paymentMethod: string): Promise<number> {
  return db.transaction(async (tx) => {
    const p = (await lockPending(tx, id))!;
    if (p.memberId !== null) return p.memberId;
    const memberId = await placeMember(tx, {
      username: p.username,
      email: p.email,
      firstName: p.firstName,
      lastName: p.lastName,
      mobileCode: p.mobileCode,
      mobile: p.mobile,
      passwordHash: p.passwordHash,
      sponsorId: p.sponsorId,
      placementId: p.placementId,
      position: p.position,
      language: p.language,
    });
    const address = {
      firstName: p.firstName,
      lastName: p.lastName,
      address1: p.address,
      city: p.city,
      postcode: p.postcode,
      email: p.email,
      phone: p.mobile ? phoneAddress(p.mobileCode ?? '', p.mobile) : null,
      countryId: p.countryId,
      zoneId: p.zoneId,
    };
    // The signup's address is also the member's own, on the account's basic details.
    await setProfileAddress(tx, memberId, address);
    if (p.fee?.packageId) {
      const orderId = await createPackageOrder(tx, {
        memberId,
        packageId: p.fee.packageId,
        kind: 'joining',
        paymentMethod,
        billingAddress: address,
      });
      await processOrder(tx, orderId);
    } else {
      await insertAddress(tx, memberId, address);
    }
    await markPlaced(tx, id, memberId);
    await enrolInvitedLeads(tx, id, { id: memberId, username: p.username });
    return memberId;
  });
}
