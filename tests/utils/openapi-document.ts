import type { App } from '@/server/http/app';

/*
 * The app's own OpenAPI document, read the way a client reads it (GET /api/openapi.json), and
 * its operations listed for the suites that are generated from it: the console permission
 * matrix, the authorization matrix and the fuzzer. A route added to the API joins them by
 * being in the document.
 */

/** The subset of JSON Schema (2020-12, as OpenAPI 3.1 uses it) that the app's contracts produce. */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
};

type OpenApiParameter = {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
};

export type OpenApiOperation = {
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
  security?: Record<string, string[]>[];
};

export type OpenApiDocument = {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas?: Record<string, JsonSchema> };
};

/**
 * Who may call an operation, as its `security` says: `user` a bearer token is required,
 * `optional` a token is read when sent ({} among the alternatives), `public` none is read.
 */
type Access = 'user' | 'optional' | 'public';

export type ApiOperation = {
  /** "GET /v1/spots/{id}": the method and the path without the /api prefix. */
  key: string;
  method: string;
  /** The path template as the app serves it, "/api/v1/spots/{id}". */
  path: string;
  access: Access;
  operation: OpenApiOperation;
};

/** The company console and the operator's company routes: tests/api/enterprise-permission-matrix.test.ts covers them. */
export const CONSOLE_ROUTE = /^\/v1\/(?:enterprise|admin\/companies)(?:\/.*)?$/;

export async function loadOpenApiDocument(app: App): Promise<OpenApiDocument> {
  const res = await app.request('/api/openapi.json');
  if (res.status !== 200) throw new Error(`GET /api/openapi.json answered ${res.status}`);
  return (await res.json()) as OpenApiDocument;
}

function accessOf(operation: OpenApiOperation): Access {
  const security = operation.security ?? [];
  if (security.length === 0) return 'public';
  return security.some((alternative) => Object.keys(alternative).length === 0) ? 'optional' : 'user';
}

/** Every operation of the document, in document order. */
export function operationsOf(doc: OpenApiDocument): ApiOperation[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path.replace(/^\/api/, '')}`,
      method: method.toUpperCase(),
      path,
      access: accessOf(operation),
      operation,
    })),
  );
}

/** A schema with its `$ref` followed (components/schemas only, as the app writes them). */
export function resolveSchema(doc: OpenApiDocument, schema: JsonSchema): JsonSchema {
  let current = schema;
  for (let depth = 0; current.$ref && depth < 20; depth += 1) {
    const name = current.$ref.replace('#/components/schemas/', '');
    const target = doc.components.schemas?.[name];
    if (!target) throw new Error(`Unresolved ${current.$ref}`);
    current = target;
  }
  return current;
}

/** The media types an operation documents for an answer of `status` (none for a redirect). */
export function documentedMediaTypes(operation: OpenApiOperation, status: number): string[] {
  const response = operation.responses[String(status)] ?? operation.responses.default;
  return Object.keys(response?.content ?? {});
}
