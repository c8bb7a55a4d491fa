import type {
  DeskSettingWire,
  SettingChangePreviewWire,
  SettingChangeWire,
  SettingInputWire,
} from '../../contract/desk-settings';
import type { PlannedChange, SettingChange, SettingOverview } from '../company';

const inputWire = (input: SettingOverview['entry']['input']): SettingInputWire =>
  input.type === 'percent_list'
    ? { type: 'percent_list', max_items: input.maxItems }
    : input.type === 'enum'
      ? { type: 'enum', options: [...input.options] }
      : input;

export const toSettingChangeWire = (c: SettingChange): SettingChangeWire => ({
  id: c.id,
  key: c.key,
  value: c.value,
  effective_from: c.effectiveFrom.toISOString(),
  created_at: c.createdAt.toISOString(),
  created_by: c.createdBy,
});

export const toDeskSettingWire = (s: SettingOverview): DeskSettingWire => ({
  key: s.entry.key,
  area: s.entry.area,
  input: inputWire(s.entry.input),
  value: s.value,
  earliest_from: s.earliestFrom.toISOString(),
  period: s.period,
  scheduled: s.scheduled.map(toSettingChangeWire),
});

export const toSettingChangePreviewWire = (p: PlannedChange): SettingChangePreviewWire => ({
  key: p.key,
  old_value: p.oldValue,
  new_value: p.newValue,
  effective_from: p.effectiveFrom.toISOString(),
  first_period: p.firstPeriod,
  earliest_from: p.earliestFrom.toISOString(),
});
