// The orders area's public entry: what other areas, the seed and the composition root use of it.
export { ordersRoutes } from './orders-routes';
export { upgradePackage } from './package-upgrade-service';
export { createPaymentProvider } from './payments/create-payment-provider';
export { type PaymentProvider, SESSION_ID_PLACEHOLDER } from './payments/payment-provider';
