// Used by scripts/compile-hints.mjs [distDir] (runs after `next build`, from the postbuild script).
//
// Marks every first-load JavaScript file of the build for eager compilation with V8's explicit
// compile hint, the magic comment `//# allFunctionsCalledOnLoad` on the file's first line (Chrome
// 136+; other engines read a comment). Why (issue 17): the framework's chunks (react-dom, the Next
// router) define their modules as functions that V8 otherwise compiles lazily, on the main thread,
// when the runtime first calls them — one ≈200 ms task at Lighthouse's 4× CPU even for an empty
// Next app, which alone puts Total Blocking Time over 100 ms. With the hint, Chrome compiles them
// while streaming the script, off the main thread: the boot task of an empty app fell to ≈75 ms
// and its TBT from ≈170 ms to ≈15–65 ms (scripts/bench/lighthouse-public.mjs).
//
// Only first-load files are marked (the root main files and each route's entry files): a chunk
// loaded later by import() (compare, toasts, the call, the API reference) keeps lazy compilation,
// since most of a library loaded on demand is never called. Idempotent; a file's source map, when
// the build writes one, gets an empty first line so that it still matches.
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Files (relative to distDir, "static/chunks/….js") that some page loads with its HTML. */
export function firstLoadFiles(distDir) {
  const files = new Set();
  const buildManifest = JSON.parse(fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
  for (const file of buildManifest.rootMainFiles ?? []) files.add(file);
  const appDir = path.join(distDir, 'server', 'app');
  for (const manifest of fs.globSync('**/*_client-reference-manifest.js', { cwd: appDir })) {
    // The manifest is a script assigning globalThis.__RSC_MANIFEST[route]; run it in a sandbox.
    const sandbox = {};
    sandbox.self = sandbox;
    vm.runInNewContext(fs.readFileSync(path.join(appDir, manifest), 'utf8'), sandbox);
    for (const route of Object.values(sandbox.__RSC_MANIFEST ?? {})) {
      for (const list of Object.values(route.entryJSFiles ?? {})) for (const file of list) files.add(file);
    }
  }
  return [...files].filter((file) => file.endsWith('.js')).sort();
}

/** Prepends the hint to each first-load file that lacks it; answers how many files were changed. */
export function addCompileHints(distDir) {
  let changed = 0;
  for (const file of firstLoadFiles(distDir)) {
    const full = path.join(distDir, file);
    if (!fs.existsSync(full)) continue;
    const source = fs.readFileSync(full, 'utf8');
    if (source.startsWith(COMPILE_HINT)) continue;
    fs.writeFileSync(full, COMPILE_HINT + source);
    const mapFile = `${full}.map`;
    if (fs.existsSync(mapFile)) {
      const map = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
      map.mappings = `;${map.mappings}`;
      fs.writeFileSync(mapFile, JSON.stringify(map));
    }
    changed++;
  }
  return changed;
}
