/**
 * Issue 31: every word a user sees comes from a message catalog (src/i18n/). This rule reports a literal that
 * would reach the screen untranslated:
 *  - text between JSX tags, or a string put there (`<p>Saved</p>`, `<p>{'Saved'}</p>`);
 *  - a string given to a prop that users see or hear (`label`, `title`, `placeholder`, `aria-label`, …);
 *  - a string under such a key in an object (`notifications.show({ title: 'Saved' })`, `{ label: 'Paid' }`);
 *  - anywhere else, a string that reads like a sentence ("Enter your email", "No payments yet.").
 * A literal is text when it holds a letter; a choice between literals (`a ? 'Yes' : 'No'`) is looked into.
 * Not reported: console messages, the built-in Errors a programmer reads, types, import paths, object keys.
 */

/** Props and object keys whose strings users see or hear. */
const UI_NAME =
  /^(label|title|placeholder|description|alt|tooltip|message|hint|heading|caption|text|error|aria-label|aria-description|aria-valuetext|aria-roledescription|ariaLabel|[a-z]+(Label|Text|Title|Message|Description|Hint|Placeholder))$/;
const LETTER = /\p{L}/u;
/** A capitalised word followed by another: what reads as a sentence or a phrase, not a code or a class. */
const SENTENCE = /^\s*\p{Lu}\p{Ll}+[’']?\p{Ll}*[,:]?\s+\p{L}/u;
const PROGRAMMER_ERRORS = /^(Error|TypeError|RangeError|SyntaxError|ReferenceError|AggregateError)$/;

function literalText(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return node.quasis.map((quasi) => quasi.value.cooked ?? '').join(' ');
  return null;
}

/** The string literals an expression may evaluate to, looking through choices and fallbacks. */
function candidateLiterals(node) {
  if (!node) return [];
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' ? [node] : [];
    case 'TemplateLiteral':
      return [node];
    case 'ConditionalExpression':
      return [...candidateLiterals(node.consequent), ...candidateLiterals(node.alternate)];
    case 'LogicalExpression':
      return [...candidateLiterals(node.left), ...candidateLiterals(node.right)];
    case 'JSXExpressionContainer':
      return candidateLiterals(node.expression);
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
      return candidateLiterals(node.expression);
    default:
      return [];
  }
}

function propertyName(node) {
  if (node.type === 'JSXAttribute') return typeof node.name.name === 'string' ? node.name.name : null;
  if (node.key?.type === 'Identifier') return node.key.name;
  if (node.key?.type === 'Literal') return String(node.key.value);
  return null;
}

/** Whether a string sits where no user reads it: a type, an import, a key, a console line, a programmer's Error. */
function outOfSight(node) {
  const parent = node.parent;
  if (!parent) return false;
  if (parent.type === 'TSLiteralType' || parent.type.startsWith('TS')) return true;
  if (
    /^(Import|Export)(Named|All|Default)?Declaration$/.test(parent.type) ||
    parent.type === 'ImportExpression'
  )
    return true;
  if (parent.type === 'Property' && parent.key === node) return true;
  if (parent.type === 'MemberExpression' && parent.property === node) return true;
  if (parent.type === 'BinaryExpression' && /^(===|!==|==|!=)$/.test(parent.operator)) return true;
  if (parent.type === 'SwitchCase') return true;
  if (parent.type === 'CallExpression' || parent.type === 'NewExpression') {
    const callee = parent.callee;
    if (
      callee.type === 'MemberExpression' &&
      callee.object.type === 'Identifier' &&
      callee.object.name === 'console'
    )
      return true;
    if (callee.type === 'Identifier' && PROGRAMMER_ERRORS.test(callee.name)) return true;
  }
  if (parent.type === 'JSXAttribute') return true; // judged by its name (UI_NAME) instead
  return false;
}

export const noLiteralUiText = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      text: 'User-visible text "{{text}}" must come from a message catalog (src/i18n/translate.ts: useT / translate).',
    },
  },
  create(context) {
    const reported = new Set();
    const report = (node) => {
      if (reported.has(node)) return;
      const text = String(literalText(node) ?? node.value ?? '').trim();
      if (!LETTER.test(text)) return;
      reported.add(node);
      context.report({ node, messageId: 'text', data: { text: text.slice(0, 40) } });
    };
    const reportAll = (expression) => candidateLiterals(expression).forEach(report);
    return {
      JSXText(node) {
        if (LETTER.test(node.value)) report(node);
      },
      JSXExpressionContainer(node) {
        if (node.parent.type === 'JSXElement' || node.parent.type === 'JSXFragment')
          reportAll(node.expression);
      },
      JSXAttribute(node) {
        const name = propertyName(node);
        if (name && UI_NAME.test(name) && node.value) reportAll(node.value);
      },
      Property(node) {
        const name = propertyName(node);
        if (name && UI_NAME.test(name)) reportAll(node.value);
      },
      Literal(node) {
        if (typeof node.value === 'string' && SENTENCE.test(node.value) && !outOfSight(node)) report(node);
      },
      TemplateLiteral(node) {
        const text = literalText(node);
        if (text && SENTENCE.test(text) && !outOfSight(node)) report(node);
      },
    };
  },
};

export const i18nPlugin = { rules: { 'no-literal-ui-text': noLiteralUiText } };
