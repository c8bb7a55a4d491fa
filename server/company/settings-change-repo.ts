import type { Queryable } from '../db/connection';

/** A scheduled change of one setting (settings_changes; this repository alone writes it). */
export type SettingChange = {
  id: number;
  key: string;
  value: unknown;
  effectiveFrom: Date;
  createdAt: Date;
  createdBy: string;
  cancelledAt: Date | null;
};

type Row = {
  id: number;
  key: string;
  value: unknown;
  effective_from: Date;
  created_at: Date;
  created_by: string;
  cancelled_at: Date | null;
};

const columns = `c.id, c.key, c.value, c.effective_from, c.created_at, m.username AS created_by,
  c.cancelled_at`;

const toChange = (r: Row): SettingChange => ({
  id: Number(r.id),
  key: r.key,
  value: r.value,
  effectiveFrom: r.effective_from,
  createdAt: r.created_at,
  createdBy: r.created_by,
  cancelledAt: r.cancelled_at,
});

/** Changes not cancelled and not yet in effect at `now`, soonest first. */
export async function listPendingChanges(q: Queryable, now: Date): Promise<SettingChange[]> {
  const rows = await q.query<Row>(
    `SELECT ${columns} FROM settings_changes c JOIN members m ON m.id = c.created_by
      WHERE c.cancelled_at IS NULL AND c.effective_from > $1
      ORDER BY c.effective_from, c.id`,
    [now],
  );
  return rows.map(toChange);
}

export async function findChange(
  q: Queryable,
  id: number,
  lock = false,
): Promise<SettingChange | null> {
  const rows = await q.query<Row>(
    `SELECT ${columns} FROM settings_changes c JOIN members m ON m.id = c.created_by
      WHERE c.id = $1 ${lock ? 'FOR UPDATE OF c' : ''}`,
    [id],
  );
  return rows[0] ? toChange(rows[0]) : null;
}

export async function insertChange(
  q: Queryable,
  change: { key: string; value: unknown; effectiveFrom: Date; operatorId: number; now: Date },
): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO settings_changes (key, value, effective_from, created_by, created_at)
     VALUES ($1, $2::jsonb, $3, $4, $5) RETURNING id`,
    [change.key, JSON.stringify(change.value), change.effectiveFrom, change.operatorId, change.now],
  );
  return Number(row!.id);
}

export async function cancelChange(q: Queryable, id: number, operatorId: number, now: Date) {
  await q.query(`UPDATE settings_changes SET cancelled_at = $3, cancelled_by = $2 WHERE id = $1`, [
    id,
    operatorId,
    now,
  ]);
}
