import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { argumentsOf, flatten } from '@/lib/test/catalogue-shape';
import en from '@/messages/en/errors.json';
import fil from '@/messages/fil/errors.json';
import { readIssueMessage, issueMessage } from './issue';

// Issue 59: every error a person can meet is a key of the errors catalogue (`api`), with words in both
// languages and the same arguments in each; every AppError in the source names one and hands it the
// arguments its words use.

const ROOT = path.resolve(__dirname, '../..');

const EN = flatten(en.api);
const FIL = flatten(fil.api);

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Each `new AppError(code, 'key', { params: { … } })` and `issueMessage('key', { … })` of the tree: its keys and the params it names. */
function uses(): { where: string; key: string; params: string[] | null }[] {
  const found: { where: string; key: string; params: string[] | null }[] = [];
  for (const file of ['lib', 'app', 'components'].flatMap((d) => sources(path.join(ROOT, d)))) {
    const text = fs.readFileSync(file, 'utf8');
    if (!text.includes('AppError(') && !text.includes('issueMessage(')) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const where = (node: ts.Node) => `${path.relative(ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const keysOf = (node: ts.Expression): string[] =>
      ts.isStringLiteral(node)
        ? [node.text]
        : ts.isConditionalExpression(node)
          ? [...keysOf(node.whenTrue), ...keysOf(node.whenFalse)]
          : ts.isParenthesizedExpression(node)
            ? keysOf(node.expression)
            : [];
    /** The names of an object literal's properties; null when they cannot be read here (a call's result, a spread). */
    const names = (node: ts.Expression | undefined): string[] | null => {
      if (!node) return [];
      if (!ts.isObjectLiteralExpression(node)) return null;
      if (node.properties.some((p) => !p.name)) return null;
      return node.properties.map((p) => p.name!.getText(source)).sort();
    };
    const visit = (node: ts.Node): void => {
      if (ts.isNewExpression(node) && node.expression.getText(source) === 'AppError' && node.arguments?.[1]) {
        const options = node.arguments[2];
        let params: string[] | null = [];
        if (options && ts.isObjectLiteralExpression(options)) {
          const p = options.properties.find((x) => x.name?.getText(source) === 'params');
          params = p ? (ts.isPropertyAssignment(p) ? names(p.initializer) : null) : [];
        } else if (options) params = null;
        for (const key of keysOf(node.arguments[1])) found.push({ where: where(node), key, params });
      }
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'issueMessage' && node.arguments[0]) {
        for (const key of keysOf(node.arguments[0])) found.push({ where: where(node), key, params: names(node.arguments[1]) });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('the errors catalogue (issue 59)', () => {
  const used = uses();

  it('finds the throws it walks', () => {
    expect(used.length).toBeGreaterThan(250);
  });

  it('has words in both languages for every key the source uses, with the arguments it hands them', () => {
    const problems = used.flatMap(({ where, key, params }) => {
      if (EN[key] === undefined || FIL[key] === undefined)
        return [`${where} ${key}: no words in ${EN[key] === undefined ? 'English' : 'Filipino'}`];
      const wanted = argumentsOf(EN[key]);
      if (argumentsOf(FIL[key]).join() !== wanted.join()) return [`${where} ${key}: the languages' arguments differ`];
      // A conditional's two keys share one params: each must find the arguments its words use.
      if (params && wanted.some((name) => !params.includes(name)))
        return [`${where} ${key}: params ${params.join() || '(none)'} for {${wanted.join('}, {')}}`];
      return [];
    });
    expect(problems).toEqual([]);
  });

  it('has no key without words in both languages', () => {
    expect(Object.keys(EN).filter((key) => !FIL[key])).toEqual([]);
    expect(Object.keys(FIL).filter((key) => !EN[key])).toEqual([]);
    expect(Object.keys(EN).filter((key) => !EN[key].trim() || !FIL[key].trim())).toEqual([]);
  });

  it('reads back the code and arguments a schema writes into an issue', () => {
    expect(readIssueMessage(issueMessage('validation.tooLong', { max: 50 }))).toEqual({ code: 'validation.tooLong', params: { max: 50 } });
    expect(readIssueMessage(issueMessage('common.required'))).toEqual({ code: 'common.required' });
    expect(readIssueMessage('Please provide a value.')).toBeNull();
    expect(readIssueMessage('validation.tooLong {oops')).toBeNull();
  });
});
