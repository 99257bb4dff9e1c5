import { z } from '@/lib/validation/zod';
import type { ServiceType } from '@/features/services/reference/legal-services';
import { SERVICE_INTAKE_SCHEMAS, SERVICE_TEXT_LIMITS } from './service-orders';

/** One field of a service's intake form, as the order page draws it (read from the type's schema, never listed twice). */
export type IntakeField =
  | { name: string; kind: 'line' | 'text' | 'day'; required: boolean; max?: number }
  | { name: string; kind: 'number'; required: boolean; min?: number; max?: number }
  | { name: string; kind: 'choice'; required: boolean; options: string[] }
  | { name: string; kind: 'yes-no'; required: boolean };

type JsonField = { type?: string; enum?: string[]; minimum?: number; maximum?: number; maxLength?: number };

/**
 * The intake form of a catalogue service, from SERVICE_INTAKE_SCHEMAS[type] (issue 62): each key in the schema's
 * order, whether it is required, and what input it takes — a choice for an enum, yes/no for a boolean, a number
 * with its bounds, a day for a calendar date (`…_on`), one line for short text, a text box for the rest. The
 * server page reads it (zod stays off the browser's first load) and the form validates with the same schema.
 */
export function intakeFields(type: ServiceType): IntakeField[] {
  const json = z.toJSONSchema(SERVICE_INTAKE_SCHEMAS[type], { io: 'output', unrepresentable: 'any' }) as {
    properties: Record<string, JsonField>;
    required?: string[];
  };
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties).map(([name, f]): IntakeField => {
    const base = { name, required: required.has(name) };
    if (f.enum) return { ...base, kind: 'choice', options: f.enum };
    if (f.type === 'boolean') return { ...base, kind: 'yes-no' };
    if (f.type === 'integer' || f.type === 'number') return { ...base, kind: 'number', min: f.minimum, max: f.maximum };
    if (name.endsWith('_on')) return { ...base, kind: 'day' };
    const short = f.maxLength !== undefined && f.maxLength <= SERVICE_TEXT_LIMITS.short;
    return { ...base, kind: short ? 'line' : 'text', max: f.maxLength };
  });
}
