// The users area's public entry: what other areas, the seed and the composition root use of it.
export { usersRoutes } from './users-routes';
export { getOwnMember } from './users-service';
