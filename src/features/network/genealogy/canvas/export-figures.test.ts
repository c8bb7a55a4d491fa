import { describe, expect, it } from 'vitest';
import type { OrgSummary } from '@workers/genealogy/protocol';
import { drawnFigures, figureLines, summaryFigures, type Translate } from './export-figures';
import { exportSizes, planExport } from './export-plan';
import type { NodeCard } from './scene';

/** The key and its options, so a test sees which words and figures were asked for. */
const t: Translate = (key, o) => (o ? `${key}${JSON.stringify(o)}` : key);

const summary: OrgSummary = {
  members: 1234,
  active: 617,
  perLevel: [1, 12, 140, 1081],
  perRank: [
    { rankId: null, count: 900 },
    { rankId: 2, count: 334 },
  ],
  deepestLevel: 3,
  widestLevel: 3,
  left: 600,
  right: 633,
  fastestBranch: null,
  ranks: [{ id: 2, name: 'Gold' }],
  today: 0,
  firstJoined: 0,
};

describe('the figures an exported chart prints', () => {
  it('are the statistics panel’s, from the whole organisation’s summary', () => {
    const f = summaryFigures(summary, t, 'en');
    expect(f.of).toBe('organisation');
    expect(f.facts[0]).toEqual(['genealogy.analysis.members', '1,234']);
    expect(f.facts[1]).toEqual(['genealogy.analysis.activeShare', '50%']);
    expect(f.facts.map(([label]) => label)).toContain('genealogy.analysis.balance');
    expect(f.perLevel).toEqual([
      ['0', '1'],
      ['1', '12'],
      ['2', '140'],
      ['3', '1,081'],
    ]);
    expect(f.perRank).toEqual([
      ['genealogy.analysis.noRank', '900'],
      ['Gold', '334'],
    ]);
    // In Spanish, Spanish numbers.
    expect(summaryFigures(summary, t, 'es').facts[0]![1]).toBe('1.234');
  });

  it('count what is drawn when there is no summary (the four levels’ view)', () => {
    const card = (active: boolean, rankId: number | null): NodeCard => ({
      name: 'M',
      username: 'm',
      initials: 'M',
      rank: rankId === null ? null : 'Gold',
      rankId,
      pv: 0,
      active,
      avatar: null,
    });
    const f = drawnFigures(
      {
        layout: {
          count: 5,
          ids: Float64Array.from([1, 2, -1, 3, 4]),
          depth: Int32Array.from([0, 1, 1, 2, 2]),
          // The third node is a free slot: not a member.
          kind: Uint8Array.from([0, 0, 1, 0, 0]),
        },
        cards: new Map([
          [1, card(true, 2)],
          [2, card(false, null)],
          [3, card(true, 2)],
          [4, card(true, null)],
        ]),
      },
      t,
      'en',
    );
    expect(f.of).toBe('drawn');
    expect(f.facts).toEqual([
      ['genealogy.print.drawnMembers', '4'],
      ['genealogy.analysis.activeShare', '75%'],
    ]);
    expect(f.perLevel).toEqual([
      ['0', '1'],
      ['1', '1'],
      ['2', '2'],
    ]);
    expect(f.perRank).toEqual([
      ['genealogy.analysis.noRank', '2'],
      ['Gold', '2'],
    ]);
  });

  it('wrap between items to the width, every item printed once', () => {
    const f = summaryFigures(
      { ...summary, perLevel: Array.from({ length: 40 }, (_, n) => n * 10) },
      t,
      'en',
    );
    const headings = {
      statistics: 'Statistics',
      perLevel: 'Per level',
      perRank: 'Per rank',
      level: 'L',
    };
    const measure = (s: string) => s.length * 8;
    const lines = figureLines(f, headings, measure, 400);
    expect(lines[0]).toBe('Statistics');
    for (const line of lines.slice(1)) {
      // A line is over the width only when it is one item too long by itself.
      if (measure(line) > 400) expect(line).not.toContain(' · ');
    }
    const joined = lines.join(' · ');
    for (let n = 0; n < 40; n++) expect(joined).toContain(`L ${n}: ${n * 10}`);
    expect(lines.some((l) => l.startsWith('Per level: L 0: 0'))).toBe(true);
    expect(lines.length).toBeGreaterThan(5);
  });

  it('take room on the PNG page between the legend and the tree', () => {
    const none = planExport({ treeWidth: 1000, treeHeight: 700, legendCount: 5 });
    const some = planExport({ treeWidth: 1000, treeHeight: 700, legendCount: 5, figureLines: 4 });
    expect(none.figures.height).toBe(0);
    expect(some.figures.lines).toHaveLength(4);
    expect(some.figures.y).toBeGreaterThan(some.legend.y + some.legend.height);
    expect(some.tree.y).toBe(none.tree.y + 16 + 4 * exportSizes.figureRow);
    for (const line of some.figures.lines) {
      expect(line.y - line.size).toBeGreaterThanOrEqual(some.figures.y);
      expect(line.y).toBeLessThanOrEqual(some.tree.y);
    }
  });
});
