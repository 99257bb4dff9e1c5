import type { SummaryField } from '@/components/ui/form-error-summary';
import { AREAS_OF_PRACTICE } from '@/lib/reference/areas';

// Not a client module: the basic-info page (a server component) reads AREA_LABEL_KEYS to send them.

/** The form's fields in order, by their labels (keys of `editor.basicInfo`): what a Save that failed lists above the button. */
export const SUMMARY_FIELDS: SummaryField[] = [
  { name: 'first_name', label: 'firstName' },
  { name: 'last_name', label: 'lastName' },
  { name: 'display_name', label: 'displayName' },
  { name: 'about', label: 'about' },
  { name: 'quote', label: 'quote' },
  { name: 'roll_number', label: 'rollNumber' },
  { name: 'ibp_number', label: 'ibpNumber' },
  { name: 'bar_year', label: 'barYear' },
  { name: 'law_firm', label: 'lawFirm' },
  { name: 'office_address', label: 'officeAddress' },
  { name: 'city', label: 'city' },
  { name: 'region', label: 'region' },
  { name: 'areas', label: 'areas' },
  { name: 'languages', label: 'languages' },
  { name: 'legal_problems', label: 'problems' },
  { name: 'specializations', label: 'specializations' },
];

/** The area labels this form reads from the `search` catalogue (the page sends only these). */
export const AREA_LABEL_KEYS = AREAS_OF_PRACTICE.map((a) => `areas.${a.slug}.label`);
