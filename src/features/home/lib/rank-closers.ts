import type { LegPosition, ProgressMember } from '@/api/rank-progress';
import { fullName } from '@contract/names';

/**
 * The genealogy explorer focused on one member: `root` shows the member at the top of the
 * view and `node` selects it (src/features/network/genealogy/state/url-state.ts).
 */
export const genealogyHref = (memberId: number): string =>
  `/member/network/genealogy?root=${memberId}&node=${memberId}`;

/** How far along a criterion is, 0 to 100; a criterion asking for nothing is complete. */
export function progressPercent(actual: number, required: number): number {
  if (required <= 0) return 100;
  return Math.round(Math.min(Math.max(actual / required, 0), 1) * 100);
}

/** The i18n suffix naming a leg: a binary side, or a leg of a matrix or unilevel plan. */
export const legSide = (position: LegPosition): 'left' | 'right' | 'leg' =>
  position === 'L' ? 'left' : position === 'R' ? 'right' : 'leg';

export const memberName = (m: Pick<ProgressMember, 'firstName' | 'lastName'>): string =>
  fullName(m.firstName, m.lastName);

/** "A, B and C" in the interface language ("A, B y C" in Spanish). */
export function joinNames(names: readonly string[], language: string | undefined): string {
  return new Intl.ListFormat(language ?? 'en', { style: 'long', type: 'conjunction' }).format(
    names,
  );
}
