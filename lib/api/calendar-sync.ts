import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { calendarFeedDtoSchema, CalendarImportDto, calendarImportDtoSchema } from '@/lib/dto/calendar-sync';
import { api } from './client';

export type { CalendarImportDto };

/** The lawyer's calendar sync: the secret feed address and the external calendar import. */
const calendarSyncApi = {
  generateFeed: () => api.post<z.infer<typeof calendarFeedDtoSchema>>('lawyers/profile/calendars/generate'),
  saveImport: (url: string) => api.put<z.infer<typeof calendarImportDtoSchema>>('lawyers/profile/calendars/import', { url }),
  removeImport: () => api.delete<z.infer<typeof calendarImportDtoSchema>>('lawyers/profile/calendars/import'),
};

export const useGenerateCalendarFeed = () => useMutation({ mutationFn: calendarSyncApi.generateFeed });
export const useSaveCalendarImport = () => useMutation({ mutationFn: calendarSyncApi.saveImport });
export const useRemoveCalendarImport = () => useMutation({ mutationFn: calendarSyncApi.removeImport });
