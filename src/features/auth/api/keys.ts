import type { Caller } from '@/api/signup';

// Company settings for the public forms change rarely: one fetch per visit is enough.
export const settingsStaleTime = 10 * 60_000;

export const authKeys = {
  all: ['auth'] as const,
  loginFields: () => [...authKeys.all, 'login-fields'] as const,
  resetFields: () => [...authKeys.all, 'reset-fields'] as const,
  signupData: (referral: string | null, caller: Caller) =>
    [...authKeys.all, 'signup-data', caller, referral] as const,
  referral: (referral: string, caller: Caller) =>
    [...authKeys.all, 'referral', caller, referral] as const,
  demoOptions: () => [...authKeys.all, 'demo-options'] as const,
  emailFree: (email: string, caller: Caller) =>
    [...authKeys.all, 'email-free', caller, email] as const,
  payment: (sessionId: string) => [...authKeys.all, 'payment', sessionId] as const,
};
