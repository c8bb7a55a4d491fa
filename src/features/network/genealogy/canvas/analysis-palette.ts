import type { ColourBy } from '@workers/genealogy/protocol';

/**
 * Node colours of an analysis, by colour key (workers/genealogy/org-analysis.ts). Categories
 * (rank, leg) take distinct hues; ordered values (volume, join date) a sequential scale from
 * light to dark that reads in both colour modes; activity is green or grey.
 */
const categorical = [
  '#9fa6ad', // no rank / other
  '#0b6bcb',
  '#e07b00',
  '#1f8a4c',
  '#c41c1c',
  '#7b3fd1',
  '#8a5a2b',
  '#d63c9c',
  '#4a8a99',
  '#a3a31f',
  '#3d4ea8',
];
const sequential = ['#c7ddf4', '#8fbbe8', '#5797d6', '#2a74bd', '#16539a', '#0a3470', '#05204a'];
const heat = ['#b9c0c7', '#fde0a6', '#fbb760', '#f28a2e', '#d9541a', '#a8300f'];
const legs = ['#0b6bcb', '#e07b00', '#9fa6ad'];
const activity = ['#9fa6ad', '#1f8a4c'];

export function paletteOf(by: ColourBy): readonly string[] {
  switch (by) {
    case 'rank':
      return categorical;
    case 'activity':
      return activity;
    case 'pv':
    case 'tv':
      return heat;
    case 'joined':
      return sequential.slice(0, 6);
    case 'leg':
      return legs;
    case 'none':
      return [];
  }
}

/** The colour of a key; keys past the palette's end reuse its last colours. */
export const colourOf = (palette: readonly string[], key: number): string =>
  palette[Math.min(key, palette.length - 1)] ?? '#9fa6ad';

/**
 * A rank's own colour on the canvas (issue 31), from the same hues as colouring by rank:
 * ranks are numbered in the company's order, so rank n takes the hue an analysis gives the
 * n-th rank. No rank is grey.
 */
export const rankColour = (rankId: number | null): string =>
  rankId === null || rankId <= 0
    ? categorical[0]!
    : categorical[1 + ((rankId - 1) % (categorical.length - 1))]!;
