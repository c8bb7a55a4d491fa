import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rankProgressWire } from '../../contract/rank-progress';
import type { Db } from '../db/connection';
import { getRankProgress } from './rank-progress-service';
import { requireSession } from '../http/context';
import { toRankProgressWire } from './rank-progress-presenters';

/** Issue 16 point 5: what the member's next rank still needs, and who would close it. */
export function rankProgressRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/home/rank_progress',
    { schema: { response: { 200: rankProgressWire } } },
    async (request) =>
      toRankProgressWire(await getRankProgress(db, requireSession(request).memberId)),
  );
}
