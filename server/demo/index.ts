// The demo area's public entry: what other areas, the seed and the composition root use of it.
export { registerAuthHooks } from './demo-hooks';
export { demoView, effectivePlan } from './demo-service';
export { countryExists } from './request-demo-repo';
export { requestDemoRoutes } from './request-demo-routes';
