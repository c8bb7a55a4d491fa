import type { Queryable } from '../db/connection';
import { periodKey, type Period } from '../shared/periods';
import { AppError, fieldErrors, notFound } from '../shared/app-error';
import {
  catalogueEntry,
  fieldValue,
  nextPeriodStart,
  overlay,
  planPeriodOf,
  settingCatalogue,
  settingPath,
  type CatalogueEntry,
} from './setting-catalogue';
import { planSettingSchemas, type PlanSettingKey } from './plan-settings';
import { defaultPlanSettings } from './plan-settings';
import { readSettingRow } from './settings-repo';
import {
  cancelChange,
  findChange,
  insertChange,
  listPendingChanges,
  type SettingChange,
} from './settings-change-repo';

export type { SettingChange };

/** One setting as the desk shows it: the value in effect and the changes to come. */
export type SettingOverview = {
  entry: CatalogueEntry;
  value: unknown;
  earliestFrom: Date;
  period: Period | null;
  scheduled: SettingChange[];
};

/** A checked change, ready to be stored: what it replaces and which period it first reaches. */
export type PlannedChange = {
  key: string;
  oldValue: unknown;
  newValue: unknown;
  effectiveFrom: Date;
  firstPeriod: string | null;
  earliestFrom: Date;
};

/** A row's value in effect at `at`, plan rows on their documented defaults when unstored. */
async function rowAt(q: Queryable, row: string, at: Date): Promise<unknown> {
  const { base, changes } = await readSettingRow(q, row, at);
  const start =
    base ?? (row in planSettingSchemas ? defaultPlanSettings[row as PlanSettingKey] : null);
  return changes.length ? overlay(start, changes) : start;
}

/**
 * The earliest instant a change of `entry` may take effect: now, or for a plan setting the
 * start of its next period (the current one has begun and may already be paid out).
 */
function earliestOf(entry: CatalogueEntry, rowValue: unknown, now: Date, newValue?: unknown) {
  if (!entry.plan) return { earliest: now, period: null };
  const period = planPeriodOf(entry.plan, rowValue);
  let earliest = nextPeriodStart(now, period);
  // A new period of its own starts no earlier than the next one of that kind either.
  if (entry.key.endsWith('.period') && typeof newValue === 'string') {
    const other = nextPeriodStart(now, newValue as Period);
    if (other > earliest) earliest = other;
  }
  return { earliest, period };
}

export async function settingsOverview(q: Queryable, now: Date): Promise<SettingOverview[]> {
  const pending = await listPendingChanges(q, now);
  const rows = new Map<string, unknown>();
  for (const entry of settingCatalogue) {
    const { row } = settingPath(entry.key);
    if (!rows.has(row)) rows.set(row, await rowAt(q, row, now));
  }
  return settingCatalogue.map((entry) => {
    const rowValue = rows.get(settingPath(entry.key).row);
    const { earliest, period } = earliestOf(entry, rowValue, now);
    return {
      entry,
      value: fieldValue(rowValue, entry.key),
      earliestFrom: earliest,
      period,
      scheduled: pending.filter((c) => c.key === entry.key),
    };
  });
}

/** Extra rules across fields: a payout's minimum is not above its maximum. */
function crossCheck(row: string, value: unknown): string | null {
  if (row === 'payout' && value && typeof value === 'object') {
    const { min_minor, max_minor } = value as { min_minor?: number; max_minor?: number };
    if (typeof min_minor === 'number' && typeof max_minor === 'number' && min_minor > max_minor)
      return 'The minimum payout cannot be above the maximum.';
  }
  if (row in planSettingSchemas) {
    const parsed = planSettingSchemas[row as PlanSettingKey].safeParse(value);
    if (!parsed.success) return parsed.error.issues[0]?.message ?? 'This value does not fit.';
  }
  return null;
}

/**
 * Checks a change (the key exists, the value fits, the instant is neither past nor inside a
 * period already begun) and says what it would do. Nothing is stored.
 */
export async function planSettingChange(
  q: Queryable,
  input: { key: string; value: unknown; effectiveFrom: Date },
  now: Date,
): Promise<PlannedChange> {
  const entry = catalogueEntry(input.key);
  if (!entry)
    throw fieldErrors({ key: ['There is no such setting.'] }, 'There is no such setting.');
  const errors: Record<string, string[]> = {};
  const parsed = entry.schema.safeParse(input.value);
  if (!parsed.success)
    errors.value = [parsed.error.issues[0]?.message ?? 'This value does not fit.'];
  const { row } = settingPath(entry.key);
  const rowNow = await rowAt(q, row, now);
  const { earliest, period } = earliestOf(entry, rowNow, now, input.value);
  // A minute of grace: "now" typed in a form is already past when it arrives.
  if (input.effectiveFrom.getTime() < now.getTime() - 60_000)
    errors.effective_from = ['Choose a time from now on: a change never applies to the past.'];
  else if (entry.plan && input.effectiveFrom < earliest)
    errors.effective_from = [
      `A plan setting changes from the start of a period not yet begun: ${earliest.toISOString()} at the earliest.`,
    ];
  if (!errors.value) {
    const rowThen = await rowAt(q, row, input.effectiveFrom);
    const problem = crossCheck(row, overlay(rowThen, [{ key: entry.key, value: parsed.data }]));
    if (problem) errors.value = [problem];
  }
  if (Object.keys(errors).length) throw fieldErrors(errors, 'Check the change.');
  const oldValue = fieldValue(await rowAt(q, row, input.effectiveFrom), entry.key);
  return {
    key: entry.key,
    oldValue,
    newValue: parsed.data,
    effectiveFrom: input.effectiveFrom,
    firstPeriod: period ? periodKey(input.effectiveFrom, period) : null,
    earliestFrom: earliest,
  };
}

/** Stores a checked change; it takes effect by itself at its instant. */
export async function recordSettingChange(
  tx: Queryable,
  change: PlannedChange,
  operatorId: number,
  now: Date,
): Promise<SettingChange> {
  const id = await insertChange(tx, {
    key: change.key,
    value: change.newValue,
    effectiveFrom: change.effectiveFrom,
    operatorId,
    now,
  });
  return (await findChange(tx, id))!;
}

/** Cancels a change not yet in effect; one in effect or cancelled already is a conflict. */
export async function cancelSettingChange(
  tx: Queryable,
  id: number,
  operatorId: number,
  now: Date,
): Promise<SettingChange> {
  const change = await findChange(tx, id, true);
  if (!change) throw notFound('Setting change not found.');
  if (change.cancelledAt) throw new AppError(409, 'conflict', 'This change is already cancelled.');
  if (change.effectiveFrom <= now)
    throw new AppError(409, 'conflict', 'This change is already in effect: schedule another one.');
  await cancelChange(tx, id, operatorId, now);
  return (await findChange(tx, id))!;
}
