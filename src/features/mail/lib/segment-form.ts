import type { BroadcastSegment } from '@/api/broadcast';

/**
 * The broadcast segment as a form holds it: text per wire field, named `segment.<field>` as
 * the server names its field errors, so each message lands under its field.
 */
export const segmentFieldNames = [
  'segment.level_min',
  'segment.level_max',
  'segment.leg',
  'segment.min_rank',
  'segment.activity',
  'segment.joined_from',
  'segment.joined_to',
  'segment.volume',
  'segment.volume_min',
  'segment.volume_max',
] as const;
export type SegmentField = (typeof segmentFieldNames)[number];
export type SegmentValues = Record<SegmentField, string>;

export const emptySegment: SegmentValues = {
  'segment.level_min': '',
  'segment.level_max': '',
  'segment.leg': '',
  'segment.min_rank': '',
  'segment.activity': '',
  'segment.joined_from': '',
  'segment.joined_to': '',
  'segment.volume': 'pv',
  'segment.volume_min': '',
  'segment.volume_max': '',
};

/** A number typed, null when blank; a value that is no number goes as typed, for the server's message. */
const numberOf = (text: string): number | null => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const n = Number(trimmed);
  return (Number.isFinite(n) ? n : trimmed) as number;
};
const textOf = (text: string) => (text.trim() === '' ? null : text.trim());

/** The segment the call sends. */
export function toSegment(v: SegmentValues): BroadcastSegment {
  const activity = v['segment.activity'];
  return {
    level_min: numberOf(v['segment.level_min']),
    level_max: numberOf(v['segment.level_max']),
    leg: textOf(v['segment.leg']) as BroadcastSegment['leg'],
    min_rank: numberOf(v['segment.min_rank']),
    active_only: activity === 'active',
    inactive_only: activity === 'inactive',
    joined_from: textOf(v['segment.joined_from']),
    joined_to: textOf(v['segment.joined_to']),
    volume: v['segment.volume'] === 'tv' ? 'tv' : 'pv',
    volume_min: numberOf(v['segment.volume_min']),
    volume_max: numberOf(v['segment.volume_max']),
  };
}

/** The query keys a link to the page may carry: the segment's wire names. */
const queryKeys: Record<string, SegmentField> = {
  level_min: 'segment.level_min',
  level_max: 'segment.level_max',
  leg: 'segment.leg',
  min_rank: 'segment.min_rank',
  joined_from: 'segment.joined_from',
  joined_to: 'segment.joined_to',
  volume: 'segment.volume',
  volume_min: 'segment.volume_min',
  volume_max: 'segment.volume_max',
};

/**
 * The form's first values from a link (the genealogy's analysis panel opens the page with
 * its filters): unknown keys are ignored, and the server checks every value anyway.
 */
export function segmentFromQuery(query: URLSearchParams): SegmentValues {
  const values = { ...emptySegment };
  for (const [key, field] of Object.entries(queryKeys)) {
    const value = query.get(key);
    if (value !== null) values[field] = value.slice(0, 40);
  }
  if (query.get('inactive_only') === 'true') values['segment.activity'] = 'inactive';
  if (query.get('active_only') === 'true') values['segment.activity'] = 'active';
  return values;
}
