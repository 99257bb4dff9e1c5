// node scripts/compile-hints.mjs [distDir]   (runs after `next build`, from the postbuild script)
// Marks the build's first-load chunks for eager compilation: see scripts/build/compile-hints.mjs.
import path from 'node:path';
import { addCompileHints } from './build/compile-hints.mjs';

const distDir = path.resolve(process.argv[2] ?? process.env.NEXT_DIST_DIR ?? '.next');
const changed = addCompileHints(distDir);
console.log(`compile hints: ${changed} first-load file(s) marked for eager compilation in ${path.relative(process.cwd(), distDir) || '.'}`);
