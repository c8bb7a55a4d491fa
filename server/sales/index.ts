// The sales area's public entry: what other areas, the seed and the composition root use of it.
export { salesRoutes } from './sales-routes';
export { deskSalesRoutes } from './desk-sales-routes';
export { recordSaleIn } from './sale-service';
