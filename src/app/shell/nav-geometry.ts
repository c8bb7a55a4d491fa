// The menu's sizes and its notion of "here", apart from the member menu's components, so the
// operator desk's shell can share them without loading the member menu (its icons and lists).

/** Spec §9: the left sidebar is 275 px wide, 90 px when collapsed. */
export const sidebarWidth = { open: 275, collapsed: 90 } as const;

/** Whether a menu item's path is the current page or one of its sub-pages. */
export const isActivePath = (pathname: string, itemPath: string) =>
  pathname === itemPath || pathname.startsWith(`${itemPath}/`);
