import fastifyUnderPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { AppError } from '../services/app-error';
import { sendError } from './context';

/**
 * Load shedding through @fastify/under-pressure: when the event loop lags or the heap fills
 * up, an API call is refused at once with 503, Retry-After and the spec's error body instead
 * of queueing. Registered before the routes so its hook runs first.
 */
export async function registerLoadShedding(app: FastifyInstance, config: Config) {
  const { pressure } = config;
  await app.register(fastifyUnderPressure, {
    maxEventLoopDelay: pressure.maxEventLoopDelayMs,
    maxHeapUsedBytes: pressure.maxHeapUsedBytes,
    sampleInterval: pressure.sampleIntervalMs,
    retryAfter: pressure.retryAfterSeconds,
    pressureHandler: (request, reply, type) => {
      // Only API calls are shed: the shell and its files are cheap, and an app that loads can
      // show the busy answer of a call; a shell refused with JSON would be a blank page.
      if (!request.url.startsWith('/api/')) return;
      request.log.warn({ type }, 'under pressure: request shed with 503');
      void sendError(
        reply.header('Retry-After', String(pressure.retryAfterSeconds)),
        new AppError(503, 'service_unavailable', 'The server is busy. Try again in a moment.'),
      );
    },
  });
}
