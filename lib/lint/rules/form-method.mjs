// No form may send its fields in a URL (issue 57, item 2). A `<form>` without a method is a GET: a tap
// on its submit button before the page's scripts have run (a slow phone) submits it natively, and the
// next address carries every field — a case summary in the browser's history and the server's logs.
// So every `<form>` says method="post" (a form driven by client code never reaches the server that way
// once hydrated; before, its fields go in a body, not the address). The only GET forms are true search
// forms, listed by file in eslint.config.mjs (`getForms`), and they say method="get" themselves.
// Registered for app/** and components/** in eslint.config.mjs; its cases are in lib/lint/form-method.test.ts.

import path from 'node:path';

/** The attribute's literal value, lower-cased: `method="post"`, `method={'post'}`; null when not a literal. */
function literalValue(attribute) {
  const value = attribute.value;
  if (!value) return null;
  if (value.type === 'Literal' && typeof value.value === 'string') return value.value.toLowerCase();
  if (value.type === 'JSXExpressionContainer') {
    const e = value.expression;
    if (e.type === 'Literal' && typeof e.value === 'string') return e.value.toLowerCase();
    if (e.type === 'TemplateLiteral' && e.expressions.length === 0) return e.quasis[0].value.cooked.toLowerCase();
  }
  return null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'A <form> says method="post", unless it is a listed GET search form' },
    schema: [
      {
        type: 'object',
        properties: { getForms: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      missing:
        'A <form> says method="post": without it a tap before the page is ready sends its fields in the URL (issue 57). A true search form is listed in getForms (eslint.config.mjs).',
      get: 'method="get" only on a listed search form (getForms in eslint.config.mjs): any other form says method="post" (issue 57).',
      unknown: 'A <form> method is a literal "post" (or "get" on a listed search form), so the rule can see it (issue 57).',
    },
  },
  create(context) {
    const cwd = context.cwd ?? context.getCwd();
    const file = path
      .relative(cwd, context.filename ?? context.getFilename())
      .split(path.sep)
      .join('/');
    const getForms = new Set(context.options[0]?.getForms ?? []);
    return {
      JSXOpeningElement(node) {
        if (node.name.type !== 'JSXIdentifier' || node.name.name !== 'form') return;
        const method = node.attributes.find((a) => a.type === 'JSXAttribute' && a.name.name === 'method');
        if (!method) {
          context.report({ node, messageId: 'missing' });
          return;
        }
        const value = literalValue(method);
        if (value === 'post') return;
        if (value === 'get') {
          if (!getForms.has(file)) context.report({ node: method, messageId: 'get' });
          return;
        }
        context.report({ node: method, messageId: 'unknown' });
      },
    };
  },
};

const plugin = { meta: { name: 'abogado-local-forms' }, rules: { 'form-method': rule } };
export default plugin;
