// The desk's company settings (issue 30 point 3): scheduled changes, audited. Its own area so
// the company area, which every other area reads, does not depend on the audit trail.
export { deskSettingsRoutes } from './desk-settings-routes';
