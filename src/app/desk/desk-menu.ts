import type { DeskPage } from '@/components/desk/desk-page';
import type { OperatorPermission } from '@contract/operator';

/** The desk's pages this operator may open, in the list's order (the menu and home cards). */
export const allowedDeskPages = (
  pages: readonly DeskPage[],
  permissions: readonly OperatorPermission[],
): DeskPage[] => pages.filter((page) => permissions.includes(page.permission));

/** Where a desk path is: the home, one of the pages (with its own sub-path), or nowhere. */
export type DeskLocation =
  { kind: 'home' } | { kind: 'page'; page: DeskPage } | { kind: 'unknown' };

/** Which desk page an address under /admin belongs to: its first segment names the page. */
export function deskLocation(pathname: string, pages: readonly DeskPage[]): DeskLocation {
  const rest = pathname.replace(/^\/admin\/?/, '').replace(/\/+$/, '');
  if (rest === '') return { kind: 'home' };
  const first = rest.split('/')[0];
  const page = pages.find((p) => p.path === first);
  return page ? { kind: 'page', page } : { kind: 'unknown' };
}

/**
 * A page's short description for its home card: the `description` key beside the menu label
 * in the same namespace ('desk-kyc:nav' -> 'desk-kyc:description').
 */
export const descriptionKeyOf = (labelKey: string) => {
  const colon = labelKey.indexOf(':');
  return colon < 0 ? 'description' : `${labelKey.slice(0, colon)}:description`;
};

/** Every namespace the desk's labels live in, to load them before the menu draws. */
export const deskNamespaces = (pages: readonly DeskPage[]): string[] => [
  'desk',
  ...new Set(
    pages.flatMap((p) => (p.labelKey.includes(':') ? [p.labelKey.split(':')[0] as string] : [])),
  ),
];
