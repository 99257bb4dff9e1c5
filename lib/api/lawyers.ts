import { useInfiniteQuery, useQueries, type InfiniteData } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PublicLawyerProfile, publicLawyerProfileSchema } from '@/lib/dto/lawyer-profile';
import type { lawyerAvailabilitySchema, LawyerSearchPage, lawyerSearchPageSchema, LawyerSearchParams } from '@/lib/dto/search';
import { api } from './client';
import type { freeLegalHelpResponseSchema } from '@/lib/dto/free-legal-help';

export type { LawyerSearchPage, LawyerSearchParams, PublicLawyerProfile };
export type AvailabilityResponse = z.infer<typeof lawyerAvailabilitySchema>;
type PageParam = { page: number; cursor?: string | null };

const lawyerKeys = {
  search: (params: LawyerSearchParams, tz: string) => ['lawyers', 'search', params, tz] as const,
  profile: (id: string) => ['lawyers', 'profile', id] as const,
  availability: (id: string, duration: 30 | 60, tz: string) => ['lawyers', 'availability', id, duration, tz] as const,
};

const lawyersApi = {
  search: (params: LawyerSearchParams & { tz?: string }, signal?: AbortSignal) =>
    api.get<z.infer<typeof lawyerSearchPageSchema>>('lawyers', params, signal),
  profile: (id: string) => api.get<z.infer<typeof publicLawyerProfileSchema>>(`lawyers/${id}/profile`),
  availability: (id: string, duration: 30 | 60, tz: string) =>
    api.get<z.infer<typeof lawyerAvailabilitySchema>>('lawyers/availability', { _id: id, duration, tz }),
  freeLegalHelp: (params: Record<string, string | undefined>) =>
    api.get<z.infer<typeof freeLegalHelpResponseSchema>>('lawyers/free-legal-help', params),
};

/**
 * Spec §4 search: a new search (new params) starts again at page 0 and replaces the list; "Load
 * more" fetches page + 1 with the cursor of the last page and appends it. The server-rendered first
 * page is the initial data, so the first paint needs no request.
 */
export function useLawyerSearch(params: LawyerSearchParams, tz: string, initialPage?: LawyerSearchPage) {
  return useInfiniteQuery<
    LawyerSearchPage,
    Error,
    InfiniteData<LawyerSearchPage, PageParam>,
    ReturnType<typeof lawyerKeys.search>,
    PageParam
  >({
    queryKey: lawyerKeys.search(params, tz),
    queryFn: ({ pageParam, signal }) =>
      lawyersApi.search({ ...params, page: pageParam.page, cursor: pageParam.cursor ?? undefined, tz }, signal),
    initialPageParam: { page: 0 },
    getNextPageParam: (last) => (last.hasMore ? { page: last.page + 1, cursor: last.nextCursor } : undefined),
    initialData: initialPage ? { pages: [initialPage], pageParams: [{ page: 0 }] } : undefined,
    // Server-rendered data is fresh; do not refetch it on mount.
    staleTime: 60_000,
  });
}

/** Profiles (and their next slots) for the compare page. */
export function useCompareLawyers(ids: string[], tz: string) {
  const profiles = useQueries({
    queries: ids.map((id) => ({ queryKey: lawyerKeys.profile(id), queryFn: () => lawyersApi.profile(id), retry: false })),
  });
  const calendars = useQueries({
    queries: ids.map((id) => ({
      queryKey: lawyerKeys.availability(id, 30, tz),
      queryFn: () => lawyersApi.availability(id, 30, tz),
      retry: false,
    })),
  });
  return { profiles, calendars };
}
