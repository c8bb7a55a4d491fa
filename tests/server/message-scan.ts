import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * Finds the English messages the server can put in an error body (decision 044), by reading
 * the source: the text given to AppError and its helpers, the lists of field messages, and
 * the custom messages of the zod schemas. A template literal is reported as its catalogue
 * key: each `${expression}` becomes `{name}`, named after the expression's last identifier.
 * Used by the catalogue's coverage test; reads files, so it stays out of the running server.
 */

/** Calls whose arguments carry a message (the field name and status are no sentences). */
const errorCallees = new Set([
  'AppError',
  'invalidInput',
  'fieldErrors',
  'forbidden',
  'notFound',
  'unauthorized',
  'conflict',
]);
/** zod checks whose last argument may be a custom message. */
const zodChecks = new Set([
  'min',
  'max',
  'length',
  'regex',
  'refine',
  'superRefine',
  'email',
  'url',
  'int',
  'positive',
  'nonnegative',
  'nonempty',
  'startsWith',
  'endsWith',
  'gte',
  'lte',
  'gt',
  'lt',
  'check',
]);
/** Object properties whose value is a message: zod's `message`/`error` options, issues. */
const messageProperties = new Set(['message', 'error', 'problem']);
/** Helpers that file a field message into a list of errors. */
const fieldMessageHelpers = new Set(['addError', 'requireValidMessage']);
/** Calls whose texts are documentation, not messages (OpenAPI), or go to the log. */
const documentationCallees = new Set(['describe', 'meta', 'info', 'warn', 'debug', 'trace']);

/** A sentence a person reads: capitalised, several words, one line, ending as sentences do. */
const isSentence = (text: string) =>
  /^[A-Z¿]/.test(text) &&
  / /.test(text) &&
  !text.includes('\n') &&
  /[.?!)]$/.test(text) &&
  !/^(SELECT|INSERT|UPDATE|DELETE|WITH|AND|OR|ORDER|WHERE|FROM)\b/.test(text);

function parameterName(expression: ts.Expression): string {
  let e: ts.Node = expression;
  while (ts.isParenthesizedExpression(e) || ts.isAsExpression(e)) e = e.expression;
  if (ts.isIdentifier(e)) return e.text;
  if (ts.isPropertyAccessExpression(e)) return e.name.text;
  if (ts.isCallExpression(e)) return parameterName(e.expression);
  return 'value';
}

/** A template literal as its catalogue key: `Pay ${limits.max} at most.` -> `Pay {max} at most.` */
export function templateKey(node: ts.TemplateExpression): string {
  let key = node.head.text;
  for (const span of node.templateSpans)
    key += `{${parameterName(span.expression)}}${span.literal.text}`;
  return key;
}

type Found = { message: string; file: string; line: number };

function calleeName(call: ts.CallExpression | ts.NewExpression): string | null {
  const e = call.expression;
  if (ts.isIdentifier(e)) return e.text;
  if (ts.isPropertyAccessExpression(e)) return e.name.text;
  return null;
}

function scanFile(file: string, text: string, found: Found[]): void {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  // Module and function-level `const NAME = 'text'`: a message is often named once, used twice.
  const constants = new Map<string, ts.Expression>();
  const collectConstants = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer)
      constants.set(node.name.text, node.initializer);
    ts.forEachChild(node, collectConstants);
  };
  collectConstants(source);

  const report = (node: ts.Node, text: string) => {
    const message = text.trim();
    if (!isSentence(message)) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    found.push({ message, file, line });
  };
  // Every text in an expression that carries messages: literals, templates, both arms of a
  // condition, arrays and objects of field messages, named constants.
  const seen = new Set<ts.Node>();
  const collect = (node: ts.Node): void => {
    if (seen.has(node)) return;
    seen.add(node);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      return report(node, node.text);
    if (ts.isTemplateExpression(node)) return report(node, templateKey(node));
    if (ts.isIdentifier(node)) {
      const value = constants.get(node.text);
      if (value) collect(value);
      return;
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      // A local helper's answer (`bad('…')`): its arguments are the texts.
      node.arguments.forEach(collect);
      return;
    }
    ts.forEachChild(node, collect);
  };
  // A function's answer counts only when it is text itself (not an object that holds some:
  // a notice, a ledger memo, a route's documentation).
  const collectText = (node: ts.Node): void => {
    if (ts.isParenthesizedExpression(node)) return collectText(node.expression);
    if (ts.isConditionalExpression(node)) {
      collectText(node.whenTrue);
      return collectText(node.whenFalse);
    }
    if (ts.isBinaryExpression(node)) {
      collectText(node.left);
      return collectText(node.right);
    }
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateExpression(node)
    )
      collect(node);
  };
  const inContract = file.startsWith('contract/');

  const visit = (node: ts.Node): void => {
    if (ts.isNewExpression(node) || ts.isCallExpression(node)) {
      const name = calleeName(node);
      const args = node.arguments ?? ts.factory.createNodeArray();
      if (name && documentationCallees.has(name)) return;
      if (name && (errorCallees.has(name) || fieldMessageHelpers.has(name))) args.forEach(collect);
      else if (name && zodChecks.has(name) && ts.isPropertyAccessExpression(node.expression)) {
        const last = args[args.length - 1];
        if (last && args.length > (name === 'refine' || name === 'check' ? 1 : 0)) collect(last);
      } else if (name === 'push' && /errors|issues/i.test(node.expression.getText()))
        args.forEach(collect);
    }
    if (ts.isPropertyAssignment(node) && messageProperties.has(node.name.getText()))
      collect(node.initializer);
    // A rule that answers its message (`return 'This date does not exist.'`), a helper's
    // default message, a constant named as one; in the contract every sentence is a message.
    if (ts.isReturnStatement(node) && node.expression) collectText(node.expression);
    if (ts.isArrowFunction(node) && !ts.isBlock(node.body)) collectText(node.body);
    if (ts.isParameter(node) && node.initializer) collect(node.initializer);
    if (ts.isVariableDeclaration(node) && node.initializer && /message/i.test(node.name.getText()))
      collect(node.initializer);
    if (
      inContract &&
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateExpression(node))
    )
      collect(node);
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      /errors/i.test(node.left.getText())
    )
      collect(node.right);
    ts.forEachChild(node, visit);
  };
  visit(source);
}

function sourceFiles(dir: string, skip: (path: string) => boolean): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (skip(path)) continue;
    if (entry.isDirectory()) files.push(...sourceFiles(path, skip));
    else if (path.endsWith('.ts') && !path.endsWith('.test.ts')) files.push(path);
  }
  return files;
}

/** Every message literal under the given folders (relative to `root`), with where it is. */
export function scanMessages(root: string, folders: string[], skip: (path: string) => boolean) {
  const found: Found[] = [];
  for (const folder of folders)
    for (const file of sourceFiles(join(root, folder), skip))
      scanFile(file.slice(root.length + 1), readFileSync(file, 'utf8'), found);
  return found;
}
