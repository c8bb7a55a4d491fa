// The desk's member tools (issue 30 point 4): the composition root registers the routes.
export { deskMembersRoutes } from './desk-members-routes';
