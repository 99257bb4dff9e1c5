// Blocker wire type (spec §7 "Blockers").

export type BlockerDto = { _id: string; start_time: string; end_time: string; title: string | null; notes: string | null };
