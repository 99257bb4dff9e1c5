// No e2e test holds a measured duration to a fixed number (the project's rule for the pass/fail suites:
// a duration on a shared 2-core machine is noise, not a verdict). Budgets in milliseconds live in
// scripts/bench/, which print their figures; a test may compare with a reference measured in the same
// run (a ratio with a wide margin). Registered for e2e/** in eslint.config.mjs; its cases are in
// lib/lint/no-duration-assertion.test.ts.
//
// Flags `expect(x).toBeLessThan(N)` (…OrEqual, toBeGreaterThan…, also after `.not`, `expect.soft`,
// `expect.poll(() => x)`) and `expect(x < N)` when
// - x is a duration: a difference of Date.now() / performance.now() / process.hrtime readings, directly
//   or through a variable initialised from one, or the result of a local function that returns one;
//   or a name that says so (ms, elapsed, duration, latency, inp, lcp, ttfb, …), and
// - N is a constant: a numeric literal (or arithmetic of literals), or a const initialised from one, or
//   an UPPER_CASE name. A bound computed from another measurement (`fastMs * 3`) is not a constant.

const COMPARATORS = new Set(['toBeLessThan', 'toBeLessThanOrEqual', 'toBeGreaterThan', 'toBeGreaterThanOrEqual']);
const RELATIONS = new Set(['<', '<=', '>', '>=']);
const STATISTICS = new Set([
  'median',
  'mean',
  'average',
  'avg',
  'percentile',
  'quantile',
  'p50',
  'p75',
  'p90',
  'p95',
  'p99',
  'sum',
  'max',
  'min',
  'worst',
  'best',
]);

/** Words that name a duration, in camelCase, snake_case or UPPER_CASE names. */
const DURATION_WORDS = new Set([
  'ms',
  'millis',
  'milliseconds',
  'sec',
  'secs',
  'seconds',
  'elapsed',
  'duration',
  'durations',
  'latency',
  'latencies',
  'took',
  'delay',
  'inp',
  'lcp',
  'fcp',
  'fid',
  'tbt',
  'ttfb',
  'ttfp',
]);

function words(name) {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_$]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
}

const durationName = (name) => words(name).some((w) => DURATION_WORDS.has(w));

/** A list of durations, or a name that says it holds them (`latencies`, `durationsMs`). */
const isDurations = (kind) => kind === 'durations' || kind === 'duration';

/** `Date.now()`, `performance.now()`, `process.hrtime(…)`, `process.hrtime.bigint()`, `new Date().getTime()`. */
function isClockReading(node) {
  if (node.type !== 'CallExpression') return false;
  const callee = node.callee;
  if (callee.type !== 'MemberExpression' || callee.computed) return false;
  const prop = callee.property.name;
  const obj = callee.object;
  if (prop === 'now' && obj.type === 'Identifier' && (obj.name === 'Date' || obj.name === 'performance')) return true;
  if (prop === 'now' && obj.type === 'MemberExpression' && obj.property.name === 'performance') return true;
  if (prop === 'hrtime' && obj.type === 'Identifier' && obj.name === 'process') return true;
  if (prop === 'bigint' && obj.type === 'MemberExpression' && obj.property.name === 'hrtime') return true;
  if (prop === 'getTime' && obj.type === 'NewExpression' && obj.callee.type === 'Identifier' && obj.callee.name === 'Date') return true;
  return false;
}

function unwrap(node) {
  let n = node;
  for (;;) {
    if (!n) return n;
    if (n.type === 'AwaitExpression' || n.type === 'ChainExpression') n = n.argument ?? n.expression;
    else if (n.type === 'TSAsExpression' || n.type === 'TSNonNullExpression' || n.type === 'TSSatisfiesExpression') n = n.expression;
    else if (n.type === 'ParenthesizedExpression') n = n.expression;
    else return n;
  }
}

function findVariable(scope, name) {
  for (let s = scope; s; s = s.upper) {
    const v = s.set.get(name);
    if (v) return v;
  }
  return undefined;
}

function isNumberLiteral(node) {
  return node.type === 'Literal' && (typeof node.value === 'number' || typeof node.value === 'bigint');
}

/**
 * What an expression holds: 'time' (a clock reading), 'duration' (a difference of readings, or named
 * as one), 'number' (a constant), or undefined (anything else: a count, a width, a status, a ratio).
 */
function makeKindOf(sourceCode) {
  const seen = new Set();

  function kindOfFunction(fn, scope) {
    if (!fn) return undefined;
    if (fn.type === 'ArrowFunctionExpression' && fn.body.type !== 'BlockStatement') return kindOf(fn.body, scope);
    const results = [];
    const walk = (node) => {
      if (!node || typeof node.type !== 'string') return;
      if (node !== fn.body && /Function/.test(node.type)) return;
      if (node.type === 'ReturnStatement' && node.argument) results.push(kindOf(node.argument, sourceCode.getScope(node)));
      for (const key of Object.keys(node)) {
        if (key === 'parent') continue;
        const child = node[key];
        if (Array.isArray(child)) child.forEach(walk);
        else if (child && typeof child.type === 'string') walk(child);
      }
    };
    walk(fn.body);
    return results.includes('duration') ? 'duration' : undefined;
  }

  function pushesDuration(variable) {
    return variable.references.some((ref) => {
      const member = ref.identifier.parent;
      const call = member?.parent;
      return (
        member.type === 'MemberExpression' &&
        member.object === ref.identifier &&
        !member.computed &&
        ['push', 'unshift'].includes(member.property.name) &&
        call?.type === 'CallExpression' &&
        call.callee === member &&
        call.arguments.some((a) => kindOf(a, sourceCode.getScope(call)) === 'duration')
      );
    });
  }

  function kindOfIdentifier(node, scope) {
    if (durationName(node.name)) return 'duration';
    const variable = findVariable(scope, node.name);
    const def = variable?.defs[0];
    if (!def) return /^[A-Z][A-Z0-9_]*$/.test(node.name) ? 'number' : undefined;
    if (def.type === 'FunctionName') return { fn: def.node };
    if (def.type === 'ImportBinding') return /^[A-Z][A-Z0-9_]*$/.test(node.name) ? 'number' : undefined;
    // for (const ms of durations)
    const loop = def.type === 'Variable' ? def.node.parent?.parent : undefined;
    if (loop?.type === 'ForOfStatement' && loop.left === def.node.parent) {
      return isDurations(kindOf(loop.right, sourceCode.getScope(loop))) ? 'duration' : undefined;
    }
    if (def.type === 'Variable' && def.node.init) {
      const init = unwrap(def.node.init);
      if (init.type === 'ArrowFunctionExpression' || init.type === 'FunctionExpression') return { fn: init };
      const kind = kindOf(init, sourceCode.getScope(def.node));
      // const [first, ...rest] = durations
      if (def.node.id.type === 'ArrayPattern') {
        if (kind !== 'durations') return undefined;
        return def.name.parent.type === 'RestElement' ? 'durations' : 'duration';
      }
      // const readings = []; … readings.push(Date.now() - t0)
      if (init.type === 'ArrayExpression' && kind === undefined && pushesDuration(variable)) return 'durations';
      // A `let` set from a number may change; a `const` set from one is a constant.
      if (kind === 'number') return def.parent.kind === 'const' || /^[A-Z][A-Z0-9_]*$/.test(node.name) ? 'number' : undefined;
      return kind;
    }
    return undefined;
  }

  function kindOf(raw, scope) {
    const node = unwrap(raw);
    if (!node || seen.has(node)) return undefined;
    seen.add(node);
    try {
      if (isNumberLiteral(node)) return 'number';
      if (node.type === 'UnaryExpression' && (node.operator === '-' || node.operator === '+')) {
        return kindOf(node.argument, scope) === 'number' ? 'number' : undefined;
      }
      if (isClockReading(node)) return 'time';
      if (node.type === 'Identifier') {
        const kind = kindOfIdentifier(node, scope);
        return typeof kind === 'object' ? undefined : kind;
      }
      if (node.type === 'ArrayExpression') {
        const kinds = node.elements
          .filter(Boolean)
          .map((e) => (e.type === 'SpreadElement' ? (isDurations(kindOf(e.argument, scope)) ? 'duration' : undefined) : kindOf(e, scope)));
        return kinds.includes('duration') ? 'durations' : undefined;
      }
      if (node.type === 'MemberExpression' && node.computed) {
        // durations[i]
        return isDurations(kindOf(node.object, scope)) ? 'duration' : undefined;
      }
      if (node.type === 'MemberExpression') {
        const prop = !node.computed && node.property.type === 'Identifier' ? node.property.name : undefined;
        if (prop && durationName(prop)) return 'duration';
        // MAX.RESPONSE, LIMITS.ms: a constant table.
        if (prop && /^[A-Z][A-Z0-9_]*$/.test(prop)) return 'number';
        if (node.object.type === 'Identifier' && /^[A-Z][A-Z0-9_]*$/.test(node.object.name)) return 'number';
        return undefined;
      }
      if (node.type === 'CallExpression') {
        const callee = unwrap(node.callee);
        const args = () =>
          node.arguments.map((a) =>
            a.type === 'SpreadElement' ? (isDurations(kindOf(a.argument, scope)) ? 'duration' : undefined) : kindOf(a, scope),
          );
        // Math.round(ms), Math.max(a, b), Number(x): what their arguments are.
        if (
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'Math' &&
          ['round', 'floor', 'ceil', 'trunc', 'max', 'min', 'abs'].includes(callee.property.name)
        ) {
          const kinds = args();
          if (kinds.includes('duration')) return 'duration';
          return kinds.length && kinds.every((k) => k === 'number') ? 'number' : undefined;
        }
        if (callee.type === 'MemberExpression' && !callee.computed) {
          const method = callee.property.name;
          if (method === 'all' && callee.object.type === 'Identifier' && callee.object.name === 'Promise') {
            return node.arguments[0] && isDurations(kindOf(node.arguments[0], scope)) ? 'durations' : undefined;
          }
          const of = kindOf(callee.object, scope);
          // durations.sort(), .slice(), .at(-1); xs.map((x) => Date.now() - x)
          if (isDurations(of) && ['sort', 'slice', 'filter', 'reverse', 'concat', 'toSorted', 'toReversed'].includes(method)) {
            return 'durations';
          }
          if (isDurations(of) && ['at', 'find', 'findLast', 'pop', 'shift'].includes(method)) return 'duration';
          if (isDurations(of) && method === 'reduce') return 'duration';
          if (method === 'map' || method === 'flatMap') {
            const fn = node.arguments[0] && unwrap(node.arguments[0]);
            if (fn && (fn.type === 'ArrowFunctionExpression' || fn.type === 'FunctionExpression')) {
              return kindOfFunction(fn, sourceCode.getScope(fn)) === 'duration' ? 'durations' : undefined;
            }
            if (fn?.type === 'Identifier') {
              const kind = kindOfIdentifier(fn, scope);
              if (typeof kind === 'object')
                return kindOfFunction(kind.fn, sourceCode.getScope(kind.fn)) === 'duration' ? 'durations' : undefined;
            }
            return undefined;
          }
        }
        // median(readings), p95(latencies), sum(xs): a statistic of durations is a duration.
        if (
          callee.type === 'Identifier' &&
          STATISTICS.has(callee.name.toLowerCase()) &&
          args().some((k) => k === 'duration' || k === 'durations')
        ) {
          return 'duration';
        }
        if (callee.type === 'Identifier' && (callee.name === 'Number' || callee.name === 'BigInt')) {
          return node.arguments[0] ? kindOf(node.arguments[0], scope) : undefined;
        }
        if (callee.type === 'Identifier') {
          if (durationName(callee.name)) return 'duration';
          const kind = kindOfIdentifier(callee, scope);
          if (typeof kind === 'object') return kindOfFunction(kind.fn, sourceCode.getScope(kind.fn));
        }
        if (callee.type === 'ArrowFunctionExpression' || callee.type === 'FunctionExpression') return kindOfFunction(callee, scope);
        return undefined;
      }
      if (node.type === 'BinaryExpression') {
        const left = kindOf(node.left, scope);
        const right = kindOf(node.right, scope);
        switch (node.operator) {
          case '-':
            if (left === 'time' && right === 'time') return 'duration';
            if (left === 'time' && right === 'number') return 'time'; // Date.now() - 86_400_000: a moment
            if (left === 'time' && right === undefined) return 'duration'; // Date.now() - since (since of unknown origin)
            if (left === 'duration' && (right === 'duration' || right === 'number')) return 'duration';
            if (left === 'number' && right === 'number') return 'number';
            return undefined;
          case '+':
            if (left === 'time' || right === 'time') return 'time';
            if (left === 'duration' || right === 'duration') return 'duration';
            if (left === 'number' && right === 'number') return 'number';
            return undefined;
          case '*':
          case '/':
          case '%':
            // ms / 1000 is still a duration; a duration over a duration is a ratio.
            if (left === 'duration' && right === 'number') return 'duration';
            if (node.operator === '*' && left === 'number' && right === 'duration') return 'duration';
            if (left === 'number' && right === 'number') return 'number';
            return undefined;
          default:
            return undefined;
        }
      }
      if (node.type === 'ConditionalExpression') {
        const kinds = [kindOf(node.consequent, scope), kindOf(node.alternate, scope)];
        return kinds.includes('duration') ? 'duration' : undefined;
      }
      if (node.type === 'LogicalExpression') {
        const kinds = [kindOf(node.left, scope), kindOf(node.right, scope)];
        if (kinds.includes('duration')) return 'duration';
        return kinds.every((k) => k === 'number') ? 'number' : undefined;
      }
      return undefined;
    } finally {
      seen.delete(node);
    }
  }

  /** A fixed number: a literal (or arithmetic of literals), a const set from one, an UPPER_CASE name (BUDGET_MS). */
  function isConstant(raw, scope) {
    const node = unwrap(raw);
    if (!node) return false;
    const upper = (n) => /^[A-Z][A-Z0-9_]*$/.test(n);
    if (node.type === 'Identifier' && upper(node.name)) return true;
    if (
      node.type === 'MemberExpression' &&
      !node.computed &&
      (upper(node.property.name) || (node.object.type === 'Identifier' && upper(node.object.name)))
    ) {
      return true;
    }
    if (node.type === 'BinaryExpression' && ['+', '-', '*', '/'].includes(node.operator))
      return isConstant(node.left, scope) && isConstant(node.right, scope);
    if (node.type === 'Identifier') {
      const def = findVariable(scope, node.name)?.defs[0];
      return (
        def?.type === 'Variable' &&
        def.parent.kind === 'const' &&
        !!def.node.init &&
        def.node.id.type === 'Identifier' &&
        isConstant(def.node.init, sourceCode.getScope(def.node))
      );
    }
    return kindOf(node, scope) === 'number';
  }

  return { kindOf, kindOfFunction, isConstant };
}

/** The `expect(…)` call under `expect(x).not.toBeLessThan`, `expect.soft(x)`, `expect.poll(fn)`; and which. */
function expectCall(node) {
  let n = node;
  while (n.type === 'MemberExpression' && !n.computed && ['not', 'resolves', 'rejects'].includes(n.property.name)) n = n.object;
  if (n.type !== 'CallExpression') return undefined;
  const callee = n.callee;
  if (callee.type === 'Identifier' && callee.name === 'expect') return { call: n, poll: false };
  if (
    callee.type === 'MemberExpression' &&
    callee.object.type === 'Identifier' &&
    callee.object.name === 'expect' &&
    ['soft', 'poll'].includes(callee.property.name)
  ) {
    return { call: n, poll: callee.property.name === 'poll' };
  }
  return undefined;
}

const MESSAGE =
  'An e2e test asserts a duration ({{what}}) against a constant ({{bound}}): a time on a shared machine is no verdict. ' +
  'Print it from a bench in scripts/bench/, or compare with a reference measured in the same run.';

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'No e2e test asserts a measured duration (ms) against a constant: budgets live in scripts/bench/.' },
    schema: [],
    messages: { duration: MESSAGE },
  },
  create(context) {
    const sourceCode = context.sourceCode;
    const { kindOf, kindOfFunction, isConstant } = makeKindOf(sourceCode);
    const text = (node) => sourceCode.getText(node).replace(/\s+/g, ' ').slice(0, 60);

    return {
      CallExpression(node) {
        const scope = sourceCode.getScope(node);
        const callee = node.callee;
        // expect(x).toBeLessThan(N)
        if (callee.type === 'MemberExpression' && !callee.computed && COMPARATORS.has(callee.property.name)) {
          const found = expectCall(callee.object);
          const bound = node.arguments[0];
          const subject = found?.call.arguments[0];
          if (!found || !bound || !subject || !isConstant(bound, scope)) return;
          const isDuration =
            found.poll && (subject.type === 'ArrowFunctionExpression' || subject.type === 'FunctionExpression')
              ? kindOfFunction(subject, sourceCode.getScope(subject)) === 'duration'
              : kindOf(subject, scope) === 'duration';
          if (isDuration) context.report({ node, messageId: 'duration', data: { what: text(subject), bound: text(bound) } });
          return;
        }
        // expect(x < N), expect(N >= x)
        const found = callee.type === 'Identifier' && callee.name === 'expect' ? { call: node } : undefined;
        const subject = found && unwrap(node.arguments[0]);
        if (subject?.type === 'BinaryExpression' && RELATIONS.has(subject.operator)) {
          const [l, r] = [kindOf(subject.left, scope), kindOf(subject.right, scope)];
          if ((l === 'duration' && isConstant(subject.right, scope)) || (isConstant(subject.left, scope) && r === 'duration')) {
            const [what, bound] = l === 'duration' ? [subject.left, subject.right] : [subject.right, subject.left];
            context.report({ node, messageId: 'duration', data: { what: text(what), bound: text(bound) } });
          }
        }
      },
    };
  },
};

/** The local plugin (`local/…` in eslint.config.mjs). */
const plugin = { meta: { name: 'abogado-local' }, rules: { 'no-duration-assertion': rule } };

export default plugin;
