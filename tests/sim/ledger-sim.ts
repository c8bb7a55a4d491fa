import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../server/db/connection';
import { createRng, type Rng } from '../../server/seed/rng';
import { createPackageOrder, processOrder } from '../../server/engine/order-service';
import { placeMember } from '../../server/engine/placement-service';
import { runRoi } from '../../server/engine/roi-service';
import { releaseDueEarnings } from '../../server/holds';
import {
  cancelSale,
  confirmSale,
  getCatalog,
  recordSale,
  refundSale,
} from '../../server/sales/sale-service';
import { approvePayout, markPayoutPaid, rejectPayout } from '../../server/payout/payout-service';
import { upgradePackage } from '../../server/orders/package-upgrade-service';
import { minorToDecimal } from '../../contract/money';
import { faultyDb, InjectedFault } from './faulty-db';
import { invariantCount, marks, residuals, violations } from './ledger-invariants';

/**
 * A deterministic simulation of the money a company moves (issue 29 point 4): the real
 * services, driven by a seeded random sequence of operations across members and simulated
 * days, with injected faults (a transaction aborted at a random statement, a request retried
 * with its Idempotency-Key, two requests racing), and every invariant of ledger-invariants.ts
 * checked after every step. The same seed replays the same run on the same seeded company.
 */

export type SimApp = {
  db: Db;
  call: (opts: InjectOptions & { token?: string }) => Promise<LightMyRequestResponse>;
  loginAs: (username: string) => Promise<string>;
};

export type SimOptions = { seed: number; steps: number; log?: (line: string) => void };

export type SimResult = {
  seed: number;
  steps: number;
  invariantChecks: number;
  simulatedDays: number;
  operations: Record<string, number>;
  /** What the run produced: commissions held, released and reversed, debts and repayments. */
  money: Record<string, number>;
  faults: { injected: number; retried: number; raced: number };
};

export class SimulationFailure extends Error {}

const DAY = 86_400_000;

type Member = { id: number; username: string; token?: string };
type SaleRef = { id: number; memberId: number; confirmedAt: Date | null };

type World = {
  app: SimApp;
  rng: Rng;
  now: Date;
  sellers: Member[];
  earners: Member[];
  pendingSales: SaleRef[];
  confirmedSales: SaleRef[];
  pendingPayouts: number[];
  approvedPayouts: number[];
  packages: { id: number; priceMinor: number }[];
  catalog: { type: 'package' | 'product'; id: number }[];
  signups: number;
  faults: SimResult['faults'];
};

type Op = { name: string; weight: number; run: (w: World, db: Db) => Promise<string> };

const take = <T>(rng: Rng, list: T[]): T | undefined =>
  list.length === 0 ? undefined : list.splice(rng.int(0, list.length - 1), 1)[0];

/** Runs `work` on an item taken from `list`; if it is refused or faulted, the item goes back. */
async function orPutBack<T, R>(list: T[], item: T, work: () => Promise<R>): Promise<R> {
  try {
    return await work();
  } catch (e) {
    list.push(item);
    throw e;
  }
}

async function tokenOf(w: World, m: Member): Promise<string> {
  m.token ??= await w.app.loginAs(m.username);
  return m.token;
}

async function balances(db: Db, memberId: number) {
  const rows = await db.query<{ account: string; s: string }>(
    `SELECT account, sum(amount_minor)::text AS s FROM ledger_entries
      WHERE member_id = $1 AND account IN ('wallet', 'wallet:owed') GROUP BY 1`,
    [memberId],
  );
  const of = (a: string) => Number(rows.find((r) => r.account === a)?.s ?? 0);
  return { available: of('wallet'), owed: of('wallet:owed') };
}

/** A payout request over HTTP, as the web app sends it: with its own Idempotency-Key. */
async function postPayout(w: World, m: Member, amountMinor: number, key: string) {
  return w.app.call({
    method: 'POST',
    url: '/api/payout/request_payout',
    token: await tokenOf(w, m),
    headers: { 'idempotency-key': key },
    payload: { amount: minorToDecimal(amountMinor), password: 'demopass1' },
  });
}

const ops: Op[] = [
  {
    name: 'advance the clock',
    weight: 12,
    run: async (w) => {
      const days = w.rng.int(1, 6);
      w.now = new Date(w.now.getTime() + days * DAY + w.rng.int(0, 3_600_000));
      return `${days} days`;
    },
  },
  {
    name: 'record a manual sale',
    weight: 15,
    run: async (w, db) => {
      const seller = w.rng.pick(w.sellers);
      const lines = Array.from({ length: w.rng.int(1, 2) }, () => {
        const item = w.rng.pick(w.catalog);
        return { type: item.type, id: item.id, quantity: w.rng.int(1, 3) };
      });
      const sale = await recordSale(
        db,
        seller.id,
        {
          customer: { name: `Customer ${w.rng.int(1, 999)}` },
          lines,
          paymentMethod: w.rng.pick(['cash', 'bank_transfer', 'card_on_delivery'] as const),
        },
        w.now,
      );
      w.pendingSales.push({ id: sale.id, memberId: seller.id, confirmedAt: null });
      return `sale ${sale.id} by ${seller.id}`;
    },
  },
  {
    name: 'confirm a sale paid',
    weight: 10,
    run: async (w, db) => {
      const sale = take(w.rng, w.pendingSales);
      if (!sale) return 'none pending';
      await orPutBack(w.pendingSales, sale, () => confirmSale(db, sale.memberId, sale.id, w.now));
      w.confirmedSales.push({ ...sale, confirmedAt: w.now });
      return `sale ${sale.id}`;
    },
  },
  {
    name: 'cancel a pending sale',
    weight: 6,
    run: async (w, db) => {
      const sale = take(w.rng, w.pendingSales);
      if (!sale) return 'none pending';
      await orPutBack(w.pendingSales, sale, () => cancelSale(db, sale.memberId, sale.id, w.now));
      return `sale ${sale.id}`;
    },
  },
  {
    name: 'refund a confirmed sale',
    weight: 6,
    run: async (w, db) => {
      // Half the refunds are chargebacks of the oldest sale, often past its return window.
      const sale = w.rng.chance(0.5) ? w.confirmedSales.shift() : take(w.rng, w.confirmedSales);
      if (!sale) return 'none confirmed';
      await orPutBack(w.confirmedSales, sale, () => refundSale(db, sale.memberId, sale.id, w.now));
      const days = Math.floor((w.now.getTime() - sale.confirmedAt!.getTime()) / DAY);
      return `sale ${sale.id}, ${days} days after payment`;
    },
  },
  {
    name: 'order by card (repurchase)',
    weight: 8,
    run: async (w, db) => {
      const buyer = w.rng.pick(w.sellers);
      const pkg = w.rng.pick(w.packages);
      const orderId = await db.transaction(async (tx) => {
        const id = await createPackageOrder(tx, {
          memberId: buyer.id,
          packageId: pkg.id,
          kind: 'repurchase',
          paymentMethod: 'card',
          now: w.now,
        });
        await processOrder(tx, id, w.now);
        return id;
      });
      return `order ${orderId} by ${buyer.id}`;
    },
  },
  {
    name: 'sign up and pay the joining order',
    weight: 3,
    run: async (w, db) => {
      const sponsor = w.rng.pick(w.sellers);
      const username = `sim${w.rng.int(100000, 999999)}x${++w.signups}`;
      const pkg = w.rng.pick(w.packages);
      const id = await db.transaction(async (tx) => {
        const memberId = await placeMember(tx, {
          username,
          email: `${username}@sim.test`,
          firstName: username,
          passwordHash: 'x',
          sponsorId: sponsor.id,
        });
        const orderId = await createPackageOrder(tx, {
          memberId,
          packageId: pkg.id,
          kind: 'joining',
          paymentMethod: 'card',
          now: w.now,
        });
        await processOrder(tx, orderId, w.now);
        return memberId;
      });
      w.sellers.push({ id, username });
      return `member ${id} under ${sponsor.id}`;
    },
  },
  {
    name: 'run the release job',
    weight: 10,
    run: async (w, db) => {
      // Half the time two processes run it at once: each commission must still release once.
      if (w.rng.chance(0.5)) {
        w.faults.raced += 1;
        const [a, b] = await Promise.all([
          releaseDueEarnings(db, w.now),
          releaseDueEarnings(w.app.db, w.now),
        ]);
        return `${a.released + b.released} released by two runs`;
      }
      return `${(await releaseDueEarnings(db, w.now)).released} released`;
    },
  },
  {
    name: 'request a payout',
    weight: 12,
    run: async (w) => {
      const m = w.rng.pick(w.earners);
      const before = await balances(w.app.db, m.id);
      // Some withdraw everything (what makes a later clawback a debt), some ask too much.
      const all = Math.min(before.available, 500_000);
      const amountMinor = w.rng.pick([
        all,
        all,
        w.rng.int(1000, Math.max(1000, all)),
        w.rng.int(1000, Math.max(1000, all)),
        before.available + w.rng.int(1, 50_000),
      ]);
      const key = `sim-${w.rng.int(0, 2 ** 30)}`;
      const mode = w.rng.pick(['once', 'retried', 'raced'] as const);
      const answers =
        mode === 'raced'
          ? await Promise.all([
              postPayout(w, m, amountMinor, key),
              postPayout(w, m, amountMinor, key),
            ])
          : [await postPayout(w, m, amountMinor, key)];
      if (mode === 'retried') answers.push(await postPayout(w, m, amountMinor, key));
      if (mode !== 'once') w.faults[mode] += 1;
      const ok = answers.filter((a) => a.statusCode === 200);
      const ids = new Set(ok.map((a) => (a.json() as { payout: { id: number } }).payout.id));
      if (ids.size > 1) throw new SimulationFailure(`one key made ${ids.size} payouts`);
      const other = answers.find(
        (a) => a.statusCode !== 200 && a.statusCode !== 422 && a.statusCode !== 409,
      );
      if (other) throw new SimulationFailure(`payout answered ${other.statusCode}: ${other.body}`);
      if (ids.size === 1) {
        if (amountMinor > before.available)
          throw new SimulationFailure(
            `payout of ${amountMinor} with ${before.available} available`,
          );
        if (before.owed < 0)
          throw new SimulationFailure(`payout accepted while ${-before.owed} was owed`);
        w.pendingPayouts.push([...ids][0]!);
        return `payout ${[...ids][0]} of ${amountMinor} (${mode})`;
      }
      return `refused ${answers[0]!.statusCode} (${mode}, ${amountMinor} of ${before.available}, owed ${-before.owed})`;
    },
  },
  {
    name: 'approve, pay or reject a payout',
    weight: 8,
    run: async (w, db) => {
      if (w.approvedPayouts.length > 0 && w.rng.chance(0.5)) {
        const id = take(w.rng, w.approvedPayouts)!;
        await orPutBack(w.approvedPayouts, id, () => markPayoutPaid(db, id));
        return `paid ${id}`;
      }
      const id = take(w.rng, w.pendingPayouts);
      if (id === undefined) return 'none pending';
      if (w.rng.chance(0.7)) {
        await orPutBack(w.pendingPayouts, id, () => approvePayout(db, id));
        w.approvedPayouts.push(id);
        return `approved ${id}`;
      }
      await orPutBack(w.pendingPayouts, id, () => rejectPayout(db, id, 'Simulated rejection.'));
      return `rejected ${id}`;
    },
  },
  {
    name: 'upgrade a package from the wallet',
    weight: 3,
    run: async (w, db) => {
      const m = w.rng.pick(w.earners);
      const [held] = await db.query<{ price: string | null }>(
        `SELECT p.price_minor::text AS price FROM members m JOIN packages p ON p.id = m.package_id
          WHERE m.id = $1`,
        [m.id],
      );
      const dearer = w.packages.filter((p) => p.priceMinor > Number(held?.price ?? 0));
      if (dearer.length === 0) return 'holds the dearest package';
      const r = await upgradePackage(db, m.id, w.rng.pick(dearer).id, w.now);
      return `member ${m.id} order ${r.orderId}`;
    },
  },
  {
    name: 'close an ROI period',
    weight: 2,
    run: async (w, db) => `${JSON.stringify(await runRoi(db, w.now))}`,
  },
];

const totalWeight = ops.reduce((s, o) => s + o.weight, 0);

function pickOp(rng: Rng): Op {
  let x = rng.next() * totalWeight;
  for (const op of ops) {
    x -= op.weight;
    if (x < 0) return op;
  }
  return ops[ops.length - 1]!;
}

/** An expected refusal (4xx: bad state, no funds, nothing to upgrade to) or an injected fault. */
const isExpected = (e: unknown) =>
  e instanceof InjectedFault ||
  (typeof e === 'object' && e !== null && 'status' in e && Number(e.status) < 500);

async function setUp(app: SimApp, seed: number): Promise<World> {
  const rng = createRng(seed, 'ledger-sim');
  const pairs = await app.db.query<{ id: number; username: string; sid: number; sname: string }>(
    `SELECT m.id, m.username, s.id AS sid, s.username AS sname FROM members m
       JOIN members s ON s.id = m.sponsor_id
      WHERE m.status = 1 AND s.status = 1 AND m.deleted_at IS NULL AND s.deleted_at IS NULL
        AND m.package_id IS NOT NULL
      ORDER BY m.id LIMIT 10`,
  );
  const earners = new Map<number, Member>();
  for (const p of pairs) earners.set(Number(p.sid), { id: Number(p.sid), username: p.sname });
  const packages = await app.db.query<{ id: number; price_minor: string }>(
    'SELECT id, price_minor::text FROM packages WHERE status = 1 ORDER BY id',
  );
  const catalog = await getCatalog(app.db);
  return {
    app,
    rng,
    now: new Date(),
    sellers: pairs.map((p) => ({ id: Number(p.id), username: p.username })),
    earners: [...earners.values()],
    pendingSales: [],
    confirmedSales: [],
    pendingPayouts: [],
    approvedPayouts: [],
    packages: packages.map((p) => ({ id: p.id, priceMinor: Number(p.price_minor) })),
    catalog: catalog.map((i) => ({ type: i.type, id: i.id })),
    signups: 0,
    faults: { injected: 0, retried: 0, raced: 0 },
  };
}

export async function runLedgerSimulation(app: SimApp, o: SimOptions): Promise<SimResult> {
  const log = o.log ?? (() => {});
  const w = await setUp(app, o.seed);
  const started = w.now.getTime();
  const baseline = await residuals(app.db);
  const operations: Record<string, number> = {};
  let checks = 0;
  log(`ledger simulation: seed ${o.seed}, ${o.steps} steps`);
  for (let step = 1; step <= o.steps; step++) {
    const op = pickOp(w.rng);
    const mark = await marks(app.db);
    // One step in seven runs its transactions with a fault at a random statement.
    const fault = w.rng.chance(1 / 7) ? faultyDb(app.db, w.rng.int(1, 40)) : null;
    let outcome: string;
    try {
      outcome = await op.run(w, fault?.db ?? app.db);
    } catch (e) {
      if (e instanceof SimulationFailure || !isExpected(e))
        throw new SimulationFailure(
          `seed ${o.seed} step ${step} (${op.name}) failed: ${e instanceof Error ? e.stack : String(e)}`,
        );
      outcome = `refused: ${e instanceof Error ? e.message : String(e)}`;
    }
    if (fault?.fired()) w.faults.injected += 1;
    operations[op.name] = (operations[op.name] ?? 0) + 1;
    const broken = await violations(app.db, mark, baseline);
    checks += invariantCount;
    if (broken.length > 0)
      throw new SimulationFailure(
        `seed ${o.seed} step ${step} (${op.name}: ${outcome}) broke:\n  ${broken.join('\n  ')}\n` +
          `Replay: npm run sim:ledger -- --seed ${o.seed} --steps ${step}`,
      );
    log(`step ${step}: ${op.name}: ${outcome}${fault?.fired() ? ' [fault injected]' : ''}`);
  }
  const [money] = await app.db.query<Record<string, number>>(
    `SELECT count(*) FILTER (WHERE state = 'held')::int AS held,
            count(*) FILTER (WHERE state = 'released')::int AS released,
            count(*) FILTER (WHERE state = 'cancelled')::int AS cancelled_while_held,
            (SELECT count(*) FROM earning_reversals WHERE from_wallet_minor + owed_minor > 0)::int
              AS reversed_after_release,
            (SELECT count(*) FROM earning_reversals WHERE owed_minor > 0)::int AS debts,
            (SELECT count(*) FROM debt_repayments)::int AS repayments,
            (SELECT count(*) FROM payout_requests WHERE created_at >= $1)::int AS payouts,
            (SELECT count(*) FROM earning_trails
              WHERE rule ->> 'kind' = 'binary_bonus' AND created_at >= $1)::int AS binary_bonuses
       FROM earning_holds`,
    [new Date(started)],
  );
  return {
    seed: o.seed,
    steps: o.steps,
    money: money!,
    invariantChecks: checks,
    simulatedDays: Math.round((w.now.getTime() - started) / DAY),
    operations,
    faults: w.faults,
  };
}
