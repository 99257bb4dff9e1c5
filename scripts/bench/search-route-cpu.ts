// CPU time per GET /api/v1/lawyers through the route handler (validation, search, calendars, JSON
// body), sequential and in-process: what each request costs the server, without queueing.
import { GET } from '@/app/api/v1/lawyers/route';
import type { LawyerSearchParams } from '@/lib/dto/search';
import { BENCH_MIXES } from './search-mixes';

function toUrl(params: LawyerSearchParams): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) value.forEach((v) => q.append(key, String(v)));
    else if (value !== undefined) q.append(key, String(value));
  }
  return `http://localhost/api/v1/lawyers?${q}`;
}

async function main() {
  const urls = BENCH_MIXES.map(toUrl);
  const call = async (url: string) => (await GET(new Request(url), { params: Promise.resolve({}) })).arrayBuffer();
  for (const url of urls) await call(url);
  const rounds = Number(process.env.ROUNDS ?? 100);
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  let bytes = 0;
  for (let i = 0; i < rounds; i++) for (const url of urls) bytes += (await call(url)).byteLength;
  const n = rounds * urls.length;
  const used = process.cpuUsage(cpu0);
  console.log(
    `per request: cpu=${((used.user + used.system) / 1000 / n).toFixed(2)}ms wall=${((performance.now() - t0) / n).toFixed(2)}ms body=${(bytes / n / 1024).toFixed(1)}kB`,
  );
  process.exit(0);
}
main();
