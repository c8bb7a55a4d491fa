import { closeSync, openSync } from 'node:fs';
import { devNull } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../shared/config';
import { AppError } from '../shared/app-error';
import { sendError } from './context';

/** The event-loop delay histogram's own resolution, ms; what it adds to every reading. */
const resolutionMs = 10;

type Pressure = 'eventLoopDelay' | 'heapUsedBytes' | 'fileDescriptors';

/** True unless opening one more file fails for want of descriptors. */
function canOpenFile(): boolean {
  try {
    closeSync(openSync(devNull, 'r'));
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code !== 'EMFILE' && code !== 'ENFILE';
  }
}

/**
 * Load shedding: while the event loop lags, the heap fills up or the process has run out of
 * file descriptors, an API call is refused at once with 503, Retry-After and the spec's error
 * body instead of queueing. Registered before the routes so its hook runs first.
 *
 * The sampler is ours rather than @fastify/under-pressure's: that one reads the resident set
 * size (process.memoryUsage(), which opens /proc) on a timer and throws EMFILE out of it when
 * descriptors run out, which ended the process (issue 27). This one reads only V8's heap
 * figures and the delay histogram, which need no file, and no reading can throw out of it.
 */
export async function registerLoadShedding(app: FastifyInstance, config: Config) {
  const { pressure } = config;
  const histogram = monitorEventLoopDelay({ resolution: resolutionMs });
  histogram.enable();
  let eventLoopDelay = 0;
  let heapUsed = 0;
  // Descriptors come and go by the millisecond when they run out (the accept loop frees and
  // takes them), so one failed probe counts for a few seconds, not for one sample.
  let outOfFilesUntil = 0;
  const outOfFilesFor = Math.max(5000, 3 * pressure.sampleIntervalMs);
  let lastFailure = 0;

  const sample = () => {
    try {
      // A sample without one reading means the loop never turned in it: as bad as lag gets.
      const mean = histogram.mean / 1e6 - resolutionMs;
      eventLoopDelay = Number.isNaN(mean) ? Infinity : Math.max(0, mean);
      histogram.reset();
      heapUsed = getHeapStatistics().used_heap_size;
      if (!canOpenFile()) {
        outOfFilesUntil = Date.now() + outOfFilesFor;
        // Kept-alive connections waiting for a next request hold descriptors for nothing.
        app.server.closeIdleConnections?.();
      }
    } catch (error) {
      // Never fatal: a failed sample keeps the last readings. Logged once a minute at most.
      if (Date.now() - lastFailure > 60_000) {
        lastFailure = Date.now();
        app.log.error({ err: error }, 'load sample failed');
      }
    }
  };
  const timer = setInterval(sample, pressure.sampleIntervalMs).unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    histogram.disable();
  });

  const underPressure = (): Pressure | null => {
    if (pressure.maxEventLoopDelayMs > 0 && eventLoopDelay > pressure.maxEventLoopDelayMs)
      return 'eventLoopDelay';
    if (pressure.maxHeapUsedBytes > 0 && heapUsed > pressure.maxHeapUsedBytes)
      return 'heapUsedBytes';
    if (Date.now() < outOfFilesUntil) return 'fileDescriptors';
    return null;
  };

  app.addHook('onRequest', (request, reply, done) => {
    // Only API calls are shed: the shell and its files are cheap, and an app that loads can
    // show the busy answer of a call; a shell refused with JSON would be a blank page.
    const type = request.url.startsWith('/api/') ? underPressure() : null;
    if (type === null) return done();
    request.log.warn({ type }, 'under pressure: request shed with 503');
    void sendError(
      reply.header('Retry-After', String(pressure.retryAfterSeconds)),
      new AppError(503, 'service_unavailable', 'The server is busy. Try again in a moment.'),
    );
  });
}
