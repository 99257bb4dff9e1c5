export const COMPILE_HINT: string;
export function firstLoadFiles(distDir: string): string[];
export function addCompileHints(distDir: string): number;
