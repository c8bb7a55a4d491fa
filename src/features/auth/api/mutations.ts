import { useMutation } from '@tanstack/react-query';
import { login, type LoginCredentials, type LoginResult } from '../../../api/auth';

export const useLogin = (onSuccess: (result: LoginResult) => void) =>
  useMutation({ mutationFn: (credentials: LoginCredentials) => login(credentials), onSuccess });
