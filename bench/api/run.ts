/**
 * API latency on big companies (issue 3 point 8), against PostgreSQL:
 *   npm run bench:api [-- --members 10000] [--full | --members 1000000] [--requests 200]
 *                     [--concurrency 4] [--budget 60] [--fresh]
 * Seeds each size into its own database (bench_api_<members>, reused while seeded), starts
 * the real app on 127.0.0.1:0, signs in as demo and prints p50/p99 per call, sequential and
 * with a few requests in flight. It prints figures, never pass or fail. DATABASE_URL picks
 * the server; without it the project's test cluster (tests/setup/postgres.sh) is used.
 */
import { parseArgs } from 'node:util';
import { settings } from '../../server/seed/reference';
import { genealogySettings } from '../../server/network/network-settings';
import {
  ensureBusyMailbox,
  findSubjects,
  openCompany,
  serverUrl,
  setGenealogyLevels,
} from './company';
import { measure, measureOptions, table, type Call, type Measured } from './measure';
import { signIn, startApp } from './serve';

const { values } = parseArgs({
  options: {
    members: { type: 'string', multiple: true },
    full: { type: 'boolean', default: false },
    requests: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '20' },
    concurrency: { type: 'string', default: '4' },
    /** Seconds per phase of one call before it stops early (at least 20 calls). */
    budget: { type: 'string', default: '60' },
    fresh: { type: 'boolean', default: false },
  },
});
const sizes = (values.members ?? ['10000']).map(Number);
if (values.full && !sizes.includes(1_000_000)) sizes.push(1_000_000);
const opts = measureOptions(values);
const log = (line: string) => console.log(line);
const seededLevels = genealogySettings.parse(settings.genealogy).max_levels;

async function benchSize(url: string, members: number): Promise<string> {
  const company = await openCompany(url, members, { fresh: values.fresh, log });
  const { db } = company;
  // A run killed while the row was widened must not skew the next one: start from the seed's.
  await setGenealogyLevels(db, seededLevels);
  const subjects = await findSubjects(db);
  const threads = await ensureBusyMailbox(db);
  const app = await startApp(db);
  try {
    const client = await signIn(app.base, 'demo');
    const s = subjects.subtree;
    const calls: Call[] = [
      { label: 'genealogy, demo, settings depth', url: '/api/network/genealogy?is_nested=1' },
      {
        label: `genealogy of #${s.id} (${s.downline} below), settings depth`,
        url: `/api/network/genealogy/${s.id}?is_nested=1`,
      },
      { label: 'downline_report, first page', url: '/api/network/downline_report' },
      { label: 'home/dashboard', url: '/api/home/dashboard' },
      { label: 'wallet/transactions, first page', url: '/api/wallet/transactions' },
      { label: `mail/inbox, first page (${threads} threads)`, url: '/api/mail/inbox' },
      { label: 'mail/inbox, search by subject', url: '/api/mail/inbox?search=Bench%20499' },
      { label: 'mail/sent, first page', url: '/api/mail/sent' },
      { label: 'home/notifications', url: '/api/home/notifications' },
      { label: 'home/notifications_count', url: '/api/home/notifications_count' },
      { label: 'support/tickets, first page', url: '/api/support/tickets' },
    ];
    const rows: Measured[] = [];
    for (const call of calls) rows.push(await measure(client, call, opts));
    // The whole subtree at once: the genealogy row widened to every level for this call only.
    const levels = Math.min(50, Math.max(1, s.depth));
    await setGenealogyLevels(db, levels);
    try {
      const url = `/api/network/genealogy/${s.id}`;
      const label = `genealogy of #${s.id}, all ${levels} levels`;
      rows.push(await measure(client, { label: `${label}, flat`, url }, opts));
      rows.push(
        await measure(client, { label: `${label}, nested`, url: `${url}?is_nested=1` }, opts),
      );
    } finally {
      await setGenealogyLevels(db, seededLevels);
    }
    const seeded =
      company.seededMs === null ? 'reused' : `seeded in ${(company.seededMs / 1000).toFixed(1)} s`;
    return table(
      `\n${members.toLocaleString('en')} members (${company.name}, ${seeded}; demo has ${subjects.demo.downline} below; ` +
        `up to ${opts.requests} requests per phase after ${opts.warmup} warm-up, n = how many)`,
      rows,
      opts.concurrency,
    );
  } finally {
    await app.close();
    await db.close();
  }
}

async function main() {
  const url = serverUrl();
  log(`PostgreSQL: ${url.replace(/\/\/[^@]*@/, '//…@')}`);
  const tables: string[] = [];
  for (const members of sizes) {
    const t = await benchSize(url, members);
    console.log(t);
    tables.push(t);
  }
  if (tables.length > 1) console.log(`\nSummary\n${tables.join('\n')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
