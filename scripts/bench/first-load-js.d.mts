export type ScriptSize = { url: string; raw: number; gzip: number };
export function measurePage(baseUrl: string, path: string): Promise<{ path: string; scripts: ScriptSize[]; totalKb: number }>;
