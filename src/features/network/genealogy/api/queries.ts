/** The explorer's own server state (the tree itself lives in the worker, not in React Query). */
export const genealogyKeys = {
  all: ['network', 'genealogy'] as const,
  search: (keyword: string) => [...genealogyKeys.all, 'search', keyword] as const,
};
