import type { Queryable } from '../db/connection';
import { childPath, isInSubtree, legsUpThePath, pathIds } from '../network';
import {
  placeBinary,
  placeMatrix,
  placeUnilevel,
  type BinaryChildren,
  type Leg,
  type MatrixChildren,
  type Placement,
} from './placement';
import {
  binaryChildren,
  childrenOf,
  getPlacementNode,
  lockMembers,
  nextMemberId,
  positionsOf,
  type PlacementNode,
} from './engine-repo';
import { invalidInput } from '../shared/app-error';
import { loadMatrixSettings, loadModules } from './engine-settings-service';
import { userStatus } from '../../contract/constants';
import { countNewDownline, insertMember } from '../members';

export type PlaceMemberInput = {
  username: string;
  email: string;
  firstName: string;
  lastName?: string | null;
  mobileCode?: string | null;
  mobile?: string | null;
  passwordHash: string;
  /** The enroller; stays the sponsor wherever the member is placed. */
  sponsorId: number;
  /** Binary and matrix only: whose leg (binary) or matrix (matrix) to start from. Default: the sponsor. */
  placementId?: number | null;
  /** Binary only. Default: the sponsor's default_leg. */
  position?: Leg | null;
  language?: string;
  currency?: string;
  joinedAt?: Date;
};

// A slot can be taken between finding it and locking it (a concurrent signup): look again.
const ATTEMPTS = 5;

/**
 * Inserts a member at the place the company's plan gives it (issue 3 point 2) and counts it in
 * every ancestor's downline and leg counters, inside the caller's transaction. Returns the id.
 */
export async function placeMember(tx: Queryable, input: PlaceMemberInput): Promise<number> {
  const sponsor = await getPlacementNode(tx, input.sponsorId);
  if (!sponsor || sponsor.deleted || sponsor.status !== userStatus.active)
    throw invalidInput('sponsor', 'The sponsor does not exist or cannot enrol members.');
  const { plan } = await loadModules(tx);
  const start =
    plan === 'unilevel' ? sponsor : await placementStart(tx, sponsor, input.placementId);

  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    let placement: Placement;
    let width = Infinity;
    if (plan === 'binary') {
      placement = await findBinarySlot(tx, start.id, input.position ?? sponsor.defaultLeg);
    } else if (plan === 'matrix') {
      const matrix = await loadMatrixSettings(tx);
      width = matrix.width;
      placement = await findMatrixSlot(tx, start.id, matrix.width, matrix.depth);
    } else {
      placement = placeUnilevel(sponsor.id);
    }
    const parent = await getPlacementNode(tx, placement.parentId);
    if (!parent) throw new Error(`placement parent ${placement.parentId} vanished`);
    await lockMembers(tx, pathIds(parent.path));
    if (!(await slotStillFree(tx, placement, width))) continue;
    return insertPlaced(tx, input, parent, placement);
  }
  throw new Error('no free placement slot after repeated attempts');
}

async function placementStart(
  tx: Queryable,
  sponsor: PlacementNode,
  placementId: number | null | undefined,
): Promise<PlacementNode> {
  if (placementId === null || placementId === undefined || placementId === sponsor.id)
    return sponsor;
  const node = await getPlacementNode(tx, placementId);
  // Only the sponsor's own downline is the sponsor's to place into.
  if (!node || node.deleted || !isInSubtree(sponsor.path, node.path))
    throw invalidInput('placement', "The placement member is not in the sponsor's downline.");
  return node;
}

/** Walks down one leg, a child lookup per level (the members_parent_idx), to its free end. */
async function findBinarySlot(tx: Queryable, startId: number, leg: Leg): Promise<Placement> {
  const slice = new Map<number, { L: number | null; R: number | null }>();
  for (let id: number | null = startId; id !== null;) {
    const kids = await binaryChildren(tx, id);
    slice.set(id, kids);
    id = kids[leg];
  }
  return placeBinary(slice as BinaryChildren, startId, leg);
}

/**
 * Fetches the matrix one level at a time (children by parent_id) until a level has a member
 * with a free slot; the breadth-first search cannot look further than that level.
 */
async function findMatrixSlot(
  tx: Queryable,
  rootId: number,
  width: number,
  depth: number,
): Promise<Placement> {
  const slice = new Map<number, number[]>();
  let frontier = [rootId];
  while (frontier.length > 0) {
    for (const id of frontier) slice.set(id, []);
    const rows = await childrenOf(tx, frontier);
    for (const r of rows) slice.get(r.parentId)!.push(r.id);
    if (frontier.some((id) => slice.get(id)!.length < width)) break;
    frontier = rows.map((r) => r.id);
  }
  const children: MatrixChildren = slice;
  // The sponsor's own matrix first; once it is full, the downline's, breadth-first.
  const slot =
    placeMatrix(children, rootId, width, depth) ?? placeMatrix(children, rootId, width, Infinity);
  if (!slot) throw new Error('matrix search found no slot');
  return slot;
}

async function slotStillFree(tx: Queryable, p: Placement, width: number): Promise<boolean> {
  if (p.position !== null) return (await binaryChildren(tx, p.parentId))[p.position] === null;
  if (width === Infinity) return true;
  return (await childrenOf(tx, [p.parentId])).length < width;
}

async function insertPlaced(
  tx: Queryable,
  input: PlaceMemberInput,
  parent: PlacementNode,
  placement: Placement,
): Promise<number> {
  const id = await nextMemberId(tx);
  const path = childPath(parent.path, id);
  try {
    await insertMember(tx, {
      id,
      username: input.username,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName ?? null,
      mobileCode: input.mobileCode ?? null,
      mobile: input.mobile ?? null,
      passwordHash: input.passwordHash,
      sponsorId: input.sponsorId,
      parentId: parent.id,
      position: placement.position,
      path,
      depth: parent.depth + 1,
      language: input.language ?? 'en',
      currency: input.currency ?? 'USD',
      joinedAt: input.joinedAt ?? new Date(),
    });
  } catch (error) {
    throw uniqueViolation(error) ?? error;
  }
  const ancestors = pathIds(parent.path);
  const positions = await positionsOf(tx, ancestors);
  positions.set(id, placement.position);
  const legs = legsUpThePath(path, (m) => positions.get(m) ?? null);
  await countNewDownline(
    tx,
    ancestors,
    legs.filter((l) => l.leg === 'L').map((l) => l.ancestorId),
    legs.filter((l) => l.leg === 'R').map((l) => l.ancestorId),
  );
  return id;
}

/** A taken username or email is the caller's input error, not a server fault. */
function uniqueViolation(error: unknown) {
  const e = error as { code?: string; constraint?: string; message?: string };
  if (e?.code !== '23505') return null;
  const text = `${e.constraint ?? ''} ${e.message ?? ''}`;
  if (text.includes('members_username_idx'))
    return invalidInput('username', 'That username is taken.');
  if (text.includes('members_email_idx'))
    return invalidInput('email', 'That email is already registered.');
  return null;
}
