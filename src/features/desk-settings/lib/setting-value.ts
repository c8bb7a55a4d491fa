import type { SettingInput } from '@/api/desk-settings';

/** A setting's value as the desk shows it: on/off, a number, a choice, a list. */
export function formatSettingValue(value: unknown, on: string, off: string, none: string): string {
  if (value === null || value === undefined) return none;
  if (typeof value === 'boolean') return value ? on : off;
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

/** The text a form field starts from for a value. */
export function valueToText(input: SettingInput, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (input.type === 'percentList' && Array.isArray(value)) return value.join(', ');
  return String(value);
}

/**
 * The JSON value a field's text stands for. What does not parse is sent as typed, so the
 * server's own message for the field is the one shown (the server checks every value).
 */
export function textToValue(input: SettingInput, text: string): unknown {
  const trimmed = text.trim();
  switch (input.type) {
    case 'boolean':
      return trimmed === 'true' ? true : trimmed === 'false' ? false : trimmed;
    case 'integer':
    case 'number': {
      if (trimmed === '' && input.nullable) return null;
      const n = Number(trimmed);
      return trimmed !== '' && Number.isFinite(n) ? n : trimmed;
    }
    case 'percentList': {
      if (trimmed === '') return [];
      return trimmed.split(/[,;\s]+/).map((part) => {
        const n = Number(part);
        return Number.isFinite(n) ? n : part;
      });
    }
    default:
      return trimmed;
  }
}

/** A setting key as a label when no translation names it: `modules.ticketing_system` → "Ticketing system". */
export function humaniseKey(key: string): string {
  const last = key.slice(key.lastIndexOf('.') + 1).replace(/_/g, ' ');
  return last.charAt(0).toUpperCase() + last.slice(1);
}
