import type { Db, Queryable } from '../db/connection';
import type { OperatorActor } from '../shared/types';
import { operatorAction } from '../audit';
import {
  cancelSettingChange,
  planSettingChange,
  recordSettingChange,
  settingsOverview,
  type PlannedChange,
  type SettingChange,
} from '../company';

export const readSettings = (db: Queryable, now = new Date()) => settingsOverview(db, now);

export const previewSettingChange = (
  db: Queryable,
  input: { key: string; value: unknown; effectiveFrom: Date },
  now = new Date(),
): Promise<PlannedChange> => planSettingChange(db, input, now);

/** Schedules a change: checked, stored and audited in one operator transaction. */
export async function scheduleSettingChange(
  db: Db,
  actor: OperatorActor,
  input: { key: string; value: unknown; effectiveFrom: Date },
  now = new Date(),
): Promise<SettingChange> {
  return operatorAction(db, actor, async (tx) => {
    const planned = await planSettingChange(tx, input, now);
    const change = await recordSettingChange(tx, planned, actor.operatorId, now);
    return {
      result: change,
      audit: {
        action: 'settings.schedule',
        subjectType: 'setting',
        subjectId: planned.key,
        before: { value: planned.oldValue },
        after: {
          value: planned.newValue,
          effective_from: planned.effectiveFrom.toISOString(),
          change_id: change.id,
        },
      },
    };
  });
}

/** Cancels a change not yet in effect, audited. */
export async function cancelScheduledChange(
  db: Db,
  actor: OperatorActor,
  id: number,
  now = new Date(),
): Promise<SettingChange> {
  return operatorAction(db, actor, async (tx) => {
    const change = await cancelSettingChange(tx, id, actor.operatorId, now);
    return {
      result: change,
      audit: {
        action: 'settings.cancel',
        subjectType: 'setting',
        subjectId: change.key,
        before: {
          value: change.value,
          effective_from: change.effectiveFrom.toISOString(),
          change_id: change.id,
        },
        after: { cancelled: true },
      },
    };
  });
}
