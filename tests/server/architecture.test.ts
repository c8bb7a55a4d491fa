import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serverLayers } from '../../eslint.config';
import {
  areaUses,
  currentPicture,
  docPath,
  expectedDoc,
  serverAreas,
} from '../../scripts/architecture';

describe('the picture of the server in docs/architecture.md', () => {
  it('is the one the lint configuration and the imports draw (npm run architecture)', async () => {
    const committed = readFileSync(docPath, 'utf8');
    expect(currentPicture(committed)).not.toBeNull();
    expect(currentPicture(committed)).toBe(currentPicture(await expectedDoc(serverLayers)));
  });

  it('has areas that use each other without a cycle', () => {
    const uses = areaUses(serverAreas(serverLayers));
    const state = new Map<string, 'open' | 'done'>();
    const cycle: string[] = [];
    const visit = (area: string, trail: string[]): boolean => {
      if (state.get(area) === 'done') return false;
      if (state.get(area) === 'open') {
        cycle.push(...trail.slice(trail.indexOf(area)), area);
        return true;
      }
      state.set(area, 'open');
      for (const next of uses.get(area) ?? []) if (visit(next, [...trail, area])) return true;
      state.set(area, 'done');
      return false;
    };
    for (const area of uses.keys()) if (visit(area, [])) break;
    expect(cycle).toEqual([]);
  });
});
