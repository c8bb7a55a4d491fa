// The support area's public entry: what other areas, the seed and the composition root use of it.
export { supportRoutes } from './support-routes';
export { deskSupportRoutes } from './desk-support-routes';
