import { useMutation } from '@tanstack/react-query';
import type { AuthUser } from '@/lib/auth/types';
import type { AccountMessage } from '@/lib/dto/account';
import type { SignInLinkInput } from '@/lib/validation/auth';
import { authApi, uploadForm } from './auth-api';
import { api } from './client';

export { authApi } from './auth-api';

export const useSignIn = () => useMutation({ mutationFn: authApi.signIn });
// Not in authApi: that module is in every page's first load (the root AuthProvider), these only on
// the login form and the link page.
export const useRequestSignInLink = () =>
  useMutation({ mutationFn: (input: SignInLinkInput) => api.post<AccountMessage>('auth/signin/link', input) });
export const useConsumeSignInLink = () =>
  useMutation({ mutationFn: (token: string) => api.post<AuthUser>('auth/signin/link/consume', { token }) });
export const useSignUp = () => useMutation({ mutationFn: authApi.signUp });
export const useLawyerSignUp = (onProgress: (fraction: number) => void) =>
  useMutation({ mutationFn: (form: FormData) => uploadForm<AccountMessage>('/api/v1/auth/lawyer/signup', form, { onProgress }) });
export const useRequestPasswordReset = () => useMutation({ mutationFn: authApi.requestPasswordReset });
export const useResetPassword = () => useMutation({ mutationFn: authApi.resetPassword });
export const useChangePassword = () => useMutation({ mutationFn: authApi.changePassword });
export const useResendVerification = () => useMutation({ mutationFn: authApi.resendVerification });
export const useUpdateAccountSettings = () => useMutation({ mutationFn: authApi.updateAccountSettings });
export const useUploadPicture = () =>
  useMutation({
    mutationFn: ({ form, onProgress }: { form: FormData; onProgress?: (fraction: number) => void }) =>
      uploadForm<AuthUser>('/api/v1/auth/account/settings', form, { method: 'PUT', onProgress }),
  });
