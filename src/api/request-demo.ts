import { get, post } from './http';
import type { Country } from '@contract/model';
import { toCountry } from './modules';
import {
  demoOptionsWire,
  demoPlatform,
  demoRequestResponseWire,
  type DemoOptionWire,
  type DemoRequestBodyWire,
} from '@contract/request-demo';

const asVisitor = { auth: false, skipUnauthorizedHandler: true } as const;

type DemoOption = { id: number; name: string };
const toDemoOption = (w: DemoOptionWire): DemoOption => ({ id: w.id, name: w.name });

/** Spec §3 Demo-request options; the server calls the plans compensation_plans. */
export type DemoOptions = { countries: Country[]; plans: DemoOption[]; industries: DemoOption[] };

export async function getDemoOptions(): Promise<DemoOptions> {
  const w = await get('/api/request_demo', { schema: demoOptionsWire, ...asVisitor });
  return {
    countries: w.countries.map(toCountry),
    plans: w.compensation_plans.map(toDemoOption),
    industries: w.industries.map(toDemoOption),
  };
}

/** The demo-request form as typed; a select left alone is null. */
export type DemoRequestForm = {
  name: string;
  email: string;
  mobile: string;
  countryId: number | null;
  industryId: number | null;
  planId: number | null;
};

/**
 * Spec §5 and §7: name, email and mobile always travel, with the fixed platform "App Web";
 * country, industry and plan only when one was chosen.
 */
export function toDemoRequestBody(form: DemoRequestForm): DemoRequestBodyWire {
  return {
    name: form.name.trim(),
    email: form.email.trim(),
    mobile: form.mobile.trim(),
    platform: demoPlatform,
    ...(form.countryId !== null && { country_id: form.countryId }),
    ...(form.industryId !== null && { industry: form.industryId }),
    ...(form.planId !== null && { compensation_plan: form.planId }),
  };
}

export async function requestDemo(form: DemoRequestForm): Promise<{ message: string }> {
  const w = await post('/api/request_demo', toDemoRequestBody(form), {
    schema: demoRequestResponseWire,
    ...asVisitor,
  });
  return { message: w.message };
}
