import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  hearingDtoSchema,
  matterDraftSchema,
  matterEntryDtoSchema,
  matterEntryPageSchema,
  matterListSchema,
  matterNudgeSchema,
  matterOpenedSchema,
  matterViewSchema,
  noticeReadSchema,
} from '@/features/matters/dto/matters';
import type { MatterSourceKind } from '@/features/matters/rules/matters';
import type { HearingInput, NewEntryInput, OpenMatterInput } from '@/features/matters/validation/matters';
import { uploadForm } from '@/lib/api/auth-api';
import { api } from '@/lib/api/client';

const BASE = 'matters';

/** PATCH matters/{id}: the head's fields (editMatterSchema). */
type MatterHeadInput = { title?: string; problem?: string; court?: string; case_number?: string; branch?: string };
/** PATCH matters/{id}/hearings/{hearingId} (hearingChangeSchema). */
type HearingChangeInput = Partial<Pick<HearingInput, 'starts_at' | 'court' | 'branch' | 'mode'>>;

const matterKeys = {
  all: ['matters'] as const,
  list: ['matters', 'list'] as const,
  view: (id: string) => ['matters', 'view', id] as const,
  source: (kind: MatterSourceKind, id: string) => ['matters', 'source', kind, id] as const,
  nudge: ['matters', 'nudge'] as const,
  notice: (id: string, entryId: string) => ['matters', 'notice', id, entryId] as const,
};

/** Issue 64, the matter: its calls. */
export const mattersApi = {
  list: () => api.get<z.infer<typeof matterListSchema>>(BASE),
  open: (input: OpenMatterInput) => api.post<z.infer<typeof matterOpenedSchema>>(BASE, input),
  draft: (kind: MatterSourceKind, id: string) => api.get<z.infer<typeof matterDraftSchema>>(`${BASE}/source/${kind}/${id}`),
  get: (id: string) => api.get<z.infer<typeof matterViewSchema>>(`${BASE}/${id}`),
  edit: (id: string, input: MatterHeadInput) => api.patch<z.infer<typeof matterViewSchema>>(`${BASE}/${id}`, input),
  entries: (id: string, before: string) => api.get<z.infer<typeof matterEntryPageSchema>>(`${BASE}/${id}/entries`, { before }),
  addEntry: (id: string, input: NewEntryInput) => api.post<z.infer<typeof matterEntryDtoSchema>>(`${BASE}/${id}/entries`, input),
  addFile: (id: string, form: FormData, onProgress?: (f: number) => void) =>
    uploadForm<z.infer<typeof matterEntryDtoSchema>>(`/api/v1/${BASE}/${id}/files`, form, { method: 'POST', onProgress }),
  readNotice: (id: string, form: FormData) => uploadForm<z.infer<typeof noticeReadSchema>>(`/api/v1/${BASE}/${id}/notices`, form),
  noticeRead: (id: string, entryId: string) => api.get<z.infer<typeof noticeReadSchema>>(`${BASE}/${id}/notices/${entryId}`),
  addHearing: (id: string, input: HearingInput) => api.post<z.infer<typeof hearingDtoSchema>>(`${BASE}/${id}/hearings`, input),
  changeHearing: (id: string, hearingId: string, input: HearingChangeInput) =>
    api.patch<z.infer<typeof hearingDtoSchema>>(`${BASE}/${id}/hearings/${hearingId}`, input),
  cancelHearing: (id: string, hearingId: string) => api.delete<z.infer<typeof hearingDtoSchema>>(`${BASE}/${id}/hearings/${hearingId}`),
  close: (id: string, reason: string) => api.post<z.infer<typeof matterViewSchema>>(`${BASE}/${id}/close`, { reason }),
  nudge: () => api.get<z.infer<typeof matterNudgeSchema>>('lawyers/profile/matter-nudge'),
  setNudge: (days: number) => api.put<z.infer<typeof matterNudgeSchema>>('lawyers/profile/matter-nudge', { days }),
};

/** The reader's matters, open first (the server's order); the server page passes what it rendered. */
export function useMatters(initial: z.infer<typeof matterListSchema>) {
  return useQuery({ queryKey: matterKeys.list, queryFn: mattersApi.list, initialData: initial, staleTime: 30_000 });
}

/** One matter: its head, first page of entries, hearings and what links the parties; the server page passes what it rendered. */
export function useMatter(id: string, initial: z.infer<typeof matterViewSchema>) {
  return useQuery({ queryKey: matterKeys.view(id), queryFn: () => mattersApi.get(id), initialData: initial, staleTime: 10_000 });
}

/** The lawyer's form for a source: prefilled, or the matter already open on it. */
export function useMatterDraft(kind: MatterSourceKind, id: string) {
  return useQuery({ queryKey: matterKeys.source(kind, id), queryFn: () => mattersApi.draft(kind, id), retry: false, staleTime: 60_000 });
}

/** Every change refreshes the matter (and the lists). */
export function useMatterStep<TVars, TResult>(fn: (vars: TVars) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: matterKeys.all }) });
}

/**
 * A court notice's reading (issue 73 item 5): the upload answers "reading" at once and the page asks again, every
 * second for half a minute (a notice is read in a second or two), then every five (one queued behind others),
 * until it is done or failed. No entry: nothing asked.
 */
export function useNoticeRead(id: string, entryId: string | null) {
  return useQuery({
    queryKey: matterKeys.notice(id, entryId ?? ''),
    queryFn: () => mattersApi.noticeRead(id, entryId!),
    enabled: entryId !== null,
    refetchInterval: (query) =>
      query.state.data && query.state.data.status !== 'reading' ? false : query.state.dataUpdateCount < 30 ? 1000 : 5000,
  });
}

export function useMatterNudge() {
  return useQuery({ queryKey: matterKeys.nudge, queryFn: mattersApi.nudge, staleTime: 60_000 });
}
