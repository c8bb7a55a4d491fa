/** Domain values the repositories hand to the services (camelCase, minor units, Dates). */
import type {
  Company as ContractCompany,
  Currency as ContractCurrency,
  Language as ContractLanguage,
} from '../../contract/model';
import type { OperatorPermission } from '../../contract/operator';

export type Member = {
  id: number;
  username: string;
  email: string;
  mobileCode: string | null;
  mobile: string | null;
  firstName: string;
  lastName: string | null;
  avatar: string | null;
  status: number;
  roleId: number;
  userAllowed: boolean;
  sponsorId: number | null;
  parentId: number | null;
  position: 'L' | 'R' | null;
  path: string;
  depth: number;
  joinedAt: Date;
  language: string;
  currency: string;
  dateFormat: string;
  customerId: string | null;
};

export type Currency = ContractCurrency & { isDefault: boolean };

export type Language = ContractLanguage & { isDefault: boolean };

export type { Country } from '../../contract/model';

export type Company = ContractCompany & { isDemo: boolean; demoInfo: DemoInfo | null };

type DemoInfo = {
  contact_email: string | null;
  contact_phone: string | null;
  contact_skype: string | null;
  user_allowed: boolean;
  messenger_name: string | null;
  privacy_policy_url: string | null;
};

export type { Store } from '../../contract/model';

export type Session = {
  tokenId: number;
  memberId: number;
  status: number;
  roleId: number;
  /** What an operator (role 1) may do at the desk; empty for everyone else. */
  permissions: OperatorPermission[];
  /** An operator's read-only view of the member (issue 30): GET routes and logout only. */
  readOnly: boolean;
  /** The operator who opened the view; null for the member's own sessions. */
  viewedBy: number | null;
  /** Demo mode facts, read with the token so the demo gate costs no extra query. */
  userAllowed: boolean;
  companyIsDemo: boolean;
  /** The member's one language setting (decision 044), for calls that send no Accept-Language. */
  language: string;
};

/** What the token of a request turned out to be (server/auth/session-service.ts checks it). */
export type TokenCheck =
  | { state: 'none' }
  | { state: 'malformed' }
  | { state: 'dead' }
  /** Ended because an operator blocked the account, which is still blocked. */
  | { state: 'blocked' }
  | { state: 'live'; session: Session };

/** Who acts at the operator desk: the operator from the token and the request's address. */
export type OperatorActor = { operatorId: number; address: string };
