import { requestLanguage } from '../http/language';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  demoOptionsWire,
  demoRequestBodyWire,
  demoRequestResponseWire,
} from '../../contract/request-demo';
import type { Config } from '../shared/config';
import type { Db } from '../db/connection';
import { getDemoOptions, requestDemo } from './request-demo-service';
import { routeOptions } from '../http/route-policy';

const idOrNull = (value: number | string | undefined) =>
  value === undefined ? null : Number(value);

/** Public calls (spec §6): a prospect asks for a demo before having any account. */
export function requestDemoRoutes(app: FastifyInstance, { db }: { db: Db; config: Config }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/request_demo', routeOptions({}, demoOptionsWire, 'public'), async (request) => {
    const options = await getDemoOptions(db, requestLanguage(request));
    return {
      countries: options.countries.map((c) => ({
        id: c.id,
        name: c.name,
        iso_code_2: c.isoCode2,
        iso_code_3: c.isoCode3,
        phone_code: c.phoneCode,
      })),
      compensation_plans: options.compensationPlans,
      industries: options.industries,
    };
  });

  r.post(
    '/api/request_demo',
    routeOptions({ body: demoRequestBodyWire }, demoRequestResponseWire, 'public'),
    async (request) => {
      const b = request.body;
      await requestDemo(
        db,
        {
          name: b.name,
          email: b.email,
          mobile: b.mobile,
          platform: b.platform,
          countryId: idOrNull(b.country_id),
          industryId: idOrNull(b.industry),
          compensationPlanId: idOrNull(b.compensation_plan),
        },
        { ip: request.ip },
      );
      return {
        success: true as const,
        message: 'Thank you. We will contact you to arrange your demo.',
      };
    },
  );
}
