export const REVALIDATION_CHANNEL: string;
type Durations = { expire?: number };
export function revalidationMessages(tags: string[], durations?: Durations, from?: string): string[];
export function parseRevalidation(payload: string, self?: string): { tags: string[]; durations?: Durations } | null;
export function listenForRevalidations(apply: (tags: string[], durations?: Durations) => void): void;
export function broadcastRevalidation(tags: string[], durations?: Durations): Promise<void>;
export function stopListening(): Promise<void>;
