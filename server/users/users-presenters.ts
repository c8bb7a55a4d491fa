import type { DownlineMember } from '../network';

export const toDownlineMemberWire = (m: DownlineMember) => ({
  first_name: m.firstName,
  last_name: m.lastName,
  username: m.username,
  email: m.email,
  avatar: m.avatar,
});
