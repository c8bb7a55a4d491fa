import { fullName } from '@contract/names';
import type { UserWire } from '@contract/user';

/** The signed-in member (spec §3 User), as the client uses it. */
export type User = {
  id: number;
  username: string;
  firstName: string;
  lastName: string | null;
  avatar: string | null;
  /** 1 active, 0 blocked (userStatus in the wire). */
  status: number;
  /** 1 Admin, 2 User, 3 Affiliate (roleIds in the wire). */
  roleId: number;
  dateFormat: string;
  customerId: string | null;
  referralLink: string;
  email: string;
  language: string;
  currency: string;
  fullName: string;
};

export const toUser = (w: UserWire): User => ({
  id: w.id,
  username: w.username,
  firstName: w.first_name,
  lastName: w.last_name,
  avatar: w.avatar,
  status: w.status,
  roleId: w.role_id,
  dateFormat: w.date_format,
  customerId: w.customer_id,
  referralLink: w.referral_link,
  email: w.email,
  language: w.language,
  currency: w.currency,
  fullName: fullName(w.first_name, w.last_name),
});
