// The push area's public entry: what other areas and the composition root use of it.
export { enqueuePush } from './push-repo';
export { pushRoutes } from './push-routes';
export { startPushDelivery, vapidSubject } from './push-service';
