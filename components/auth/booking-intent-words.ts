/**
 * What the detour's layouts send the browser besides `auth`, for BookingIntentNote: the notary
 * services' names, so an appointment's note names its service in the page's language (issue 43).
 */
export const BOOKING_INTENT_WORDS = ['notary', ['services.']] as const;
