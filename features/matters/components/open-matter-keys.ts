/** The `matters` words "Open a matter" and its dialog read: the pages that hold it send only these (a plain module, so server pages read the list itself). */
export const MATTER_OPEN_KEYS = ['open.', 'form.', 'head.client'] as const;
