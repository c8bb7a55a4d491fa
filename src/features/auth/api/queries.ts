import { queryOptions } from '@tanstack/react-query';
import { getResetFields } from '@/api/auth';
import { getDemoOptions } from '@/api/request-demo';
import { confirmSignupPayment, getSignupData, validateReferral, type Caller } from '@/api/signup';

import { authKeys, settingsStaleTime } from './keys';

export { authKeys };

/** Asking twice answers the same, so a reload of the success screen is harmless. */
export const paymentQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: authKeys.payment(sessionId),
    queryFn: () => confirmSignupPayment(sessionId),
    retry: false,
    staleTime: Infinity,
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
