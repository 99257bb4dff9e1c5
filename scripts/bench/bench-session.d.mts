export type BenchSession = { cookie: string; user: { _id: string; email: string; type: string } };
export function signIn(baseUrl: string, email: string, password: string): Promise<BenchSession>;
export function sessionFetch(
  baseUrl: string,
  cookie: string,
): (path: string, init?: { method?: string; json?: unknown }) => Promise<unknown>;
export const PASSWORD: string;
export function newCustomer(baseUrl: string): Promise<BenchSession>;
export function freeSlots(baseUrl: string, lawyerId: string): Promise<string[]>;
export function paidMeeting(baseUrl: string, customerCookie: string, lawyerId: string): Promise<string>;
export function signedInWorld(baseUrl: string): Promise<{ lawyer: BenchSession; customer: BenchSession; meetingId: string }>;
