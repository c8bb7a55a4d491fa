// The earnings area's public entry: what other areas, the seed and the composition root use of it.
export { binaryStatementRoutes } from './binary-statement-routes';
export { earningExplanationRoutes } from './earning-explanation-routes';
export { findEarningTrail } from './earning-trail-repo';
export { earningsAnalyticsRoutes } from './earnings-analytics-routes';
export { earningsStatementRoutes } from './earnings-statement-routes';
export { projectedEarningsRoutes } from './projected-earnings-routes';
export { bonusTypeLabel } from './trail-summary';
