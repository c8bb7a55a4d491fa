// The network area's public entry: what other areas, the seed and the composition root use of it.
export {
  ancestorIds,
  childPath,
  isInSubtree,
  legsUpThePath,
  pathIds,
  subtreeEnd,
} from './genealogy-path';
export { keepSnapshotWarm } from './genealogy-snapshot-service';
export { genealogyStreamRoutes } from './genealogy-stream-routes';
export { networkRoutes } from './network-routes';
export { planTypeOf } from './network-settings';
export { type DownlineMember } from './network';
