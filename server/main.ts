import cluster, { type Worker } from 'node:cluster';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig, type Config } from './shared/config';
import { openDb, type Db } from './db/connection';
import { guardConnections } from './http/edge-limits';
import { prepareDatabase } from './prepare';
import { startReleaseJob } from './holds';
import { startPushDelivery, vapidSubject } from './push';
import { keepSnapshotWarm } from './network';

// Start-up (decision 024). One process: migrate, seed if empty, serve. WEB_CONCURRENCY=N on
// PostgreSQL: the primary migrates and seeds once, then forks N workers that share the port
// (node:cluster), restarts one that dies, and on SIGTERM stops them all gracefully. The embedded
// PGlite is one process's database, so it always runs as one process.

const config = loadConfig();
const started = Date.now();
const pgliteDir = path.join(config.dataDir, 'pgdata');

const open = async (): Promise<Db> => {
  await mkdir(config.dataDir, { recursive: true });
  return openDb({ databaseUrl: config.databaseUrl, dataDir: pgliteDir });
};

if (cluster.isPrimary) {
  const db = await open();
  await prepareDatabase(db, { members: config.seedMembers, seed: config.seed, log: console.log });
  if (config.webConcurrency > 1 && config.databaseUrl) {
    await db.close();
    runPrimary(config);
  } else {
    if (config.webConcurrency > 1) {
      console.log(
        `WEB_CONCURRENCY=${config.webConcurrency} ignored: the embedded PGlite is one process's ` +
          'database, so the API runs as a single process. Set DATABASE_URL to run several.',
      );
    }
    await serve(db, config);
  }
} else {
  await serve(await open(), config);
}

/** One API process: listens, and on SIGTERM/SIGINT finishes in-flight requests, then exits. */
async function serve(db: Db, cfg: Config): Promise<void> {
  const app = await buildApp({ db, config: cfg, logger: { level: cfg.logLevel } });
  // Connection caps and the slow-body guard (decision 027) act on the real server only.
  guardConnections(app.server, cfg, app.log);
  await app.listen({ port: cfg.port, host: cfg.host });
  const stopReleases = startReleaseJob(db, cfg.releaseIntervalSeconds, app.log);
  // Queued Web Push notices go out in the background (decision 046); the first start makes
  // the VAPID keys.
  const stopPushes = startPushDelivery(db, cfg.push.intervalMs, app.log, {
    subject: vapidSubject(cfg.publicUrl),
  });
  // The whole organisation's tree snapshot is read now, behind readiness, and kept refreshed
  // (decision 049, amendment): no member's stream waits for a read of the company.
  const snapshot =
    cfg.streamSnapshotMaxAgeMs > 0
      ? keepSnapshotWarm(db, cfg.streamSnapshotMaxAgeMs, (error) =>
          app.log.warn({ err: error }, 'genealogy snapshot refresh failed'),
        )
      : null;
  void snapshot?.ready.then((s) => {
    if (s)
      console.log(
        `  Genealogy snapshot ready: ${s.length} members (${Date.now() - started} ms after start)`,
      );
  });
  if (process.env.MEMBER_PORTAL_TEST_WORKER_HEADER === '1') {
    // Test-only (tests/server/multi-process.test.ts): names the process that answered. Never
    // set in production; the header carries nothing but a process id.
    app.server.prependListener('request', (_req, res) => {
      res.setHeader('x-worker', String(process.pid));
    });
  }

  if (cluster.isPrimary) {
    const url = `http://${cfg.host}:${cfg.port}`;
    console.log(`
  Member portal ready at ${url}  (${Date.now() - started} ms)
  Database: ${cfg.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${pgliteDir}`}
  Demo login: demo / demopass1   (every seeded member uses the password demopass1)
  Operator desk: admin / demopass1 at /admin  (treasurer and reviewer hold fewer permissions)
`);
  } else {
    process.send?.({ ready: true });
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    stopReleases();
    snapshot?.stop();
    app.log.info({ signal }, 'shutting down: no new connections, finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error(`in-flight requests still open after ${cfg.shutdownTimeoutMs} ms: exiting`);
      process.exit(1);
    }, cfg.shutdownTimeoutMs);
    timer.unref();
    // Kept-alive connections whose request finishes after close() began would hold the port
    // open until their keep-alive timeout: close each as soon as it falls idle.
    setInterval(() => app.server.closeIdleConnections(), 50).unref();
    // close() stops accepting, answers 503 on kept-alive connections and waits for the
    // requests already running; then the database is closed, so PGlite checkpoints cleanly.
    app
      .close()
      .then(async () => {
        // A push run under way finishes before the database goes.
        await stopPushes();
        app.log.info('requests finished: closing the database');
        return db.close();
      })
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => shutdown(signal));
  // A worker whose primary went away (even by SIGKILL) must not linger on the port.
  if (cluster.isWorker) process.on('disconnect', () => shutdown('disconnect'));
}

/** The primary of WEB_CONCURRENCY=N: forks, restarts dead workers, stops them on SIGTERM. */
function runPrimary(cfg: Config): void {
  let stopping = false;
  let ready = 0;
  const fork = (): Worker => {
    const worker = cluster.fork();
    worker.on('message', (message: unknown) => {
      if ((message as { ready?: boolean })?.ready && ++ready === cfg.webConcurrency) {
        console.log(`
  Member portal ready at http://${cfg.host}:${cfg.port}  (${Date.now() - started} ms)
  ${cfg.webConcurrency} API processes (WEB_CONCURRENCY) on PostgreSQL (DATABASE_URL)
  Demo login: demo / demopass1   (every seeded member uses the password demopass1)
  Operator desk: admin / demopass1 at /admin  (treasurer and reviewer hold fewer permissions)
`);
      }
    });
    return worker;
  };
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.log(
      `API process ${worker.process.pid} exited (${signal ?? `code ${code}`}): starting another`,
    );
    fork();
  });
  for (let i = 0; i < cfg.webConcurrency; i++) fork();

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    console.log(`${signal}: stopping ${workers.length} API processes gracefully`);
    let failed = false;
    let left = workers.length;
    if (left === 0) process.exit(0);
    for (const w of workers) {
      w.once('exit', (code) => {
        if (code !== 0) failed = true;
        if (--left === 0) process.exit(failed ? 1 : 0);
      });
      w.process.kill('SIGTERM');
    }
    setTimeout(() => process.exit(1), cfg.shutdownTimeoutMs + 5_000).unref();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(signal));
}
