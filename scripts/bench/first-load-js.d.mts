export type ScriptSize = { url: string; raw: number; gzip: number; compileHint: boolean };
export function measurePage(baseUrl: string, path: string): Promise<{ path: string; scripts: ScriptSize[]; totalKb: number }>;
