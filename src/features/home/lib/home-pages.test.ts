import { describe, expect, it } from 'vitest';
import { shownHomePages, type HomePageFlags } from './home-pages';

const all: HomePageFlags = { compensationPlan: 'binary', package: true, rank: true };

describe('shownHomePages', () => {
  it('lists every home sub-page under the binary plan with packages and ranks on', () => {
    expect(shownHomePages(all)).toEqual(['dashboard', 'binary', 'package', 'rank', 'performance']);
  });

  it('leaves the binary page out under the matrix and unilevel plans', () => {
    expect(shownHomePages({ ...all, compensationPlan: 'matrix' })).not.toContain('binary');
    expect(shownHomePages({ ...all, compensationPlan: 'unilevel' })).not.toContain('binary');
  });

  it('leaves packages and rank out when their modules are off', () => {
    expect(shownHomePages({ ...all, package: false, rank: false })).toEqual([
      'dashboard',
      'binary',
      'performance',
    ]);
  });

  it('shows only what every plan has before the settings are known', () => {
    expect(shownHomePages(null)).toEqual(['dashboard', 'performance']);
  });
});
