import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * The UI writes only through the mutation hooks of api/<domain>.ts (decision 023): those carry
 * the cache update, the invalidation, `meta.handles` and the query client's one 401 rule. A
 * write fetcher is a function of api/*.ts that sends POST, PUT, PATCH or DELETE (through
 * apiFetch, apiUpload, or another such function of its module); the browser's code (app/,
 * components/, hooks/, stores/) imports none of them, statically or through import().
 */

const ROOT = path.resolve(__dirname, '../..');
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Counters, not the reader's writes: fire and forget, never a toast or the login modal, and
 * loaded with the call (decision 028), so they stay plain calls.
 */
const TELEMETRY = new Set(['@/api/view-logs:logSpotView', '@/api/view-logs:logSearchKeyword']);

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(path.join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);
}

function isExported(node: ts.Node): boolean {
  return ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
}

/** Does `node` send a write itself, or call one of `known` (this module's write functions)? */
function sendsWrite(node: ts.Node, known: Set<string>): boolean {
  let found = false;
  const visit = (child: ts.Node) => {
    if (found) return;
    if (ts.isCallExpression(child) && ts.isIdentifier(child.expression)) {
      const callee = child.expression.text;
      if (callee === 'apiUpload' || known.has(callee)) found = true;
      const options = child.arguments[1];
      if (callee === 'apiFetch' && options && ts.isObjectLiteralExpression(options)) {
        for (const property of options.properties) {
          const method = ts.isPropertyAssignment(property) && property.name.getText() === 'method';
          if (method && ts.isStringLiteral(property.initializer) && WRITE_METHODS.has(property.initializer.text)) {
            found = true;
          }
        }
      }
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

/** Module specifier ('@/api/reviews') -> its exported write fetchers (hooks, named use*, excluded). */
function writeFetchers(): Map<string, Set<string>> {
  const result = new Map<string, Set<string>>();
  for (const name of readdirSync(path.join(ROOT, 'api')).filter((f) => f.endsWith('.ts'))) {
    const source = parse(`api/${name}`);
    // Top-level functions (declarations, and consts holding an arrow, a function or cache(...)).
    const functions: { name: string; node: ts.Node; exported: boolean }[] = [];
    for (const statement of source.statements) {
      if (ts.isFunctionDeclaration(statement) && statement.name) {
        functions.push({ name: statement.name.text, node: statement, exported: isExported(statement) });
      } else if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          if (ts.isIdentifier(declaration.name) && declaration.initializer) {
            functions.push({
              name: declaration.name.text,
              node: declaration.initializer,
              exported: isExported(statement),
            });
          }
        }
      }
    }
    // Until nothing changes: a function calling a write function of its module writes too.
    const writes = new Set<string>();
    for (let grew = true; grew;) {
      grew = false;
      for (const fn of functions) {
        if (!writes.has(fn.name) && !/^use[A-Z]/.test(fn.name) && sendsWrite(fn.node, writes)) {
          writes.add(fn.name);
          grew = true;
        }
      }
    }
    const exported = functions.filter((fn) => fn.exported && writes.has(fn.name)).map((fn) => fn.name);
    if (exported.length) result.set(`@/api/${name.replace(/\.ts$/, '')}`, new Set(exported));
  }
  return result;
}

function browserFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return browserFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** '@/api/x' or a relative path that lands in api/, as '@/api/x'. */
function apiModule(from: string, specifier: string): string | null {
  if (specifier.startsWith('@/api/')) return specifier;
  if (!specifier.startsWith('.')) return null;
  const target = path.relative(ROOT, path.resolve(path.dirname(path.join(ROOT, from)), specifier));
  return target.startsWith('api/') ? `@/${target}` : null;
}

/** Names a file takes from each api module: named imports, namespace members, import() destructuring. */
function importedNames(file: string): { target: string; name: string }[] {
  const source = parse(file);
  const taken: { target: string; name: string }[] = [];
  const namespaces = new Map<string, string>();
  const bindingNames = (pattern: ts.BindingName | undefined) =>
    pattern && ts.isObjectBindingPattern(pattern)
      ? pattern.elements.map((element) => (element.propertyName ?? element.name).getText())
      : [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && !node.importClause?.isTypeOnly) {
      const target = apiModule(file, node.moduleSpecifier.text);
      const bindings = node.importClause?.namedBindings;
      if (target && bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          if (!element.isTypeOnly) taken.push({ target, name: (element.propertyName ?? element.name).text });
        }
      } else if (target && bindings && ts.isNamespaceImport(bindings)) namespaces.set(bindings.name.text, target);
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      const target = specifier && ts.isStringLiteral(specifier) ? apiModule(file, specifier.text) : null;
      if (target) {
        // import('@/api/x').then(({ a }) => ...), or const { a } = await import('@/api/x')
        const parent = node.parent;
        const then =
          ts.isPropertyAccessExpression(parent) && parent.name.text === 'then' && ts.isCallExpression(parent.parent)
            ? parent.parent.arguments[0]
            : undefined;
        if (then && (ts.isArrowFunction(then) || ts.isFunctionExpression(then))) {
          for (const name of bindingNames(then.parameters[0]?.name)) taken.push({ target, name });
        }
        const awaited = ts.isAwaitExpression(parent) ? parent.parent : undefined;
        if (awaited && ts.isVariableDeclaration(awaited)) {
          for (const name of bindingNames(awaited.name)) taken.push({ target, name });
        }
      }
    }
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
      const target = namespaces.get(node.expression.text);
      if (target) taken.push({ target, name: node.name.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return taken;
}

describe('the UI writes through the hooks of api/', () => {
  const writes = writeFetchers();
  const uses = ['app', 'components', 'hooks', 'stores'].flatMap(browserFiles).flatMap((file) =>
    importedNames(file)
      .filter(({ target, name }) => writes.get(target)?.has(name))
      .map(({ target, name }) => `${file}: ${target}:${name}`),
  );

  it('finds the write fetchers (the check is not empty)', () => {
    expect([...(writes.get('@/api/reviews') ?? [])]).toEqual(
      expect.arrayContaining(['registerReview', 'uploadReviewFile', 'discardReviewDraft']),
    );
    expect(writes.get('@/api/picks')?.has('createPick')).toBe(true);
    expect(writes.get('@/api/view-logs')?.has('logSpotView')).toBe(true);
    // A read is not a write.
    expect(writes.get('@/api/reviews')?.has('getMyReviews')).toBe(false);
  });

  it('no browser module imports one, except the telemetry counters', () => {
    const telemetry = uses.filter((use) => TELEMETRY.has(use.slice(use.indexOf(': ') + 2)));
    expect(uses.filter((use) => !telemetry.includes(use))).toEqual([]);
    // The exception is named, not a hole: both counters are still where they were.
    expect(telemetry.map((use) => use.slice(use.indexOf(': ') + 2)).sort()).toEqual([...TELEMETRY].sort());
  });
});
