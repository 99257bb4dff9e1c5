/**
 * What a lawyer was paid for, in words (the payments page and its CSV): "Consultation with Juan Cruz,
 * 3 Dec", "Engagement: Annulment", "Additional service: Motion (Annulment)". The payment's own
 * description names the lawyer — it is the client's receipt line.
 */
export function paidItemLabel(
  item: {
    clientName: string;
    meetingStart: Date | string | null;
    workItemTitle: string | null;
    serviceTitle: string | null;
    /** A written question's payment (issue 60). */
    question?: boolean;
  },
  options: { timeZone: string; now?: Date },
): string {
  if (item.serviceTitle) return `Additional service: ${item.serviceTitle}${item.workItemTitle ? ` (${item.workItemTitle})` : ''}`;
  if (item.workItemTitle) return `Engagement: ${item.workItemTitle}`;
  if (item.question) return `Written question from ${item.clientName}`;
  if (!item.meetingStart) return `Consultation with ${item.clientName}`;
  const start = new Date(item.meetingStart);
  const year = (d: Date) => new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: options.timeZone }).format(d);
  const sameYear = year(start) === year(options.now ?? new Date());
  const day = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
    timeZone: options.timeZone,
  }).format(start);
  return `Consultation with ${item.clientName}, ${day}`;
}
