import { queryOptions } from '@tanstack/react-query';
import { getLoginFields, getResetFields } from '@/api/auth';
import { getDemoOptions } from '@/api/request-demo';
import { confirmSignupPayment, getSignupData, validateReferral, type Caller } from '@/api/signup';

// Company settings for the public forms change rarely: one fetch per visit is enough.
const settingsStaleTime = 10 * 60_000;

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

/** Asking twice answers the same, so a reload of the success screen is harmless. */
export const paymentQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: authKeys.payment(sessionId),
    queryFn: () => confirmSignupPayment(sessionId),
    retry: false,
    staleTime: Infinity,
  });

export const loginFieldsQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.loginFields(),
    queryFn: getLoginFields,
    staleTime: settingsStaleTime,
  });

export const resetFieldsQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.resetFields(),
    queryFn: getResetFields,
    staleTime: settingsStaleTime,
  });

export const signupDataQueryOptions = (referral: string | null, caller: Caller) =>
  queryOptions({
    queryKey: authKeys.signupData(referral, caller),
    queryFn: () => getSignupData(referral, caller),
    staleTime: settingsStaleTime,
  });

/** An unknown sponsor is an answer (4xx), not a failure worth retrying. */
export const referralQueryOptions = (referral: string, caller: Caller) =>
  queryOptions({
    queryKey: authKeys.referral(referral, caller),
    queryFn: () => validateReferral(referral, caller),
    staleTime: 60_000,
    retry: false,
    enabled: referral !== '',
  });

export const demoOptionsQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.demoOptions(),
    queryFn: getDemoOptions,
    staleTime: settingsStaleTime,
  });
