import type { User } from '@/api/user';

/** The signed-in member the session and shell tests use; each test changes what it needs. */
export const testMember = (over: Partial<User> = {}): User => ({
  id: 7,
  username: 'demo',
  firstName: 'Dana',
  lastName: 'Moss',
  avatar: null,
  status: 1,
  roleId: 3,
  dateFormat: 'YYYY-MM-DD',
  customerId: null,
  referralLink: '',
  email: 'demo@example.org',
  language: 'en',
  currency: 'USD',
  fullName: 'Dana Moss',
  ...over,
});
