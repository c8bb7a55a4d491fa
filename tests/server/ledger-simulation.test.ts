import { describe, expect, it } from 'vitest';
import { useTestApp } from './app-fixture';
import { dbLabel } from './test-db';
import { runLedgerSimulation } from '../sim/ledger-sim';
import { invariantCount } from '../sim/ledger-invariants';

/**
 * The seeded ledger simulation (issue 29 point 4) with a fixed seed and number of steps; a
 * longer run with another seed is `npm run sim:ledger -- --seed N --steps M`. A failure names
 * the seed and the step to replay.
 */
const seed = Number(process.env.LEDGER_SIM_SEED ?? 20261127);
const steps = Number(process.env.LEDGER_SIM_STEPS ?? 250);

/**
 * The whole simulation is one test whose work grows with its steps (about 25 s for 250 on an
 * idle two-core machine, 70 s with the machine shared four ways): the budget is a hang
 * detector, not a speed check.
 */
const simulationBudgetMs = 240_000;

describe(`ledger simulation on ${dbLabel}`, () => {
  const t = useTestApp(60);

  it(
    `keeps every money invariant through ${steps} random steps (seed ${seed})`,
    async () => {
      const result = await runLedgerSimulation(t, { seed, steps });
      console.log(`ledger simulation on ${dbLabel}: ${JSON.stringify(result)}`);
      expect(result.invariantChecks).toBe(steps * invariantCount);
      // The run did exercise what it claims: commissions held, released, cancelled while held,
      // clawed back after release, a debt and its repayment (the fixed seed makes them happen).
      if (!process.env.LEDGER_SIM_SEED) {
        expect(result.money.released).toBeGreaterThan(0);
        expect(result.money.cancelled_while_held).toBeGreaterThan(0);
        expect(result.money.reversed_after_release).toBeGreaterThan(0);
        expect(result.money.debts).toBeGreaterThan(0);
        expect(result.money.repayments).toBeGreaterThan(0);
        expect(result.money.binary_bonuses).toBeGreaterThan(0);
      }
      expect(result.faults.injected).toBeGreaterThan(0);
      expect(result.faults.raced).toBeGreaterThan(0);
    },
    simulationBudgetMs,
  );
});
