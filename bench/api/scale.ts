/**
 * Scale run (issue 17 point 4, decision 024): requests per second and latency of the dashboard,
 * a downline page and a wallet page, served by the real server (`server/main.ts`) as 1 and as
 * 2 API processes (WEB_CONCURRENCY) on PostgreSQL:
 *   npm run bench:scale [-- --members 10000] [--processes 1,2] [--seconds 8] [--concurrency 32]
 * Each process count gets a fresh server on the seeded company `bench_api_<members>` (see
 * company.ts); `--concurrency` clients loop for `--seconds` per call over kept-alive
 * connections, which the primary deals round robin to its workers. It also reads the CPU time
 * the API processes and the PostgreSQL backends serving them spent per request (Linux /proc),
 * and prints the curve those figures predict for more cores — a prediction, not a measurement.
 * The load generator, PostgreSQL and the API share this machine's cores, so a second process
 * cannot show a gain here: there is no idle core for it.
 * DATABASE_URL picks the PostgreSQL server; without it the project's test cluster is used.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { defaultAppKey } from '../../contract/constants';
import type { Db } from '../../server/db/connection';
import { openCompany, serverUrl } from './company';
import { percentile } from './measure';
import { loginToken } from './serve';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '10000' },
    processes: { type: 'string', default: '1,2' },
    seconds: { type: 'string', default: '8' },
    concurrency: { type: 'string', default: '32' },
  },
});
const members = Number(values.members);
const processCounts = values.processes.split(',').map(Number);
const seconds = Number(values.seconds);
const concurrency = Number(values.concurrency);
const log = (line: string) => console.log(line);

const calls = [
  { label: 'home/dashboard', url: '/api/home/dashboard' },
  { label: 'downline_report, first page', url: '/api/network/downline_report' },
  { label: 'wallet/transactions, first page', url: '/api/wallet/transactions' },
] as const;

type Row = {
  label: string;
  processes: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU per request, in ms: the API processes, and the PostgreSQL backends serving them. */
  apiCpuMs: number;
  dbCpuMs: number;
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const a = probe.address();
      probe.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });

/** The real server with `processes` API processes; resolves once it says it is ready. */
async function startServer(databaseUrl: string, processes: number) {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'member-portal-scale-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      WEB_CONCURRENCY: String(processes),
      LOG_LEVEL: 'warn',
      DIST_DIR: '/nonexistent-build',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before it was ready`)));
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
      if (/Member portal ready/.test(out)) resolve();
    });
  });
  const stop = async () => {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
  return { base: `http://127.0.0.1:${port}`, pid: child.pid!, stop };
}

async function load(
  base: string,
  pid: number,
  db: Db,
  token: string,
  url: string,
): Promise<Omit<Row, 'label' | 'processes'>> {
  const headers = { 'api-key': defaultAppKey, authorization: `Bearer ${token}` };
  const once = async () => {
    const res = await fetch(`${base}${url}`, { headers });
    await res.arrayBuffer();
    return res.status;
  };
  // Warm-up: every client's connection opened and the plans cached in each worker.
  await Promise.all(Array.from({ length: concurrency }, () => once()));
  const ms: number[] = [];
  let errors = 0;
  const cpu0 = { api: await treeCpuMs(pid), db: await backendsCpuMs(db) };
  const started = performance.now();
  const ends = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < ends) {
        const t = performance.now();
        const status = await once();
        ms.push(performance.now() - t);
        if (status !== 200) errors++;
      }
    }),
  );
  const elapsed = performance.now() - started;
  const api = (await treeCpuMs(pid)) - cpu0.api;
  const spentByDb = backendsSpent(cpu0.db, await backendsCpuMs(db));
  ms.sort((a, b) => a - b);
  return {
    apiCpuMs: api / ms.length,
    dbCpuMs: spentByDb / ms.length,
    perSecond: (ms.length * 1000) / elapsed,
    p50: percentile(ms, 50),
    p99: percentile(ms, 99),
    errors,
  };
}

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** utime + stime of one process, in ms (Linux /proc). */
async function processCpuMs(pid: number): Promise<number> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** The server's primary and its workers (children whose parent is the primary). */
async function treeCpuMs(rootPid: number): Promise<number> {
  let total = await processCpuMs(rootPid);
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = await readFile(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === rootPid) total += await processCpuMs(Number(name));
    } catch {
      // Gone meanwhile.
    }
  }
  return total;
}

/** CPU time of the PostgreSQL backends serving the bench database (the API's pools). */
async function backendsCpuMs(db: Db): Promise<Map<number, number>> {
  const rows = await db.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
  );
  const cpu = new Map<number, number>();
  for (const r of rows) cpu.set(r.pid, await processCpuMs(r.pid));
  return cpu;
}

/** CPU the backends spent between two readings (a backend that appeared meanwhile: all of it). */
const backendsSpent = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0);

const f = (n: number) => (n < 10 ? n.toFixed(1) : n.toFixed(0));

async function main() {
  const url = serverUrl();
  const company = await openCompany(url, members, { fresh: false, log });
  const u = new URL(url);
  u.pathname = `/${company.name}`;
  const rows: Row[] = [];
  const loadAtStart = loadavg()[0]!.toFixed(2);
  for (const processes of processCounts) {
    log(`${processes} API process${processes > 1 ? 'es' : ''}: starting…`);
    const server = await startServer(u.toString(), processes);
    try {
      const token = await loginToken(server.base, 'demo');
      for (const call of calls) {
        const r = await load(server.base, server.pid, company.db, token, call.url);
        rows.push({ label: call.label, processes, ...r });
        log(
          `  ${call.label}: ${r.perSecond.toFixed(0)} req/s, p50 ${f(r.p50)} ms, p99 ${f(r.p99)} ms`,
        );
      }
    } finally {
      await server.stop();
    }
  }

  const lines = [
    '',
    `Scale run: ${members} members, ${concurrency} clients, ${seconds} s per call, ` +
      `${availableParallelism()} cores shared by the load generator, PostgreSQL and the API ` +
      `(load average before: ${loadAtStart})`,
    '| call | processes | req/s | p50 ms | p99 ms | non-200 | API CPU ms/req | PostgreSQL CPU ms/req |',
    '|------|----------:|------:|-------:|-------:|--------:|---------------:|----------------------:|',
    ...rows.map(
      (r) =>
        `| ${r.label} | ${r.processes} | ${r.perSecond.toFixed(0)} | ${f(r.p50)} | ${f(r.p99)} | ` +
        `${r.errors} | ${r.apiCpuMs.toFixed(2)} | ${r.dbCpuMs.toFixed(2)} |`,
    ),
    '',
    'Prediction, not a measurement: API processes share nothing but PostgreSQL, so with the',
    'load generator on another machine and PostgreSQL on cores of its own, n API cores serve',
    'about n x 1000 / (API CPU ms per request) requests per second, until PostgreSQL needs',
    'more cores than it has (its CPU per request times the rate).',
  ];
  for (const call of calls) {
    const one = rows.find((r) => r.label === call.label && r.processes === 1);
    const two = rows.find((r) => r.label === call.label && r.processes === 2);
    if (one && two)
      lines.push(
        `  ${call.label}: measured here x${(two.perSecond / one.perSecond).toFixed(2)} from 1 to 2 processes`,
      );
    if (!one || one.apiCpuMs <= 0) continue;
    const perCore = 1000 / one.apiCpuMs;
    lines.push(
      `  ${call.label}: ` +
        [2, 4, 8, 16]
          .map((n) => {
            const rate = n * perCore;
            return `${n} API cores ~${rate.toFixed(0)} req/s (PostgreSQL ~${((rate * one.dbCpuMs) / 1000).toFixed(1)} cores)`;
          })
          .join(', '),
    );
  }
  log(lines.join('\n'));
  await company.db.close();
}

await main();
