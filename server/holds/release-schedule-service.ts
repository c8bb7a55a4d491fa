import type { Db } from '../db/connection';
import { releaseDueEarnings } from './release-service';

type Log = {
  info: (o: object, msg: string) => void;
  error: (o: object, msg: string) => void;
};

/**
 * Runs the release job now and every `intervalSeconds` in this process. Every API process
 * runs it: releases are settled once per commission under row locks, so several processes at
 * once only share the work. A run never overlaps the previous one in the same process, and a
 * failed run is logged and retried at the next tick. Returns a stop function.
 */
export function startReleaseJob(db: Db, intervalSeconds: number, log: Log): () => void {
  if (intervalSeconds <= 0) return () => {};
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = releaseDueEarnings(db)
      .then((run) => {
        if (run.released > 0) log.info(run, 'held commissions released');
      })
      .catch((error: unknown) => log.error({ err: error }, 'release job failed'))
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, intervalSeconds * 1000).unref();
  return () => clearInterval(timer);
}
