import { describe, expect, it } from 'vitest';
import { memberAreas, type MemberPagePath } from '@/components/member-pages/member-routes';
import { builtPages } from './member-area';

describe('the member area', () => {
  it('has a real screen for every path of spec §2: none says "not built yet"', () => {
    const paths = memberAreas.flatMap((area) => [
      // An area with a default page redirects there; one without shows its own screen.
      ...(area.defaultPage ? [] : [area.path]),
      ...(area.pages ?? []).map((p) => `${area.path}/${p}`),
      ...(area.details ?? []).map((d) => `${area.path}/${d}`),
    ]);
    const missing = paths.filter((p) => builtPages[p as MemberPagePath] === undefined);
    expect(missing).toEqual([]);
  });
});
