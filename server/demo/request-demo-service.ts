import { planTypes } from '../../contract/constants';
import type { Db, Queryable } from '../db/connection';
import { rateRules, countAttempt, guard } from '../limits';
import type { Country } from '../shared/types';
import {
  countryExists,
  industryExists,
  insertDemoRequest,
  listIndustries,
  type Industry,
  type NewDemoRequest,
} from './request-demo-repo';
import { listCountries } from '../company';
import { AppError } from '../shared/app-error';

/**
 * The plans a prospect may ask to see are the plan types the engine runs; their ids are
 * stable positions in that list, so a stored request names the plan, not a number.
 */
const compensationPlans = planTypes.map((key, i) => ({
  id: i + 1,
  key,
  name: key.charAt(0).toUpperCase() + key.slice(1),
}));

export type DemoOptions = {
  countries: Country[];
  compensationPlans: { id: number; name: string }[];
  industries: Industry[];
};

export async function getDemoOptions(db: Queryable, language: string): Promise<DemoOptions> {
  const [countries, industries] = await Promise.all([
    listCountries(db, language),
    listIndustries(db),
  ]);
  return {
    countries,
    industries,
    compensationPlans: compensationPlans.map(({ id, name }) => ({ id, name })),
  };
}

/** A request as the form sends it: the plan is chosen by its id, stored by its name. */
export type DemoRequestInput = Omit<NewDemoRequest, 'compensationPlan'> & {
  compensationPlanId: number | null;
};

/** Every unknown choice is reported on its own field, all at once. */
export async function requestDemo(
  db: Db,
  input: DemoRequestInput,
  client: { ip: string },
): Promise<void> {
  const errors: Record<string, string[]> = {};
  const plan = compensationPlans.find((p) => p.id === input.compensationPlanId);
  if (input.countryId !== null && !(await countryExists(db, input.countryId)))
    errors.country_id = ['Choose a country from the list.'];
  if (input.industryId !== null && !(await industryExists(db, input.industryId)))
    errors.industry = ['Choose an industry from the list.'];
  if (input.compensationPlanId !== null && !plan)
    errors.compensation_plan = ['Choose a compensation plan from the list.'];
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new AppError(422, 'validation_error', first, errors);
  // Only a request that would be stored counts: a form with a typo costs the prospect nothing.
  await countAttempt(db, [
    guard(rateRules.demoRequestIp, client.ip),
    guard(rateRules.demoRequestEmail, input.email),
  ]);
  await insertDemoRequest(db, {
    name: input.name,
    email: input.email,
    mobile: input.mobile,
    platform: input.platform,
    countryId: input.countryId,
    industryId: input.industryId,
    compensationPlan: plan?.key ?? null,
  });
}
