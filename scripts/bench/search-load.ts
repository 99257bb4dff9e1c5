// What the search benches (search-bench.ts, search-count-offset.ts) share: GET /api/v1/lawyers
// behind a bare node:http server, and autocannon driving it from a child process — the same script
// run again as `<script> --client <port> <seconds> <paths JSON>` — so the load generator does not
// share the server's event loop.
import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
// @ts-expect-error autocannon ships no type declarations
import autocannon from 'autocannon';
import { GET } from '@/app/api/v1/lawyers/route';
import type { LawyerSearchParams } from '@/lib/dto/search';

export const CONNECTIONS = 10;

export type LoadResult = { p50: number; p95: number; p99: number; rps: number; n: number; errors: number };

/** The q-quantile (0..1) of the values, nearest rank. */
export const p = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};

export function toQuery(params: LawyerSearchParams): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) value.forEach((v) => q.append(key, String(v)));
    else if (value !== undefined) q.append(key, String(value));
  }
  const s = q.toString();
  return `/api/v1/lawyers${s ? `?${s}` : ''}`;
}

/** The route's exported GET (the handler Next runs, without Next's own routing) on a free port. */
export async function startSearchServer(): Promise<{ server: http.Server; port: number }> {
  const server = http.createServer(async (req, res) => {
    const response = await GET(new Request(`http://localhost${req.url}`), { params: Promise.resolve({}) });
    res.writeHead(response.status, { 'content-type': 'application/json' });
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

async function runClient(port: number, seconds: number, paths: string[]): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const instance = autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  instance.on('response', (_client: unknown, status: number, _bytes: number, time: number) => {
    if (status !== 200) errors++;
    latencies.push(time);
  });
  const result = await instance;
  return {
    p50: p(latencies, 0.5),
    p95: p(latencies, 0.95),
    p99: p(latencies, 0.99),
    rps: result.requests.average,
    n: latencies.length,
    errors,
  };
}

/** `paths` round-robin for `seconds` from a child process of this same script. */
export function load(port: number, paths: string[], seconds: number): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [...process.execArgv, process.argv[1], '--client', String(port), String(seconds), JSON.stringify(paths)],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out.slice(out.indexOf('{')))) : reject(new Error(`load client exited ${code}`)),
    );
  });
}

/** The script's entry: the load client when started by load(), else `main`. */
export function benchEntry(main: () => Promise<void>): void {
  const work =
    process.argv[2] === '--client'
      ? runClient(Number(process.argv[3]), Number(process.argv[4]), JSON.parse(process.argv[5])).then((result) => {
          process.stdout.write(JSON.stringify(result));
        })
      : main();
  work.then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
