import { describe, expect, it } from 'vitest';
import { emptySegment, segmentFromQuery, toSegment } from './segment-form';

describe('the broadcast segment form', () => {
  it('sends an empty form as the whole downline', () => {
    expect(toSegment(emptySegment)).toEqual({
      level_min: null,
      level_max: null,
      leg: null,
      min_rank: null,
      active_only: false,
      inactive_only: false,
      joined_from: null,
      joined_to: null,
      volume: 'pv',
      volume_min: null,
      volume_max: null,
    });
  });

  it('reads back the segment a link carries', () => {
    const segment = {
      ...toSegment(emptySegment),
      level_min: 2,
      leg: 'L' as const,
      min_rank: 3,
      inactive_only: true,
      joined_from: '2026-01-01',
      volume: 'tv' as const,
      volume_max: 500,
    };
    // As the genealogy's analysis panel writes it; a key the form does not know is ignored.
    const query =
      'level_min=2&leg=L&min_rank=3&inactive_only=true&joined_from=2026-01-01&volume=tv&volume_max=500&root=1';
    expect(toSegment(segmentFromQuery(new URLSearchParams(query)))).toEqual(segment);
  });

  it('passes a value that is no number on as typed, for the server to name', () => {
    const values = { ...emptySegment, 'segment.level_min': '1e', 'segment.volume_min': ' 12.5 ' };
    expect(toSegment(values)).toMatchObject({ level_min: '1e', volume_min: 12.5 });
  });
});
