/**
 * The materialised placement path (members.path): each ancestor's id in base36, zero-padded
 * to 7 characters and followed by '.', root first, the member itself last. Fixed-width
 * segments keep the "C"-collation order of paths a depth-first order of the tree, so a
 * subtree is the range `path > p AND path < p || '~'`.
 */

const SEGMENT = 8;
const ID_WIDTH = 7;
const MAX_ID = 36 ** ID_WIDTH - 1;

/** '0000021' for 73. */
export function encodeId(id: number): string {
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID)
    throw new RangeError(`id out of path range: ${id}`);
  return id.toString(36).padStart(ID_WIDTH, '0');
}

const pathSegment = (id: number): string => `${encodeId(id)}.`;

export const childPath = (parentPath: string, id: number): string => parentPath + pathSegment(id);

/** Every id on the path, root first, the member itself last. */
export function pathIds(path: string): number[] {
  if (path.length === 0 || path.length % SEGMENT !== 0)
    throw new RangeError(`malformed path: "${path}"`);
  const ids: number[] = [];
  for (let i = 0; i < path.length; i += SEGMENT) {
    if (path[i + ID_WIDTH] !== '.') throw new RangeError(`malformed path: "${path}"`);
    ids.push(parseInt(path.slice(i, i + ID_WIDTH), 36));
  }
  return ids;
}

/** The placement ancestors, root first, the member excluded. */
export const ancestorIds = (path: string): number[] => pathIds(path).slice(0, -1);

/** Exclusive upper bound of the subtree range of `path`. */
export const subtreeEnd = (path: string): string => `${path}~`;

export const isInSubtree = (rootPath: string, path: string): boolean =>
  path.length > rootPath.length && path.startsWith(rootPath);

/**
 * For each ancestor of a member, the leg (L/R) its volume arrives through: the position of
 * the ancestor's child on the way down. `positionOf` gives the position of every id on the path.
 */
export function legsUpThePath(
  path: string,
  positionOf: (id: number) => 'L' | 'R' | null,
): { ancestorId: number; leg: 'L' | 'R' | null }[] {
  const ids = pathIds(path);
  return ids.slice(0, -1).map((ancestorId, i) => ({ ancestorId, leg: positionOf(ids[i + 1]!) }));
}
