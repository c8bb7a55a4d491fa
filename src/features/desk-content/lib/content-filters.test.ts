import { describe, expect, it } from 'vitest';
import { readContentView, sectionPatch } from './content-filters';

describe('readContentView', () => {
  it('reads the tab and the filters the address bar holds', () => {
    expect(
      readContentView(new URLSearchParams('section=stories&state=draft&kind=video&language=es')),
    ).toEqual({
      section: 'stories',
      filters: { state: 'draft', language: 'es', kind: 'video' },
    });
  });

  it('drops values the server would refuse, and a kind outside the stories tab', () => {
    expect(
      readContentView(new URLSearchParams('section=events&state=gone&kind=video&language=eng')),
    ).toEqual({
      section: 'events',
      filters: { state: '', language: '', kind: '' },
    });
    expect(readContentView(new URLSearchParams('section=nope')).section).toBe('stories');
  });

  it('starts a new tab without the old filters', () => {
    expect(sectionPatch('learnings')).toEqual({
      section: 'learnings',
      state: null,
      language: null,
      kind: null,
    });
  });
});
