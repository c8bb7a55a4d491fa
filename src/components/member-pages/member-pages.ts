import type { ComponentType } from 'react';
import type { User } from '@/api/user';
import type { MemberPagePath } from './member-routes';

/**
 * What every member page receives from the shell: the signed-in member, and the app's own
 * sign-out (spec §4 logout flow), which a feature may offer but not reimplement.
 */
export type MemberPageProps = { user: User; signOut: () => void };

/**
 * A feature's screens keyed by their path under /member (spec §2), e.g. 'wallet/statement'.
 * Each feature exports one such map from its `<area>-routes.tsx`; app/member-area.tsx merges
 * them, so features never touch the router and never import one another.
 */
export type MemberPages = Readonly<Partial<Record<MemberPagePath, MemberPage>>>;

export type MemberPage = ComponentType<MemberPageProps>;
