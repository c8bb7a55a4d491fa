/** An ILIKE pattern that finds `keyword` anywhere, with its own %, _ and \ taken literally. */
export const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
