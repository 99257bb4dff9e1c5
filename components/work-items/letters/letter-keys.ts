/** The parts of the `letters` catalogue the letter panel reads in the browser (the letter's own words come composed). */
export const LETTER_PAGE_KEYS = ['panel.', 'form.', 'sign.', 'toast.', 'errors.', 'status.', 'voidReason.'] as const;
