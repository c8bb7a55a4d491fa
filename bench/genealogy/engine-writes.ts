// What the members' change version (migration 031, decision 049) costs the engine: the two
// member writes every order makes (PV to the buyer, TV and leg points to every placement
// ancestor, as applyOrderVolumes does) and the one every signup makes (the ancestors'
// counts), each order its own committed transaction, for random members of a seeded
// PostgreSQL company. Run it before and after the migration on copies of the same company.
// It changes the company's figures: use a throwaway copy.
//
//   DATABASE_URL=… npx tsx bench/genealogy/engine-writes.ts [--orders 400] [--seed 7]
import { parseArgs } from 'node:util';
import { openDb } from '../../server/db/connection';
import { addPersonalVolume, addTeamVolume, countNewDownline } from '../../server/members';
import { pathIds } from '../../server/network';

const { values } = parseArgs({
  options: { orders: { type: 'string', default: '400' }, seed: { type: 'string', default: '7' } },
});

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL must name a seeded PostgreSQL database.');
  const db = await openDb({ databaseUrl });
  const [{ max } = { max: 0 }] = await db.query<{ max: number }>(
    'SELECT max(id) AS max FROM members',
  );
  let state = Number(values.seed);
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const times: number[] = [];
  let rows = 0;
  // Write-ahead log bytes: what the writes cost the database, steadier than wall time on a
  // shared machine.
  const lsn = async () =>
    (await db.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn'))[0]!.lsn;
  const wal0 = await lsn();
  for (let i = 0; i < Number(values.orders); i++) {
    const id = 1 + Math.floor(random() * max);
    const [m] = await db.query<{ path: string }>('SELECT path FROM members WHERE id = $1', [id]);
    if (!m) continue;
    const ids = pathIds(m.path);
    const up = ids.slice(0, -1);
    const t0 = performance.now();
    await db.transaction(async (tx) => {
      await addPersonalVolume(tx, id, '1.00', '0.50');
      if (up.length > 0) {
        const half = up.filter((_, k) => k % 2 === 0);
        const other = up.filter((_, k) => k % 2 === 1);
        await addTeamVolume(tx, up, half, other, '1.00');
        await countNewDownline(tx, up, half, other);
      }
    });
    times.push(performance.now() - t0);
    rows += 1 + 2 * up.length;
  }
  const [{ wal } = { wal: 0 }] = await db.query<{ wal: number }>(
    'SELECT pg_wal_lsn_diff($1::pg_lsn, $2::pg_lsn)::float8 AS wal',
    [await lsn(), wal0],
  );
  const sorted = [...times].sort((a, b) => a - b);
  const total = times.reduce((a, b) => a + b, 0);
  const [hot] = await db.query<{ hot: string; upd: string }>(
    `SELECT n_tup_hot_upd::text AS hot, n_tup_upd::text AS upd FROM pg_stat_user_tables WHERE relname = 'members'`,
  );
  console.log(
    `${times.length} orders, ${rows} member row updates: ${total.toFixed(0)} ms in all, ` +
      `median ${sorted[sorted.length >> 1]!.toFixed(2)} ms, p90 ${sorted[Math.floor(sorted.length * 0.9)]!.toFixed(2)} ms per order; ` +
      `WAL ${(wal / times.length / 1024).toFixed(1)} kB per order; ` +
      `members updates so far ${hot?.upd}, of them HOT ${hot?.hot}`,
  );
  await db.close();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
