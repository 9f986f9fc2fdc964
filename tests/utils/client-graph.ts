import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/*
 * The app's client side as the source shows it, for two checks. Which packages a page's
 * client components import eagerly (tests/unit/first-load-imports.test.ts keeps the heavy
 * ones lazy), and which message namespaces the browser needs: which client components
 * each `<ClientMessages scope="...">` (components/providers/client-messages.tsx, or
 * `<HydratedClient scope="...">`, which renders it around the page's data) surrounds,
 * and which namespaces those components (and everything they import, lazily or not) pass to
 * `useTranslations`. Server components translate on the server and need nothing in the
 * browser. tests/unit/client-messages.test.ts compares the result with i18n/client-namespaces.ts.
 *
 * The model follows React's tree as far as the source shows it: a server file's JSX is read
 * element by element, and an element's scope is the nearest `<ClientMessages>` around it in
 * that file, else the scope the file itself was rendered in. A layout's `{children}` carries
 * its scope to the route files below it (page, error, not-found, loading, nested layouts).
 */

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const EXTENSIONS = ['.tsx', '.ts', '/index.tsx', '/index.ts'];
const ROUTE_FILES = ['page.tsx', 'error.tsx', 'not-found.tsx', 'loading.tsx', 'template.tsx', 'default.tsx'];
/** Elements that send a scope's messages: ClientMessages, and HydratedClient which renders it. */
const PROVIDER_TAGS = ['ClientMessages', 'HydratedClient'];

type ImportRef = { file: string; typeOnly: boolean; dynamic: boolean };
type PackageRef = { name: string; dynamic: boolean };

type ParsedModule = {
  file: string;
  client: boolean;
  sourceFile: ts.SourceFile;
  /** Every project module this one imports (static, re-exports and `import()`), type-only ones marked. */
  imports: ImportRef[];
  /** Packages this module imports for their values (not types only). */
  packages: PackageRef[];
  /** Local identifier -> project module it was imported from. */
  bindings: Map<string, string>;
  /** Namespaces passed to useTranslations in this file ('' for none). */
  namespaces: string[];
  /** Problems a reader must fix: a namespace that is not a string literal, useMessages in the browser. */
  problems: string[];
};

/** Where a namespace was asked for: the scope, the client module that asked, and the route that led there. */
type NamespaceUse = { namespace: string; module: string; via: string };

export type ScopeReport = {
  /** Client components a route renders from the server (its client entries), with the route. */
  entries: Map<string, string>;
  /** Scope name -> the namespaces its client components use. */
  uses: Map<string, NamespaceUse[]>;
  /** Client components rendered where no `<ClientMessages>` surrounds them, with what they translate. */
  unscoped: NamespaceUse[];
  problems: string[];
};

const parsed = new Map<string, ParsedModule>();

function relative(file: string): string {
  return path.relative(ROOT, file);
}

function resolveSpecifier(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null; // a package: its messages are not ours
  if (/\.(tsx?|json|css)$/.test(base)) return /\.tsx?$/.test(base) && existsSync(base) ? base : null;
  for (const extension of EXTENSIONS) {
    if (existsSync(base + extension)) return base + extension;
  }
  return null;
}

/** A bare specifier ('zod', '@tanstack/react-query/x'), not one of ours ('@/...', './...'). */
function isPackage(specifier: string): boolean {
  return !specifier.startsWith('.') && !specifier.startsWith('@/') && !specifier.startsWith('node:');
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function stringArgument(node: ts.Expression | undefined): string | null {
  if (!node) return '';
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  return null;
}

function parseModule(file: string): ParsedModule {
  const cached = parsed.get(file);
  if (cached) return cached;
  const text = readFileSync(file, 'utf8');
  const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const parsedModule: ParsedModule = {
    file,
    client: false,
    sourceFile,
    imports: [],
    packages: [],
    bindings: new Map(),
    namespaces: [],
    problems: [],
  };
  const first = sourceFile.statements[0];
  parsedModule.client =
    first !== undefined &&
    ts.isExpressionStatement(first) &&
    ts.isStringLiteral(first.expression) &&
    first.expression.text === 'use client';

  for (const statement of sourceFile.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const specifier = statement.moduleSpecifier.text;
      const clause = statement.importClause;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings : null;
      const allTypes =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (!clause.name && named !== null && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly)));
      const target = resolveSpecifier(file, specifier);
      if (!target) {
        if (isPackage(specifier) && !allTypes)
          parsedModule.packages.push({ name: packageName(specifier), dynamic: false });
        continue;
      }
      parsedModule.imports.push({ file: target, typeOnly: allTypes, dynamic: false });
      if (clause?.name) parsedModule.bindings.set(clause.name.text, target);
      if (named) for (const element of named.elements) parsedModule.bindings.set(element.name.text, target);
      if (clause?.namedBindings && ts.isNamespaceImport(clause.namedBindings)) {
        parsedModule.bindings.set(clause.namedBindings.name.text, target);
      }
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      const specifier = statement.moduleSpecifier.text;
      const target = resolveSpecifier(file, specifier);
      if (target) parsedModule.imports.push({ file: target, typeOnly: statement.isTypeOnly, dynamic: false });
      else if (isPackage(specifier) && !statement.isTypeOnly) {
        parsedModule.packages.push({ name: packageName(specifier), dynamic: false });
      }
    }
  }

  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const specifier = stringArgument(node.arguments[0]);
        const target = specifier ? resolveSpecifier(file, specifier) : null;
        if (target) parsedModule.imports.push({ file: target, typeOnly: false, dynamic: true });
        else if (specifier && isPackage(specifier)) {
          parsedModule.packages.push({ name: packageName(specifier), dynamic: true });
        }
      } else if (ts.isIdentifier(node.expression) && node.expression.text === 'useTranslations') {
        const namespace = stringArgument(node.arguments[0]);
        if (namespace === null) {
          parsedModule.problems.push(`${relative(file)}: useTranslations needs a literal namespace to be checked`);
        } else {
          parsedModule.namespaces.push(namespace);
        }
      } else if (ts.isIdentifier(node.expression) && node.expression.text === 'useMessages') {
        parsedModule.problems.push(
          `${relative(file)}: useMessages() reads whatever the provider holds; use useTranslations`,
        );
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  parsed.set(file, parsedModule);
  return parsedModule;
}

/**
 * Every project module a client module pulls into the browser, itself included: with
 * `eager`, only what its static imports load with it (not what `import()` fetches later).
 */
function clientClosure(file: string, { eager = false } = {}): ParsedModule[] {
  const seen = new Map<string, ParsedModule>();
  const stack = [file];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (seen.has(next)) continue;
    const parsedModule = parseModule(next);
    seen.set(next, parsedModule);
    for (const ref of parsedModule.imports) if (!ref.typeOnly && !(eager && ref.dynamic)) stack.push(ref.file);
  }
  return [...seen.values()];
}

function tagIdentifier(tag: ts.JsxTagNameExpression): string | null {
  if (ts.isIdentifier(tag)) return tag.text;
  if (ts.isPropertyAccessExpression(tag)) {
    let base: ts.Expression = tag;
    while (ts.isPropertyAccessExpression(base)) base = base.expression;
    return ts.isIdentifier(base) ? base.text : null;
  }
  return null;
}

function openingOf(node: ts.JsxElement | ts.JsxSelfClosingElement): ts.JsxOpeningLikeElement {
  return ts.isJsxElement(node) ? node.openingElement : node;
}

/** The scope named by `<ClientMessages scope="...">`, or a problem when it isn't a literal. */
function providerScope(
  element: ts.JsxOpeningLikeElement,
  inherited: string | null,
  problems: string[],
  file: string,
): string | null {
  for (const attribute of element.attributes.properties) {
    if (!ts.isJsxAttribute(attribute) || attribute.name.getText() !== 'scope') continue;
    const initializer = attribute.initializer;
    if (initializer && ts.isStringLiteral(initializer)) return initializer.text;
    if (initializer && ts.isJsxExpression(initializer)) {
      const value = stringArgument(initializer.expression);
      if (value) return value;
      // A wrapper handing on the scope it was given (HydratedClient): the scope it is rendered in.
      const expression = initializer.expression;
      if (expression && ts.isIdentifier(expression) && expression.text === 'scope') return inherited;
    }
  }
  problems.push(`${relative(file)}: <${tagIdentifier(element.tagName)}> needs a literal scope="..." to be checked`);
  return null;
}

/** The scope at a JSX node: the nearest surrounding <ClientMessages> in this file, else the file's own. */
function scopeAt(node: ts.Node, inherited: string | null, problems: string[], file: string): string | null {
  for (let current = node.parent; current; current = current.parent) {
    if (ts.isJsxElement(current) && PROVIDER_TAGS.includes(tagIdentifier(current.openingElement.tagName) ?? '')) {
      return providerScope(current.openingElement, inherited, problems, file);
    }
  }
  return inherited;
}

function routeDirectoryFiles(directory: string): {
  layout: string | null;
  routeFiles: string[];
  subdirectories: string[];
} {
  const entries = readdirSync(directory, { withFileTypes: true });
  const layout = entries.some((e) => e.isFile() && e.name === 'layout.tsx') ? path.join(directory, 'layout.tsx') : null;
  return {
    layout,
    routeFiles: entries
      .filter((e) => e.isFile() && ROUTE_FILES.includes(e.name))
      .map((e) => path.join(directory, e.name)),
    subdirectories: entries.filter((e) => e.isDirectory()).map((e) => path.join(directory, e.name)),
  };
}

/**
 * Walks app/ from its root layouts down: every server file in the scope it is rendered in,
 * every client component with the namespaces it (and what it imports) translates with.
 */
export function analyzeClientMessageScopes(): ScopeReport {
  const report: ScopeReport = { entries: new Map(), uses: new Map(), unscoped: [], problems: [] };
  const visitedServer = new Set<string>();
  const visitedClient = new Set<string>();

  const recordClient = (file: string, scope: string | null, via: string) => {
    const key = `${scope}\u0000${file}\u0000${via}`;
    if (visitedClient.has(key)) return;
    visitedClient.add(key);
    if (!report.entries.has(file)) report.entries.set(file, via);
    for (const parsedModule of clientClosure(file)) {
      report.problems.push(...parsedModule.problems);
      for (const namespace of parsedModule.namespaces) {
        const use = { namespace, module: relative(parsedModule.file), via };
        if (scope === null) report.unscoped.push(use);
        else report.uses.set(scope, [...(report.uses.get(scope) ?? []), use]);
      }
    }
  };

  /** A server file rendered in `scope`; returns the scope at its `{children}` (for layouts). */
  const renderServer = (file: string, scope: string | null, via: string): string | null => {
    const parsedModule = parseModule(file);
    if (parsedModule.client) {
      recordClient(file, scope, via);
      return scope;
    }
    let childrenScope = scope;
    const key = `${scope}\u0000${file}\u0000${via}`;
    const firstVisit = !visitedServer.has(key);
    visitedServer.add(key);
    const visit = (node: ts.Node) => {
      if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node)) {
        const name = tagIdentifier(openingOf(node).tagName);
        const target = name ? parsedModule.bindings.get(name) : undefined;
        if (target && firstVisit) {
          const at = scopeAt(node, scope, report.problems, file);
          if (parseModule(target).client) recordClient(target, at, via);
          else renderServer(target, at, via);
        }
      } else if (ts.isJsxExpression(node) && node.expression && ts.isIdentifier(node.expression)) {
        if (node.expression.text === 'children') childrenScope = scopeAt(node, scope, report.problems, file);
      }
      ts.forEachChild(node, visit);
    };
    visit(parsedModule.sourceFile);
    return childrenScope;
  };

  const walkRoutes = (directory: string, scope: string | null) => {
    const { layout, routeFiles, subdirectories } = routeDirectoryFiles(directory);
    const inner = layout ? renderServer(layout, scope, relative(layout)) : scope;
    for (const file of routeFiles) renderServer(file, inner, relative(file));
    for (const subdirectory of subdirectories) walkRoutes(subdirectory, inner);
  };

  // app/global-error.tsx replaces the root layout, so no provider is around it.
  walkRoutes(path.join(ROOT, 'app'), null);
  const globalError = path.join(ROOT, 'app/global-error.tsx');
  if (existsSync(globalError)) recordClient(globalError, null, relative(globalError));
  report.problems = [...new Set(report.problems)];
  return report;
}

/** The fewest namespaces that cover every use: 'popup' makes 'popup.tabs' redundant. */
export function coveringNamespaces(namespaces: Iterable<string>): string[] {
  const all = [...new Set(namespaces)].sort();
  return all.filter((namespace) => !all.some((other) => other !== namespace && isWithin(namespace, other)));
}

/** Whether `namespace` lies inside `container` ('' contains everything). */
export function isWithin(namespace: string, container: string): boolean {
  return container === '' || namespace === container || namespace.startsWith(`${container}.`);
}

/** Every `NextIntlClientProvider` element in the app's own code, with whether it is given `messages`. */
export function intlProviderElements(): { file: string; hasMessages: boolean }[] {
  const found: { file: string; hasMessages: boolean }[] = [];
  const scan = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) scan(full);
      else if (/\.tsx$/.test(entry.name)) {
        const { sourceFile } = parseModule(full);
        const visit = (node: ts.Node) => {
          if (
            (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
            tagIdentifier(node.tagName) === 'NextIntlClientProvider'
          ) {
            const hasMessages = node.attributes.properties.some(
              (attribute) => ts.isJsxAttribute(attribute) && attribute.name.getText() === 'messages',
            );
            found.push({ file: relative(full), hasMessages });
          }
          ts.forEachChild(node, visit);
        };
        visit(sourceFile);
      }
    }
  };
  for (const directory of ['app', 'components']) scan(path.join(ROOT, directory));
  return found;
}

/**
 * The packages each route's client components load with the page (static imports, followed
 * through our own modules; `import()` and type-only imports left out): package -> where from.
 */
export function eagerClientPackages(): Map<string, string[]> {
  const { entries } = analyzeClientMessageScopes();
  const found = new Map<string, string[]>();
  for (const [entry, via] of entries) {
    for (const parsedModule of clientClosure(entry, { eager: true })) {
      for (const ref of parsedModule.packages) {
        if (ref.dynamic) continue;
        const where = `${relative(parsedModule.file)} (${via})`;
        found.set(ref.name, [...new Set([...(found.get(ref.name) ?? []), where])]);
      }
    }
  }
  return found;
}
