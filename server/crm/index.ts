// The crm area's public entry: what other areas, the seed and the composition root use of it.
export { attachSignup } from './crm-repo';
export { crmRoutes } from './crm-routes';
export { enrolInvitedLeads } from './crm-service';
