import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDb } from '../../server/db/connection';
import { prepareDatabase } from '../../server/prepare';

/**
 * Every migration and a whole seed on a fresh folder, twice opened: about 15 s idle, over 60 s
 * on a machine shared four ways. The budget is a hang detector, not a speed check.
 */
const startUpBudgetMs = 180_000;

describe('start-up on the embedded database', () => {
  it(
    'creates, migrates and seeds a fresh data folder once; a restart reuses it and never reseeds',
    async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'portal-prepare-'));
      try {
        const first = await openDb({ dataDir: path.join(dir, 'pgdata') });
        const created = await prepareDatabase(first, { members: 40, seed: 3 });
        expect(created.applied).toContain('001_core.sql');
        expect(created.seededMembers).toBe(43);
        await first.query("UPDATE members SET first_name = 'Changed' WHERE username = 'demo'");
        await first.close();

        const again = await openDb({ dataDir: path.join(dir, 'pgdata') });
        const reopened = await prepareDatabase(again, { members: 40, seed: 3 });
        expect(reopened).toEqual({ applied: [], seededMembers: null, seedMs: null });
        const [row] = await again.query<{ n: number; first_name: string }>(
          "SELECT (SELECT count(*)::int8 FROM members WHERE role_id <> 1) AS n, (SELECT first_name FROM members WHERE username = 'demo') AS first_name",
        );
        expect(row).toEqual({ n: 43, first_name: 'Changed' });
        await again.close();
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    startUpBudgetMs,
  );
});
