// The notifications area's public entry: what other areas, the seed and the composition root use of it.
export {
  countUnreadNotifications,
  findMemberLanguage,
  insertNotification,
  markAllNotificationsRead,
  markNotificationRead,
  markThreadNotificationsRead,
} from './notification-repo';
export { notificationRoutes } from './notification-routes';
