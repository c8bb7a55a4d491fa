// The engine area's public entry: what other areas, the seed and the composition root use of it.
export { pairBinary, type PairingInput, type PairingResult } from './binary-pairing';
export {
  binaryBonusTrail,
  directBonusTrail,
  type EarningTrail,
  levelCommissionTrail,
  rankBonusTrail,
  reversalTrail,
  roiBonusTrail,
  settleTrail,
  skippedBefore,
  type TrailDraft,
  trailReconciles,
} from './earning-trail';
export { insertBinaryHistory, insertEarning, insertEarningTrail } from './engine-bonus-repo';
export {
  anonymiseAddressesOf,
  getBuyer,
  getEnginePackage,
  insertAddress,
  insertSaleOrder,
  setOrderCancelled,
} from './engine-order-repo';
export { lockMembers, positionsOf } from './engine-repo';
export { loadOrderSettings } from './engine-settings-service';
export { insertVolumeRecords, type VolumeRecord } from './engine-volume-repo';
export { createPackageOrder, processOrder } from './order-service';
export { placeMember } from './placement-service';
export { type PeriodProjection, projectOpenPeriod } from './projection-service';
export { evaluateRanks } from './rank-run-service';
export { unilevelCommissions, type Upline } from './unilevel';
