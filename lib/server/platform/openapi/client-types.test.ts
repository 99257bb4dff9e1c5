/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { API_OPERATIONS } from './build-document';
import type { ApiOperation } from './operation';

// The browser's types come from the wire schemas: every call of the transport (`api.get<T>(…)` …,
// `uploadForm<T>(…)`) in browser code is typed `z.infer<typeof xSchema>`, and xSchema is the very
// object the OpenAPI operation of that method and path names as its `response` — the one the test
// suites check every answer against. ESLint refuses the other spellings (eslint.config.mjs); this
// holds each call to its operation.
const root = path.resolve(__dirname, '../../../..');
const BROWSER_DIRS = [
  'lib/api',
  'components',
  'app',
  ...fs.globSync('features/*/{api,components}', { cwd: root }).map((dir) => dir.split(path.sep).join('/')),
];
const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

type Call = { where: string; method: string; path: string; schema: { module: string; name: string } | null };

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(rel);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

/** The path a call sends to, its `${…}` parts that are not the module's string constants written `{}`. */
function pathOf(expr: ts.Expression, consts: Map<string, string>): string {
  const part = (e: ts.Expression) => (ts.isIdentifier(e) && consts.has(e.text) ? consts.get(e.text)! : '{}');
  let text: string;
  if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) text = expr.text;
  else if (ts.isTemplateExpression(expr))
    text = expr.head.text + expr.templateSpans.map((s) => part(s.expression) + s.literal.text).join('');
  else text = part(expr);
  return text.split('?')[0].replace(/^\/api\/v1\//, '');
}

function transportCalls(file: string): Call[] {
  const source = ts.createSourceFile(file, fs.readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const dtoImports = new Map<string, { module: string; name: string }>();
  const consts = new Map<string, string>();
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const from = statement.moduleSpecifier.text;
      const bindings = statement.importClause?.namedBindings;
      if (/^@\/(lib|features\/[\w-]+)\/dto\//.test(from) && bindings && ts.isNamedImports(bindings))
        for (const el of bindings.elements) dtoImports.set(el.name.text, { module: from, name: (el.propertyName ?? el.name).text });
    }
    if (ts.isVariableStatement(statement))
      for (const d of statement.declarationList.declarations)
        if (ts.isIdentifier(d.name) && d.initializer && ts.isStringLiteralLike(d.initializer)) consts.set(d.name.text, d.initializer.text);
  }
  const calls: Call[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      let method: string | undefined;
      if (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && callee.expression.text === 'api') {
        if (METHODS.has(callee.name.text)) method = callee.name.text;
      } else if (ts.isIdentifier(callee) && callee.text === 'uploadForm') {
        const options = node.arguments[2];
        const given =
          options && ts.isObjectLiteralExpression(options)
            ? options.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText(source) === 'method')
            : undefined;
        method =
          given && ts.isPropertyAssignment(given) && ts.isStringLiteral(given.initializer) ? given.initializer.text.toLowerCase() : 'post';
      }
      if (method) {
        const type = node.typeArguments?.[0];
        const query =
          type &&
          ts.isTypeReferenceNode(type) &&
          type.typeName.getText(source) === 'z.infer' &&
          type.typeArguments?.[0] &&
          ts.isTypeQueryNode(type.typeArguments[0]) &&
          ts.isIdentifier(type.typeArguments[0].exprName)
            ? type.typeArguments[0].exprName.text
            : undefined;
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        calls.push({
          where: `${file}:${line + 1}`,
          method,
          path: pathOf(node.arguments[0], consts),
          schema: query ? (dtoImports.get(query) ?? null) : null,
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return calls;
}

/** The operations a call's path can reach: `{}` stands for any one segment; the fewest stand-ins for a fixed segment win. */
function operationsOf(call: Call): ApiOperation[] {
  const segments = call.path.split('/');
  const scored = API_OPERATIONS.filter((op) => op.method === call.method)
    .map((op) => {
      const opSegments = op.path.replace(/^\/api\/v1\//, '').split('/');
      if (opSegments.length !== segments.length) return null;
      let cost = 0;
      for (let i = 0; i < segments.length; i++) {
        const isParam = /^\{.+\}$/.test(opSegments[i]);
        if (segments[i] === '{}') cost += isParam ? 0 : 1;
        else if (segments[i] !== opSegments[i]) return null;
      }
      return { op, cost };
    })
    .filter((m) => m !== null);
  const best = Math.min(...scored.map((m) => m.cost));
  return scored.filter((m) => m.cost === best).map((m) => m.op);
}

const calls = BROWSER_DIRS.flatMap(sourceFiles).flatMap(transportCalls);

describe('browser types from the wire schemas', () => {
  it('finds the transport calls of browser code', () => {
    expect(calls.length).toBeGreaterThan(80);
  });

  it('types every call z.infer<typeof xSchema> of a lib/dto schema', () => {
    expect(calls.filter((c) => !c.schema).map((c) => c.where)).toEqual([]);
  });

  it('types every call with the schema its operation names as the response, and every such operation names one', async () => {
    const wrong: string[] = [];
    for (const call of calls) {
      if (!call.schema) continue; // reported above
      const ops = operationsOf(call);
      if (!ops.length) {
        wrong.push(`${call.where}: no operation ${call.method.toUpperCase()} /api/v1/${call.path}`);
        continue;
      }
      const schema = ((await import(call.schema.module)) as Record<string, unknown>)[call.schema.name];
      for (const op of ops) {
        if (!op.response) wrong.push(`${call.where}: ${op.method.toUpperCase()} ${op.path} names no response schema`);
        else if (op.response !== schema)
          wrong.push(`${call.where}: ${call.schema.name} is not the response schema of ${op.method.toUpperCase()} ${op.path}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
