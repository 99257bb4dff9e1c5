import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { z } from 'zod';
import type {
  availabilitySaveSchema,
  awardsPutSaveSchema,
  LawyerOwnProfile,
  lawyerOwnProfileSchema,
  pictureSaveSchema,
  profileEntrySaveSchema,
  profileOnlySaveSchema,
  visibilitySaveSchema,
} from '@/lib/dto/lawyer-profile';
import { PROFILE_TOASTS } from '@/lib/validation/lawyer-profile-limits';
import type {
  AvailabilityInput,
  AwardInput,
  BankingInfoInput,
  BasicInfoInput,
  EducationInput,
  WorkExperienceInput,
} from '@/lib/validation/lawyer-profile';
import { uploadForm } from './auth-api';
import { api } from './client';

const BASE = 'lawyers/profile';
export const lawyerProfileKey = ['lawyer-profile'] as const;

/** Spec §7 "Lawyer profile" calls; every save answers with the whole profile as committed. */
export const lawyerProfileApi = {
  get: () => api.get<z.infer<typeof lawyerOwnProfileSchema>>(BASE),
  picture: (form: FormData, onProgress?: (f: number) => void) =>
    uploadForm<z.infer<typeof pictureSaveSchema>>(`/api/v1/${BASE}/picture`, form, { onProgress }),
  basicInfo: (input: BasicInfoInput) => api.post<z.infer<typeof profileOnlySaveSchema>>(`${BASE}/basic-info`, input),
  bankingInfo: (input: BankingInfoInput) => api.post<z.infer<typeof profileOnlySaveSchema>>(`${BASE}/banking-info`, input),
  addEducation: (input: EducationInput) => api.post<z.infer<typeof profileEntrySaveSchema>>(`${BASE}/education`, input),
  updateEducation: (input: EducationInput & { _id: string }) => api.put<z.infer<typeof profileEntrySaveSchema>>(`${BASE}/education`, input),
  deleteEducation: (id: string) => api.delete<z.infer<typeof profileEntrySaveSchema>>(`${BASE}/education/${id}`),
  addWork: (input: WorkExperienceInput) => api.post<z.infer<typeof profileEntrySaveSchema>>(`${BASE}/work-experience`, input),
  updateWork: (input: WorkExperienceInput & { _id: string }) =>
    api.put<z.infer<typeof profileEntrySaveSchema>>(`${BASE}/work-experience`, input),
  deleteWork: (id: string) => api.delete<z.infer<typeof profileEntrySaveSchema>>(`${BASE}/work-experience/${id}`),
  addAward: (input: AwardInput) => api.post<z.infer<typeof profileEntrySaveSchema>>(`${BASE}/awards`, input),
  updateAward: (input: AwardInput & { _id: string }) => api.put<z.infer<typeof awardsPutSaveSchema>>(`${BASE}/awards`, input),
  reorderAwards: (order: string[]) => api.put<z.infer<typeof awardsPutSaveSchema>>(`${BASE}/awards`, { order }),
  deleteAward: (id: string) => api.delete<z.infer<typeof profileEntrySaveSchema>>(`${BASE}/awards/${id}`),
  availability: (input: AvailabilityInput) => api.put<z.infer<typeof availabilitySaveSchema>>(`${BASE}/availability`, input),
  visibility: (isPublic: boolean) => api.post<z.infer<typeof visibilitySaveSchema>>(`${BASE}/visibility`, { is_public: isPublic }),
};

/**
 * The profile slice (spec §4): the server page passes the profile it rendered with, so the editor
 * never shows a spinner on arrival; a failed reload toasts "Failed to fetch profile".
 */
export function useOwnProfile(initial: LawyerOwnProfile) {
  return useQuery({
    queryKey: lawyerProfileKey,
    queryFn: async () => {
      try {
        return await lawyerProfileApi.get();
      } catch (error) {
        toast.error(PROFILE_TOASTS.fetchFailed);
        throw error;
      }
    },
    initialData: initial,
    staleTime: 30_000,
  });
}

/**
 * One save of a section: loading while pending, then "Success!" with the stored profile replaced
 * by the server's, or the section's failure toast of spec §8 (the server's reason shown beneath it).
 */
export function useProfileSave<TVars, TResult extends { profile: LawyerOwnProfile }>(
  fn: (vars: TVars) => Promise<TResult>,
  failure: string,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (response) => {
      client.setQueryData(lawyerProfileKey, response.profile);
      toast.success(PROFILE_TOASTS.success);
    },
    onError: (error) => {
      const reason = (error as Error).message;
      toast.error(failure, reason && reason !== failure ? { description: reason } : undefined);
    },
  });
}
