import { KIND_MEMBER, type OrgSummary } from '@workers/genealogy/protocol';
import { volumeFormat } from '@/lib/volume';
import type { NodeCard } from './scene';

/**
 * The statistics an exported chart carries (issue 33, item 5): the whole organisation's, as
 * the statistics panel shows them (org-statistics.tsx), when the worker has them; else, in
 * the four levels' view, the counts of what the chart draws, for it is all the page knows.
 * Text in, text out: the PDF and the PNG print the same rows.
 */
export interface ExportFigures {
  /** Whose figures: the whole organisation's, or the members drawn. */
  of: 'organisation' | 'drawn';
  /** Label and value, in the panel's order. */
  facts: [string, string][];
  perLevel: [string, string][];
  perRank: [string, string][];
}

/** The translations the figures need (react-i18next's `t`, or a test's stand-in). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

const percentOf = (lng: string) =>
  new Intl.NumberFormat(lng, { style: 'percent', maximumFractionDigits: 1 });

/** A rank's name in a summary, "No rank" for none. */
export const rankNameIn = (s: OrgSummary, t: Translate) => (id: number | null) =>
  id === null
    ? t('genealogy.analysis.noRank')
    : (s.ranks.find((r) => r.id === id)?.name ?? `#${id}`);

/**
 * The statistics panel's facts, keyed (the panel's test ids), labelled and formatted: one list
 * for the panel (org-statistics.tsx) and the exported chart. The balance reads "—" when
 * neither leg has a member.
 */
export function summaryFacts(s: OrgSummary, t: Translate, lng: string): [string, string, string][] {
  const number = volumeFormat(lng);
  const percent = percentOf(lng);
  const legs = s.left + s.right;
  return [
    ['members', t('genealogy.analysis.members'), number(s.members)],
    [
      'active',
      t('genealogy.analysis.activeShare'),
      s.members > 0 ? percent.format(s.active / s.members) : '—',
    ],
    [
      'balance',
      t('genealogy.analysis.balance'),
      legs > 0
        ? t('genealogy.analysis.balanceValue', {
            left: number(s.left),
            right: number(s.right),
            share: percent.format(Math.min(s.left, s.right) / Math.max(s.left, s.right, 1)),
          })
        : '—',
    ],
    ['deepest', t('genealogy.analysis.deepest'), number(s.deepestLevel)],
    [
      'widest',
      t('genealogy.analysis.widest'),
      t('genealogy.analysis.widestValue', {
        level: s.widestLevel,
        count: s.perLevel[s.widestLevel] ?? 0,
      }),
    ],
    [
      'fastest',
      t('genealogy.analysis.fastest'),
      s.fastestBranch
        ? t('genealogy.analysis.fastestValue', {
            username: s.fastestBranch.username,
            count: s.fastestBranch.joined,
          })
        : t('genealogy.analysis.noGrowth'),
    ],
  ];
}

/** The statistics panel's figures, from the worker's summary; a balance of no legs is left out. */
export function summaryFigures(s: OrgSummary, t: Translate, lng: string): ExportFigures {
  const number = volumeFormat(lng);
  const rankName = rankNameIn(s, t);
  const legs = s.left + s.right;
  return {
    of: 'organisation',
    facts: summaryFacts(s, t, lng)
      .filter(([key]) => key !== 'balance' || legs > 0)
      .map(([, label, value]): [string, string] => [label, value]),
    perLevel: s.perLevel.map((count, level) => [String(level), number(count)]),
    perRank: s.perRank.map((r) => [rankName(r.rankId), number(r.count)]),
  };
}

interface DrawnTree {
  layout: { count: number; ids: Float64Array; depth: Int32Array; kind: Uint8Array };
  cards: ReadonlyMap<number, NodeCard>;
}

/** The counts of the members a chart draws: members, active, per level and per rank. */
export function drawnFigures(tree: DrawnTree, t: Translate, lng: string): ExportFigures {
  const number = volumeFormat(lng);
  const percent = percentOf(lng);
  const { layout, cards } = tree;
  const perLevel: number[] = [];
  const perRank = new Map<number, { name: string; count: number }>();
  let members = 0;
  let active = 0;
  let known = 0;
  for (let i = 0; i < layout.count; i++) {
    if (layout.kind[i] !== KIND_MEMBER) continue;
    members++;
    const d = layout.depth[i]! - layout.depth[0]!;
    perLevel[d] = (perLevel[d] ?? 0) + 1;
    const card = cards.get(layout.ids[i]!);
    if (!card) continue;
    known++;
    if (card.active) active++;
    const id = card.rankId ?? 0;
    const name =
      card.rankId === null ? t('genealogy.analysis.noRank') : (card.rank ?? `#${card.rankId}`);
    const entry = perRank.get(id) ?? { name, count: 0 };
    entry.count++;
    perRank.set(id, entry);
  }
  return {
    of: 'drawn',
    facts: [
      [t('genealogy.print.drawnMembers'), number(members)],
      [t('genealogy.analysis.activeShare'), known > 0 ? percent.format(active / known) : '—'],
    ],
    perLevel: perLevel.map((count, level) => [String(level), number(count ?? 0)]),
    perRank: [...perRank].sort(([a], [b]) => a - b).map(([, r]) => [r.name, number(r.count)]),
  };
}

/** The headings the figures are printed under. */
export interface FigureHeadings {
  statistics: string;
  perLevel: string;
  perRank: string;
  /** "Level", before a level's number. */
  level: string;
}

/**
 * The figures as lines of at most `maxWidth` (as `measure` reads a text): the heading, the
 * facts, then members per level and per rank, each a run of "label: value" items wrapped
 * between items. The PNG prints these lines under its legend.
 */
export function figureLines(
  f: ExportFigures,
  h: FigureHeadings,
  measure: (text: string) => number,
  maxWidth: number,
): string[] {
  const out = [h.statistics];
  const run = (lead: string, items: string[]) => {
    let line = lead;
    for (const item of items) {
      const next = line === '' ? item : line.endsWith(': ') ? line + item : `${line} · ${item}`;
      if (line !== '' && line !== lead && measure(next) > maxWidth) {
        out.push(line);
        line = item;
      } else line = next;
    }
    if (line !== '') out.push(line);
  };
  run(
    '',
    f.facts.map(([label, value]) => `${label}: ${value}`),
  );
  run(
    `${h.perLevel}: `,
    f.perLevel.map(([level, count]) => `${h.level} ${level}: ${count}`),
  );
  if (f.perRank.length > 0)
    run(
      `${h.perRank}: `,
      f.perRank.map(([rank, count]) => `${rank}: ${count}`),
    );
  return out;
}
