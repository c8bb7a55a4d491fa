import type { GenealogyAffiliateWire } from '../../contract/network';

/** The fields of a §3 flat node that shape the tree; the rest rides along untouched. */
export type TreeNodeInput = Pick<GenealogyAffiliateWire, 'id' | 'parent_id' | 'position'> &
  Partial<Pick<GenealogyAffiliateWire, 'status' | 'child_count'>>;

/**
 * The fields that shape the tree, one typed array each: what `ingest` reads. The worker
 * gathers them from the record table without making an object per member; tests and small
 * callers pass plain node objects, turned into columns by `treeColumnsOfNodes`.
 */
export interface TreeColumns {
  length: number;
  id: Float64Array;
  /** NaN for a member without a parent. */
  parentId: Float64Array;
  /** 0 left, 1 right, 2 no leg (the sort rank of the children). */
  leg: Uint8Array;
  /** 1 when the member is active (status 1): only then does it show free slots. */
  active: Uint8Array;
  /** child_count, or -1 when the payload does not say. */
  childCount: Int32Array;
}

const LEG_LEFT = 0;
const LEG_RIGHT = 1;
export const LEG_NONE = 2;

export function emptyTreeColumns(n: number): TreeColumns {
  return {
    length: n,
    id: new Float64Array(n),
    parentId: new Float64Array(n),
    leg: new Uint8Array(n),
    active: new Uint8Array(n),
    childCount: new Int32Array(n),
  };
}

export function treeColumnsOfNodes(nodes: readonly TreeNodeInput[]): TreeColumns {
  const c = emptyTreeColumns(nodes.length);
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i]!;
    c.id[i] = node.id;
    c.parentId[i] = node.parent_id === null ? NaN : node.parent_id;
    c.leg[i] = node.position === 'L' ? LEG_LEFT : node.position === 'R' ? LEG_RIGHT : LEG_NONE;
    c.active[i] = node.status === 1 ? 1 : 0;
    c.childCount[i] = node.child_count ?? -1;
  }
  return c;
}

export const isTreeColumns = (x: readonly TreeNodeInput[] | TreeColumns): x is TreeColumns =>
  !Array.isArray(x);
