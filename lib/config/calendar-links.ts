/** "Add to calendar": the meeting's .ics for either party (GET /api/v1/meeting/{id}/ics), linked from the meeting page and /checkout. */
export function meetingCalendarPath(meetingId: string): string {
  return `/api/v1/meeting/${encodeURIComponent(meetingId)}/ics`;
}

/** The client's PDF receipt of a paid consultation (GET /api/v1/meeting/{id}/receipt), linked from the meeting page and /checkout. */
export function meetingReceiptPath(meetingId: string): string {
  return `/api/v1/meeting/${encodeURIComponent(meetingId)}/receipt`;
}
