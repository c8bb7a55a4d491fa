// What the sign-in screen calls, apart from the other public forms' calls: the screen loads
// on its own and must not pull in their code (docs/decisions/026-sign-in-bundle.md).
import { queryOptions, useMutation } from '@tanstack/react-query';
import { getLoginFields, login, type LoginCredentials, type LoginResult } from '@/api/auth';
import { authKeys, settingsStaleTime } from './keys';

export const useLogin = (onSuccess: (result: LoginResult) => void) =>
  useMutation({ mutationFn: (credentials: LoginCredentials) => login(credentials), onSuccess });

export const loginFieldsQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.loginFields(),
    queryFn: getLoginFields,
    staleTime: settingsStaleTime,
  });
