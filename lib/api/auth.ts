import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { accountMessageSchema, authUserSchema } from '@/lib/dto/account';
import type { ResendVerificationByEmailInput, SignInLinkInput } from '@/lib/validation/auth';
import { authApi, uploadForm } from './auth-api';
import { api } from './client';

export { authApi } from './auth-api';

export const useSignIn = () => useMutation({ mutationFn: authApi.signIn });
// Not in authApi: that module is in every page's first load (the root AuthProvider), these only on
// the login form and the link page.
export const useRequestSignInLink = () =>
  useMutation({ mutationFn: (input: SignInLinkInput) => api.post<z.infer<typeof accountMessageSchema>>('auth/signin/link', input) });
export const useConsumeSignInLink = () =>
  useMutation({ mutationFn: (token: string) => api.post<z.infer<typeof authUserSchema>>('auth/signin/link/consume', { token }) });
export const useSignUp = () => useMutation({ mutationFn: authApi.signUp });
/** "Resend" on "Check your email", before any session: by address (the same answer for any address). */
export const useResendVerificationByEmail = () =>
  useMutation({
    mutationFn: (input: ResendVerificationByEmailInput) =>
      api.post<z.infer<typeof accountMessageSchema>>('auth/verify-email/resend', input),
  });
export const useLawyerSignUp = (onProgress: (fraction: number) => void) =>
  useMutation({
    mutationFn: (form: FormData) => uploadForm<z.infer<typeof accountMessageSchema>>('/api/v1/auth/lawyer/signup', form, { onProgress }),
  });
export const useRequestPasswordReset = () => useMutation({ mutationFn: authApi.requestPasswordReset });
export const useResetPassword = () => useMutation({ mutationFn: authApi.resetPassword });
export const useChangePassword = () => useMutation({ mutationFn: authApi.changePassword });
export const useResendVerification = () => useMutation({ mutationFn: authApi.resendVerification });
export const useUpdateAccountSettings = () => useMutation({ mutationFn: authApi.updateAccountSettings });
export const useUploadPicture = () =>
  useMutation({
    mutationFn: ({ form, onProgress }: { form: FormData; onProgress?: (fraction: number) => void }) =>
      uploadForm<z.infer<typeof authUserSchema>>('/api/v1/auth/account/settings', form, { method: 'PUT', onProgress }),
  });
