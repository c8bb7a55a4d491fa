// The audit area's public entry: every operator action goes through operatorAction.
export { operatorAction } from './audit-service';
export { auditRoutes } from './audit-routes';
