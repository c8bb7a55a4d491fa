import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/connection';

export function signupRoutes(_app: FastifyInstance, _deps: { db: Db; config: Config }) {
  // Routes of this area are registered here.
}
