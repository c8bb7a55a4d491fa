import type { ModuleFlags } from '@/api/modules';

/** The sub-pages of /member/home (spec §2), in the order the sub-navigation shows them. */
export const homeSubPages = ['dashboard', 'binary', 'package', 'rank', 'performance'] as const;
export type HomeSubPage = (typeof homeSubPages)[number];

export type HomePageFlags = Pick<ModuleFlags, 'compensationPlan' | 'package' | 'rank'>;

/**
 * The home sub-pages a member may open: the binary page only under the binary plan, the
 * packages page only with packages on, the rank page only with ranks on. Until the settings
 * are known (null) only the dashboard and performance, which every plan has.
 */
export function shownHomePages(flags: HomePageFlags | null): HomeSubPage[] {
  return homeSubPages.filter((p) => {
    if (p === 'binary') return flags?.compensationPlan === 'binary';
    if (p === 'package') return flags?.package === true;
    if (p === 'rank') return flags?.rank === true;
    return true;
  });
}
