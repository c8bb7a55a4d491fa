import { planTypeWire, type PlanType } from '../../contract/modules';
import type { Queryable } from '../db/connection';
import { demoStateOf } from '../members';
import { companyIsDemo, findDemoStoreId, isMasterDemo } from './demo-repo';
import { AppError } from '../shared/app-error';

/**
 * Demo mode (spec §1, §2, §4, §6, §8; docs/decisions/004). The company row's is_demo turns it
 * on. Then: a member whose user_allowed is false gets no token at login and 500 demo_blocked
 * on every authenticated call; the protected actions below answer 403 with the message key
 * 'featureUnavailableInDemo'; the demo_plan query parameter picks the plan shown; the demo
 * store is the default store.
 */

const demoBlocked = () =>
  new AppError(500, 'demo_blocked', 'This demo account is not allowed in. Contact the demo team.');

/** The message is the client's translation key: it shows that toast as it is. */
const featureUnavailableInDemo = () => new AppError(403, 'forbidden', 'featureUnavailableInDemo');

type ProtectedAction = { method: string; url: string; public: boolean };

/**
 * Actions that would change the shared demo data for every visitor, or reach real money or
 * real people: refused in demo mode for every member.
 */
export const protectedActions: readonly ProtectedAction[] = [
  { method: 'POST', url: '/api/payout/request_payout', public: false },
  { method: 'DELETE', url: '/api/users', public: false },
  { method: 'POST', url: '/api/kyc/submit', public: false },
  { method: 'DELETE', url: '/api/referrals/delete_kyc/:id', public: false },
  // The shared demo account's identity, contacts, secrets and money routes stay as seeded;
  // its language, currency and notification choices may be tried.
  { method: 'PUT', url: '/api/account/profile', public: false },
  { method: 'POST', url: '/api/account/avatar', public: false },
  { method: 'DELETE', url: '/api/account/avatar', public: false },
  { method: 'POST', url: '/api/account/email', public: false },
  { method: 'POST', url: '/api/account/phone', public: false },
  { method: 'PUT', url: '/api/account/bank', public: false },
  { method: 'PUT', url: '/api/account/payout_method', public: false },
  { method: 'PUT', url: '/api/account/password', public: false },
  { method: 'PUT', url: '/api/account/wallet_password', public: false },
  { method: 'POST', url: '/api/account/wallet_password/send_reset_code', public: false },
  { method: 'DELETE', url: '/api/account/sessions/:id', public: false },
  { method: 'POST', url: '/api/account/sessions/sign_out_others', public: false },
  { method: 'POST', url: '/api/auth/send_reset_otp', public: true },
  { method: 'POST', url: '/api/auth/reset_password', public: true },
];

export const findProtectedAction = (method: string, url: string | undefined) =>
  url === undefined
    ? undefined
    : protectedActions.find((a) => a.method === method && a.url === url);

export type RequestGate = {
  memberId: number | null;
  /** The demo facts read with the token, when the request has a live one. */
  demo?: { isDemo: boolean; userAllowed: boolean } | undefined;
  memberActive: boolean;
  allowBlocked: boolean;
  action: ProtectedAction | undefined;
};

/**
 * The demo rules for one request, before any handler runs. A live token brings the demo facts
 * with it (no extra read); only a public protected action reads the company. A protected member action without
 * a token is left to the handler, which answers 401.
 */
export async function enforceDemoRules(db: Queryable, gate: RequestGate): Promise<void> {
  const { memberId, action } = gate;
  if (memberId === null) {
    if (action?.public && (await companyIsDemo(db))) throw featureUnavailableInDemo();
    return;
  }
  if (gate.allowBlocked && !action) return;
  const state = gate.demo ?? (await demoStateOf(db, memberId));
  if (!state?.isDemo) return;
  // An account-blocked member is told that first (user_blocked, by requireSession).
  if (gate.memberActive && !state.userAllowed && !gate.allowBlocked) throw demoBlocked();
  if (action) throw featureUnavailableInDemo();
}

/** The plan a demo visitor asked to see (demo_plan), else the company's own. */
export function effectivePlan(configured: PlanType, isDemo: boolean, demoPlan: unknown): PlanType {
  if (!isDemo) return configured;
  const asked = planTypeWire.safeParse(demoPlan);
  return asked.success ? asked.data : configured;
}

export type DemoView = { isMasterDemo: boolean; defaultStoreId: number | null };

/** What a login answer or the bootstrap payload says about demo mode for this member. */
export async function demoView(
  db: Queryable,
  memberId: number | null,
  isDemo: boolean,
  defaultStoreId: number | null,
): Promise<DemoView> {
  if (!isDemo) return { isMasterDemo: false, defaultStoreId };
  const [master, demoStore] = await Promise.all([
    memberId === null ? Promise.resolve(false) : isMasterDemo(db, memberId),
    findDemoStoreId(db),
  ]);
  return { isMasterDemo: master, defaultStoreId: demoStore ?? defaultStoreId };
}
