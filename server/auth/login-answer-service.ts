import type { PlanType } from '../../contract/modules';
import type { Queryable } from '../db/connection';
import type { Currency } from '../shared/types';
import type { LoginOutcome } from './session-service';
import type { CompanySettings } from '../company';
import { demoView, effectivePlan } from '../demo';
import { issueSsoTicket } from './sso-service';

export type LoginAnswer = LoginOutcome & {
  plan: PlanType;
  isMasterDemo: boolean;
  defaultStoreId: number | null;
  currency: Currency;
  ssoToken: string | null;
};

/**
 * Everything a login answer says besides the member (spec §3 login response, §4 login
 * success): in demo mode the demo_plan asked for, the master-demo flag and the demo store;
 * with the store module on, the SSO ticket of the new session.
 */
export async function completeLogin(
  db: Queryable,
  outcome: LoginOutcome,
  settings: CompanySettings,
  opts: { demoPlan: unknown; storeTokenSecret: string | undefined },
): Promise<LoginAnswer> {
  const isDemo = settings.company.isDemo;
  const view = await demoView(db, outcome.member.id, isDemo, settings.storeSettings.default_store);
  const ssoToken =
    outcome.token !== null && settings.modules.store
      ? await issueSsoTicket({ db, secret: opts.storeTokenSecret }, outcome.member.id)
      : null;
  return {
    ...outcome,
    plan: effectivePlan(settings.modules.compensation_plan, isDemo, opts.demoPlan),
    isMasterDemo: view.isMasterDemo,
    defaultStoreId: view.defaultStoreId,
    currency:
      settings.currencies.find((c) => c.code === outcome.member.currency) ??
      settings.defaultCurrency,
    ssoToken,
  };
}
