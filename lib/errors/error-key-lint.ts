import ts from 'typescript';

// Issue 59, errors as keys: the checks of lib/lint/error-keys.test.ts, over one file's text, so that
// the test can hold planted violations to them as well as the tree. The type-check already refuses
// `new AppError('CONFLICT', 'Some words.')` (lib/errors/keys.ts); this also catches what it cannot:
// a key made at run time, and a screen that turns English words back into keys.

export type ErrorKeyViolation = { file: string; line: number; problem: string };

/** Words a person reads, not a key: a space, and a sentence's end. */
const SENTENCE = /^[A-Z][^]*\s[^]*[.!?:)]\s*$/;

function isKeyExpression(node: ts.Expression, keys: ReadonlySet<string>, say: (n: ts.Node, p: string) => void): void {
  if (ts.isParenthesizedExpression(node)) return isKeyExpression(node.expression, keys, say);
  if (ts.isConditionalExpression(node)) {
    isKeyExpression(node.whenTrue, keys, say);
    isKeyExpression(node.whenFalse, keys, say);
    return;
  }
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    if (!keys.has(node.text)) say(node, `"${node.text}" is not a key of the errors catalogue (messages/en/errors.json, under "api")`);
    return;
  }
  // A key chosen from a typed table or handed on (`mapped.errorKey`, `error.errorKey`, a parameter):
  // the type-check holds it to ErrorKey. Words made at run time are not a key.
  if (ts.isTemplateExpression(node) || ts.isBinaryExpression(node) || ts.isCallExpression(node)) {
    say(
      node,
      `an error's key is made at run time (\`${node.getText().slice(0, 60)}\`): name a catalogue key and pass the values as params`,
    );
  }
}

/**
 * The violations in one source file: an AppError or issueMessage whose key is not the catalogue's (or
 * is made at run time), and, in browser code (components/, app/), English words mapped back to keys —
 * an object keyed by a sentence or by a `…MESSAGES.x` constant, or the removed messageTranslator.
 */
export function errorKeyViolations(file: string, text: string, keys: ReadonlySet<string>): ErrorKeyViolation[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: ErrorKeyViolation[] = [];
  const say = (node: ts.Node, problem: string) =>
    found.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, problem });
  const browser = /^(components|app)\//.test(file);
  const visit = (node: ts.Node): void => {
    if (ts.isNewExpression(node) && node.expression.getText(source) === 'AppError') {
      const key = node.arguments?.[1];
      if (key) isKeyExpression(key, keys, say);
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'issueMessage') {
      const key = node.arguments[0];
      if (key) isKeyExpression(key, keys, say);
    }
    if (browser && ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'messageTranslator') {
      say(node, 'messageTranslator matches English words: show a failure by its code (useFailureText, components/ui/form-messages.ts)');
    }
    if (browser && ts.isPropertyAssignment(node)) {
      const name = node.name;
      const english =
        (ts.isComputedPropertyName(name) &&
          /\b[A-Z_]*MESSAGES\.\w+|\bINVALID_TEXT\b|_ERROR_MESSAGE\b/.test(name.expression.getText(source))) ||
        (ts.isStringLiteral(name) && SENTENCE.test(name.text));
      if (english)
        say(node, `English words mapped to a key (\`${name.getText(source).slice(0, 60)}\`): show the failure by its code instead`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
