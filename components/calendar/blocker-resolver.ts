// The blocker form's values and how they become the API's body, checked by the handler's own schema.
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { BlockerFields, BlockerKind, BlockerScope } from '@/lib/validation/blockers';
import { zonedIso } from '@/lib/format/calendar-range';

/** What the lawyer types: days and wall-clock times in the lawyer's zone, not the wire's instants. */
export type BlockerFormValues = {
  scope: BlockerScope;
  kind: BlockerKind;
  date: string;
  lastDay: string;
  start: string;
  end: string;
  weekdays: number[];
  startDate: string;
  endDate: string;
  title: string;
  notes: string;
};
export type FormField = keyof BlockerFormValues;

/** The kinds the form offers: one day of a series can be moved, not made to repeat; the series stays weekly. */
export const kindsOf = (inSeries: boolean, scope: BlockerScope): BlockerKind[] =>
  inSeries ? (scope === 'series' ? ['weekly'] : ['once']) : ['once', 'all_day', 'weekly'];

/** The POST/PUT body of the form's values, in the shape `blockerSchema` reads. */
function wireBody(v: BlockerFormValues, kind: BlockerKind, zone: string) {
  const text = { title: v.title, notes: v.notes };
  // "00:00" as an end is the next midnight ("24:00").
  const endClock = v.end === '00:00' ? '24:00' : v.end;
  if (kind === 'all_day') return { kind, start_date: v.date, end_date: v.lastDay, ...text };
  if (kind === 'weekly')
    return {
      kind,
      weekdays: v.weekdays,
      start: v.start,
      end: endClock,
      start_date: v.startDate,
      end_date: v.endDate || undefined,
      ...text,
    };
  return { kind, start_time: zonedIso(v.date, v.start, zone), end_time: zonedIso(v.date, endClock, zone), ...text };
}

/** The form field a wire path's message belongs beside (the schema speaks of the body's names). */
function fieldOfPath(kind: BlockerKind, key: PropertyKey | undefined): FormField {
  switch (key) {
    case 'start_time':
      return 'start';
    case 'end_time':
      return 'end';
    case 'start_date':
      return kind === 'weekly' ? 'startDate' : 'date';
    case 'end_date':
      return kind === 'weekly' ? 'endDate' : 'lastDay';
    case 'weekdays':
    case 'start':
    case 'end':
    case 'title':
    case 'notes':
      return key;
    default:
      return 'end';
  }
}

/**
 * The handler's own schema (`blockerSchema`, loaded with zod when the form first validates) over the
 * body the form would send: the form refuses what the server would, with the same message, beside the
 * field it is about.
 */
export function blockerResolver(zone: string, inSeries: boolean): Resolver<BlockerFormValues, unknown, BlockerFields> {
  return async (values) => {
    const kinds = kindsOf(inSeries, values.scope);
    const kind = kinds.includes(values.kind) ? values.kind : kinds[0];
    const { blockerSchema } = await import('@/lib/validation/blockers');
    const parsed = blockerSchema.safeParse(wireBody(values, kind, zone));
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: FieldErrors<BlockerFormValues> = {};
    for (const issue of parsed.error.issues) {
      const field = fieldOfPath(kind, issue.path[0]);
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors };
  };
}
