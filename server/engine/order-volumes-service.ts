import type { Queryable } from '../db/connection';
import { legsUpThePath, pathIds } from '../network';
import { hundredthsToDecimal, toHundredths } from '../../contract/money';
import { percentOf } from '../shared/money';
import type { Leg } from './placement';
import { insertVolumeRecords, type VolumeRecord } from './engine-volume-repo';
import { lockMembers, positionsOf } from './engine-repo';
import { addPersonalVolume, addTeamVolume, type TeamVolumeRow } from '../members';

export type AppliedVolumes = {
  /** The order's CV in minor units (one volume point = one currency unit = 100 minor). */
  cvMinor: number;
  /** Placement ancestors after the change, root first, with the leg the volume came through. */
  ancestors: (TeamVolumeRow & { leg: Leg | null })[];
};

/**
 * PV and CV to the buyer, TV to every placement ancestor, left/right points and carry by the
 * leg the order came up through, and the volume_records rows of each change. The buyer's
 * whole path is locked first, in id order (see lockMembers).
 */
export async function applyOrderVolumes(
  tx: Queryable,
  o: {
    orderId: number;
    buyerId: number;
    buyerPath: string;
    bv: string;
    cvPercent: number;
    at: Date;
  },
): Promise<AppliedVolumes> {
  const ids = pathIds(o.buyerPath);
  await lockMembers(tx, ids);
  const bvHundredths = toHundredths(o.bv);
  const cvHundredths = percentOf(bvHundredths, o.cvPercent);
  const bv = hundredthsToDecimal(bvHundredths);
  const buyer = await addPersonalVolume(tx, o.buyerId, bv, hundredthsToDecimal(cvHundredths));
  const records: VolumeRecord[] = [
    {
      memberId: o.buyerId,
      fromMemberId: null,
      type: 'purchase',
      pv: bv,
      tv: '0',
      ...buyer,
      orderId: o.orderId,
      createdAt: o.at,
    },
  ];

  const ancestorIds = ids.slice(0, -1);
  let ancestors: AppliedVolumes['ancestors'] = [];
  if (ancestorIds.length > 0) {
    const positions = await positionsOf(tx, ids);
    const legs = legsUpThePath(o.buyerPath, (id) => positions.get(id) ?? null);
    const legOf = new Map(legs.map((l) => [l.ancestorId, l.leg]));
    const rows = await addTeamVolume(
      tx,
      ancestorIds,
      legs.filter((l) => l.leg === 'L').map((l) => l.ancestorId),
      legs.filter((l) => l.leg === 'R').map((l) => l.ancestorId),
      bv,
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    ancestors = ancestorIds.map((id) => ({ ...byId.get(id)!, leg: legOf.get(id) ?? null }));
    for (const a of ancestors) {
      records.push({
        memberId: a.id,
        fromMemberId: o.buyerId,
        type: 'team',
        pv: '0',
        tv: bv,
        totalPv: a.pv,
        totalTv: a.tv,
        orderId: o.orderId,
        createdAt: o.at,
      });
    }
  }
  await insertVolumeRecords(tx, records);
  // CV hundredths of a point are minor units: a point is worth one currency unit.
  return { cvMinor: cvHundredths, ancestors };
}
