import {
  deskSettingsWire,
  settingChangePreviewWire,
  settingChangeResponseWire,
  type DeskSettingWire,
  type SettingAreaWire,
  type SettingChangePreviewWire,
  type SettingChangeWire,
  type SettingInputWire,
} from '@contract/desk-settings';
import { signalOf } from './cursor-page';
import { del, get, post } from './http';

type SettingArea = SettingAreaWire;

export type SettingInput =
  | { type: 'boolean' }
  | { type: 'integer' | 'number'; min: number; max: number | null; nullable: boolean }
  | { type: 'enum'; options: string[] }
  | { type: 'percentList'; maxItems: number };

export type SettingChange = {
  id: number;
  key: string;
  value: unknown;
  effectiveFrom: string;
  createdAt: string;
  createdBy: string;
};

export type DeskSetting = {
  key: string;
  area: SettingArea;
  input: SettingInput;
  value: unknown;
  earliestFrom: string;
  period: 'daily' | 'weekly' | 'monthly' | null;
  scheduled: SettingChange[];
};

export type SettingChangePreview = {
  key: string;
  oldValue: unknown;
  newValue: unknown;
  effectiveFrom: string;
  firstPeriod: string | null;
  earliestFrom: string;
};

const toSettingInput = (w: SettingInputWire): SettingInput =>
  w.type === 'percent_list'
    ? { type: 'percentList', maxItems: w.max_items }
    : w.type === 'enum'
      ? { type: 'enum', options: w.options }
      : w.type === 'boolean'
        ? { type: 'boolean' }
        : { type: w.type, min: w.min, max: w.max, nullable: w.nullable };

const toSettingChange = (w: SettingChangeWire): SettingChange => ({
  id: w.id,
  key: w.key,
  value: w.value ?? null,
  effectiveFrom: w.effective_from,
  createdAt: w.created_at,
  createdBy: w.created_by,
});

export const toDeskSetting = (w: DeskSettingWire): DeskSetting => ({
  key: w.key,
  area: w.area,
  input: toSettingInput(w.input),
  value: w.value ?? null,
  earliestFrom: w.earliest_from,
  period: w.period,
  scheduled: w.scheduled.map(toSettingChange),
});

export const toSettingChangePreview = (w: SettingChangePreviewWire): SettingChangePreview => ({
  key: w.key,
  oldValue: w.old_value ?? null,
  newValue: w.new_value ?? null,
  effectiveFrom: w.effective_from,
  firstPeriod: w.first_period,
  earliestFrom: w.earliest_from,
});

/** A change as the dialog asks for it: the key, its value, and from when (an ISO instant). */
export type SettingChangeInput = { key: string; value: unknown; effectiveFrom: string };

const toChangeBody = (c: SettingChangeInput) => ({
  key: c.key,
  value: c.value,
  effective_from: c.effectiveFrom,
});

export const getDeskSettings = async (signal?: AbortSignal) =>
  (
    await get('/api/admin/settings', { schema: deskSettingsWire, ...signalOf(signal) })
  ).settings.map(toDeskSetting);

export const previewSettingChange = async (c: SettingChangeInput) =>
  toSettingChangePreview(
    await post('/api/admin/settings/changes/preview', toChangeBody(c), {
      schema: settingChangePreviewWire,
    }),
  );

export const scheduleSettingChange = async (c: SettingChangeInput) =>
  toSettingChange(
    (
      await post('/api/admin/settings/changes', toChangeBody(c), {
        schema: settingChangeResponseWire,
      })
    ).change,
  );

export const cancelSettingChange = async (id: number) =>
  toSettingChange(
    (
      await del(`/api/admin/settings/changes/${id}`, undefined, {
        schema: settingChangeResponseWire,
      })
    ).change,
  );

export const deskSettingsKeys = {
  all: ['desk', 'settings'] as const,
  list: () => [...deskSettingsKeys.all, 'list'] as const,
};
