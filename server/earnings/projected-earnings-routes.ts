import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  projectedEarningsQueryWire,
  projectedEarningsWire,
} from '../../contract/projected-earnings';
import type { Config } from '../shared/config';
import type { Db } from '../db/connection';
import { requireSession } from '../http/context';
import { getProjectedEarnings } from './projected-earnings-service';
import { toProjectionWire } from './projected-earnings-presenters';

/** Issue 33 point 3: what the open period pays the member if it closed now (decision 054). */
export function projectedEarningsRoutes(app: FastifyInstance, { db }: { db: Db; config: Config }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/earnings/projection',
    {
      schema: {
        description:
          'Projected earnings of the open period (settings roi.period), "if the period closed now": per bonus type what the period has paid so far, what its close would still pay, and their sum, gross and net. A projection, not money paid; it writes nothing.',
        querystring: projectedEarningsQueryWire,
        response: { 200: projectedEarningsWire },
      },
    },
    async (request) => {
      const { memberId } = requireSession(request);
      return toProjectionWire(await getProjectedEarnings(db, memberId));
    },
  );
}
