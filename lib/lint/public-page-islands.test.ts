import fs from 'node:fs';
import path from 'node:path';

// Issue 17: the public pages' first-load JavaScript stays within the framework floor + 12 kB. What
// decides it is which client components ("islands") a server page renders, and what they pull in.
// This walks the import graph from a page: server modules are followed until a 'use client' module
// (an island); an island's own imports all ship to the browser. Dynamic import() is lazy: not walked.

const ROOT = path.resolve(__dirname, '../..');
const EXTENSIONS = ['.tsx', '.ts', '/index.tsx', '/index.ts'];

function resolve(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(ROOT, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null;
  if (fs.existsSync(base) && fs.statSync(base).isFile()) return base;
  for (const ext of EXTENSIONS) if (fs.existsSync(base + ext)) return base + ext;
  return null;
}

/** Static imports (value imports only; `import type` costs nothing) as [specifier, resolved file or null]. */
function imports(file: string): [string, string | null][] {
  const source = fs.readFileSync(file, 'utf8');
  const out: [string, string | null][] = [];
  for (const m of source.matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) {
    if (m[1]) continue;
    out.push([m[2], resolve(file, m[2])]);
  }
  return out;
}

const isClient = (file: string) => /^\s*(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/\s*)*['"]use client['"]/.test(fs.readFileSync(file, 'utf8'));
const rel = (file: string) => path.relative(ROOT, file);

/** The islands a server entry renders, and every package their code imports. */
function islandsOf(entries: string[]): { islands: string[]; clientPackages: Map<string, string>; serverPackages: Map<string, string> } {
  const islands = new Set<string>();
  const clientPackages = new Map<string, string>();
  const serverPackages = new Map<string, string>();
  const seenServer = new Set<string>();
  const seenClient = new Set<string>();
  const walkClient = (file: string) => {
    if (seenClient.has(file)) return;
    seenClient.add(file);
    for (const [spec, target] of imports(file)) {
      if (target) walkClient(target);
      else if (!spec.startsWith('.') && !spec.startsWith('@/')) clientPackages.set(spec, rel(file));
    }
  };
  const walkServer = (file: string) => {
    if (seenServer.has(file)) return;
    seenServer.add(file);
    if (isClient(file)) {
      islands.add(rel(file));
      walkClient(file);
      return;
    }
    for (const [spec, target] of imports(file)) {
      if (target) walkServer(target);
      else if (!spec.startsWith('.') && !spec.startsWith('@/')) serverPackages.set(spec, rel(file));
    }
  };
  for (const entry of entries) walkServer(path.join(ROOT, entry));
  return { islands: [...islands].sort(), clientPackages, serverPackages };
}

describe('public pages ship few, light islands (issue 17)', () => {
  it('a lawyer card is one client island (times + compare), not three', () => {
    expect(islandsOf(['components/lawyers/lawyer-card.tsx']).islands).toEqual(['components/lawyers/card-booking.tsx']);
  });

  it('a landing page card has no client code (its times are Philippine time links)', () => {
    expect(islandsOf(['components/lawyers/landing-lawyer-card.tsx']).islands).toEqual([]);
  });

  it('avatars on cards and featured lawyers are server HTML (no image island)', () => {
    expect(islandsOf(['components/home/featured-lawyers.tsx']).islands).toEqual([]);
  });

  const pages: [string, string[]][] = [
    ['/', ['app/[locale]/layout.tsx', 'app/[locale]/(site)/layout.tsx', 'app/[locale]/(site)/page.tsx']],
    [
      'a landing page',
      ['app/[locale]/layout.tsx', 'app/[locale]/(site)/layout.tsx', 'app/[locale]/(site)/lawyers-online/[areaSlug]/[regionSlug]/page.tsx'],
    ],
    ['a lawyer profile', ['app/[locale]/layout.tsx', 'app/[locale]/(site)/layout.tsx', 'app/[locale]/(site)/lawyer/[lawyerId]/page.tsx']],
    ['/notary-public', ['app/[locale]/layout.tsx', 'app/[locale]/(site)/layout.tsx', 'app/[locale]/(site)/notary-public/page.tsx']],
    ['/free-legal-help', ['app/[locale]/layout.tsx', 'app/[locale]/(site)/layout.tsx', 'app/[locale]/(site)/free-legal-help/page.tsx']],
    ['/legal-aid', ['app/[locale]/layout.tsx', 'app/[locale]/(site)/layout.tsx', 'app/[locale]/(site)/legal-aid/page.tsx']],
    ['a blog post', ['app/[locale]/layout.tsx', 'app/[locale]/(site)/layout.tsx', 'app/[locale]/(site)/blog/[slug]/page.tsx']],
  ];
  it.each(pages)('%s uses neither next/link, next/dynamic nor lucide-react (each adds kilobytes to every first load)', (_name, entries) => {
    const { clientPackages, serverPackages } = islandsOf(entries);
    const heavy = ['next/link', 'next/dynamic', 'lucide-react']
      .filter((p) => clientPackages.has(p))
      .map((p) => `${p} (from ${clientPackages.get(p)})`);
    // next/link and lucide-react's Icon are themselves 'use client': used in a SERVER component they ship too.
    for (const p of ['next/link', 'lucide-react']) if (serverPackages.has(p)) heavy.push(`${p} (from ${serverPackages.get(p)})`);
    expect(heavy).toEqual([]);
  });
});
