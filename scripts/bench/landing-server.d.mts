import type { ChildProcess } from 'node:child_process';
export function waitForUrl(url: string, timeoutMs?: number): Promise<void>;
export function startNext(options: {
  port: number;
  distDir?: string;
  dataDir?: string;
  env?: Record<string, string>;
  cwd?: string;
}): Promise<{ url: string; child: ChildProcess; stop: () => void; log: () => string }>;
export function stopGroup(child: ChildProcess): void;
