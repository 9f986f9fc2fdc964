import fc from 'fast-check';
import { resolveSchema, type ApiOperation, type JsonSchema, type OpenApiDocument } from './openapi-document';

/*
 * fast-check arbitraries generated from the OpenAPI document (decision 050): for each
 * operation, requests whose parameters and bodies follow the documented schemas ("valid
 * looking", so they get past validation and reach the services and the database) mixed with
 * hostile ones (ids past the integer range, fractions, NaN, control characters, lone
 * surrogates, very long text, wrong types, missing and extra fields, malformed JSON, wrong
 * content types, duplicated query keys, broken percent-encoding).
 */

/** Values that broke, or could break, a service: every one of them must be refused with 400, never 500. */
const HOSTILE_NUMBERS = [
  0,
  -1,
  1.5,
  -0.5,
  2147483647,
  2147483648,
  -2147483649,
  9007199254740993,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
];

const HOSTILE_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u0007\u001b[31m',
  '\r\n',
  '\t',
  '\u007f',
  '\u2028\u2029',
  '\uFEFF',
  '\uD800',
  '\uDFFF',
  '👩‍👩‍👧‍👦🇰🇷',
  '한글 팝업 성수',
  'ﷺ',
  'NaN',
  'Infinity',
  '-0',
  '1e400',
  '0x10',
  '2147483648',
  '99999999999999999999999',
  'null',
  'undefined',
  'true',
  "' OR 1=1 --",
  '%',
  '%00',
  '%FF%FE',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${jndi:ldap://x}',
  '2026-02-30',
  '2026-13-01',
  '99:99',
  '0000-00-00',
  '9999-12-31T23:59:59Z',
];

const longText = fc.constantFrom(2_000, 20_000, 200_000).map((n) => 'ㄱa'.repeat(n / 2));

/** Any text a fuzzer would send: control characters and unicode included. */
const wildText = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  longText,
);

/** A JSON value of the wrong kind for wherever it is put. */
const wrongJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_NUMBERS),
  wildText,
  fc.boolean(),
  fc.constant(null),
  fc.constant({}),
  fc.constant([]),
  fc.constant({ $gt: '' }),
  fc.constant(['1', '2']),
  fc.array(fc.integer(), { minLength: 200, maxLength: 2_000 }),
  fc.constant({ __proto__: { admin: true }, constructor: { prototype: { polluted: true } } }),
);

export type Pools = {
  /** Ids of real rows (spots, reviews, queues, tickets, …), so that generated ids hit data sometimes. */
  ids: number[];
};

/** An id-looking integer: real rows most of the time, small and boundary ids otherwise. */
function idLike(pools: Pools): fc.Arbitrary<number> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...pools.ids) },
    { weight: 2, arbitrary: fc.integer({ min: 1, max: 300 }) },
    { weight: 1, arbitrary: fc.constantFrom(2147483647, 1) },
  );
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

/** A value that follows `schema` (lengths and counts kept small). */
function validValue(doc: OpenApiDocument, input: JsonSchema, pools: Pools, name = ''): fc.Arbitrary<unknown> {
  const schema = resolveSchema(doc, input);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => validValue(doc, s, pools, name)));
  if (schema.allOf) {
    const merged: JsonSchema = { type: 'object', properties: {}, required: [] };
    for (const part of schema.allOf.map((s) => resolveSchema(doc, s))) {
      Object.assign(merged.properties!, part.properties);
      merged.required!.push(...(part.required ?? []));
    }
    return validValue(doc, merged, pools, name);
  }
  const types = typesOf(schema);
  if (types.length === 0) return fc.oneof(fc.string({ maxLength: 8 }), fc.integer({ min: 1, max: 50 }));
  return fc.oneof(...types.map((type) => validOfType(doc, schema, type, pools, name)));
}

function validOfType(
  doc: OpenApiDocument,
  schema: JsonSchema,
  type: string,
  pools: Pools,
  name: string,
): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer': {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : undefined);
      const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : undefined);
      if (/id$/i.test(name) || (min !== undefined && min >= 1 && (max === undefined || max > 1_000_000))) {
        return idLike(pools);
      }
      return fc.integer({ min: Math.max(min ?? -1000, -1_000_000), max: Math.min(max ?? 1000, 1_000_000) });
    }
    case 'number': {
      const min = schema.minimum ?? schema.exclusiveMinimum ?? -1000;
      const max = schema.maximum ?? schema.exclusiveMaximum ?? 1000;
      return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'string':
      return validString(schema);
    case 'array': {
      const item = schema.items ? validValue(doc, schema.items, pools, name.replace(/s$/, '')) : fc.string();
      return fc.array(item, { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 4, 4) });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(properties)) model[key] = validValue(doc, property, pools, key);
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      return fc.constant(null);
  }
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(Math.min(schema.maxLength ?? 30, 30), minLength);
  switch (schema.format) {
    case 'date-time':
      return fc
        .date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2028-01-01T00:00:00Z'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2028-01-01T00:00:00Z'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'email':
      return fc.emailAddress();
    case 'uri':
    case 'url':
      return fc.webUrl();
    default:
  }
  if (schema.pattern) {
    if (schema.pattern === DATE_PATTERN) {
      return fc
        .date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2028-01-01T00:00:00Z'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    }
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).map((s) => s.slice(0, schema.maxLength ?? 200));
    } catch {
      // A pattern fast-check cannot generate from (lookahead): plain text, refused or not.
    }
  }
  const words = ['성수 팝업', '팝업', 'pop', '서울', '줄이 길었지만 굿즈가 정말 예뻤어요!'].filter(
    (s) => s.length >= minLength && s.length <= maxLength,
  );
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ unit: 'grapheme', minLength, maxLength }),
    ...(words.length > 0 ? [fc.constantFrom(...words)] : []),
  );
}

/** A value that follows `schema`, or breaks it somewhere (the top level or one level down). */
function fuzzValue(doc: OpenApiDocument, input: JsonSchema, pools: Pools, name = ''): fc.Arbitrary<unknown> {
  const schema = resolveSchema(doc, input);
  const valid = validValue(doc, schema, pools, name);
  const types = typesOf(schema);
  const parts: fc.WeightedArbitrary<unknown>[] = [
    { weight: 5, arbitrary: valid },
    { weight: 2, arbitrary: wrongJson },
  ];
  if (types.includes('object') && schema.properties) {
    parts.push({ weight: 4, arbitrary: brokenObject(doc, schema, pools) });
  }
  if (types.includes('array') && schema.items) {
    const item = schema.items;
    parts.push({
      weight: 2,
      arbitrary: fc.oneof(
        fc.array(fuzzValue(doc, item, pools, name), { maxLength: 6 }),
        fc.array(validValue(doc, item, pools, name), {
          minLength: (schema.maxItems ?? 100) + 1,
          maxLength: (schema.maxItems ?? 100) + 50,
        }),
      ),
    });
  }
  return fc.oneof(...parts);
}

/** An object with one or more fields broken, dropped, or added. */
function brokenObject(doc: OpenApiDocument, schema: JsonSchema, pools: Pools): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const key of keys) model[key] = fuzzValue(doc, properties[key], pools, key);
  return fc
    .tuple(
      fc.record(model, { requiredKeys: [] }),
      fc.dictionary(fc.string({ maxLength: 12 }), wrongJson, { maxKeys: 3 }),
      fc.boolean(),
    )
    .map(([value, extra, withExtra]) => (withExtra ? { ...extra, ...value } : value));
}

/** A query-string or path value: the JSON value as text, or hostile text. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Percent-encodes what encodeURIComponent can, and keeps a lone surrogate as raw broken escapes. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

const RAW_SEGMENTS = [
  '%',
  '%FF%FE',
  '%2F',
  '..',
  '%2e%2e',
  '%00',
  '-1',
  '1.5',
  '2147483648',
  'NaN',
  '1e3',
  ' 1',
  '0x1',
  'abc',
];

export type FuzzCaller = 'anonymous' | 'user' | 'admin' | 'garbage';

export type FuzzRequest = {
  operation: ApiOperation;
  url: string;
  method: string;
  caller: FuzzCaller;
  headers: Record<string, string>;
  body?: {
    kind: 'json-text' | 'form' | 'multipart' | 'text';
    contentType?: string;
    text?: string;
    fields?: Record<string, string>;
    file?: boolean;
  };
};

const MALFORMED_JSON = [
  '{',
  '[',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  'nul',
  '',
  '\u0000',
  '{"__proto__":{"x":1}}',
  '[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]',
  '"just a string"',
  '123',
  'true',
  'null',
  '[]',
];

const deepJson = fc.constantFrom(1_000, 20_000).map((depth) => '['.repeat(depth) + ']'.repeat(depth));

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/json; charset=latin1',
  'image/png',
  'application/json, text/plain',
  '',
];

/** One request for `operation`: its path, query, body, content type and caller generated. */
export function requestFor(
  doc: OpenApiDocument,
  operation: ApiOperation,
  pools: Pools,
  callers: FuzzCaller[],
): fc.Arbitrary<FuzzRequest> {
  const parameters = operation.operation.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === 'path');
  const queryParams = parameters.filter((p) => p.in === 'query');

  const pathValues = fc.tuple(
    ...pathParams.map((p) =>
      fc.oneof(
        { weight: 8, arbitrary: validValue(doc, p.schema ?? {}, pools, p.name).map((v) => encode(textOf(v))) },
        { weight: 2, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
        { weight: 2, arbitrary: fuzzValue(doc, p.schema ?? {}, pools, p.name).map((v) => encode(textOf(v))) },
      ),
    ),
  );

  const queryEntries = fc.tuple(
    ...queryParams.map((p) =>
      fc.oneof(
        { weight: p.required ? 1 : 4, arbitrary: fc.constant<[string, string][]>([]) },
        { weight: 6, arbitrary: validValue(doc, p.schema ?? {}, pools, p.name).map((v) => queryPairs(p.name, v)) },
        { weight: 3, arbitrary: fuzzValue(doc, p.schema ?? {}, pools, p.name).map((v) => queryPairs(p.name, v)) },
        {
          weight: 1,
          arbitrary: fc
            .tuple(validValue(doc, p.schema ?? {}, pools, p.name), wildText)
            .map(([a, b]): [string, string][] => [
              [p.name, textOf(a)],
              [p.name, b],
            ]),
        },
      ),
    ),
  );
  const extraQuery = fc.oneof(
    { weight: 6, arbitrary: fc.constant<[string, string][]>([]) },
    {
      weight: 1,
      arbitrary: fc.array(fc.tuple(fc.constantFrom('x', '__proto__', 'page[]', 'a.b', '', '%'), wildText), {
        maxLength: 3,
      }),
    },
  );

  return fc
    .record({
      path: pathValues,
      query: queryEntries,
      extra: extraQuery,
      body: bodyFor(doc, operation, pools),
      caller: fc.constantFrom(...callers),
      rawQuery: fc.oneof(
        { weight: 12, arbitrary: fc.constant('') },
        { weight: 1, arbitrary: fc.constantFrom('&%', '&a=%FF%FE', '&&&', '&=1', '&page=%00') },
      ),
    })
    .map(({ path, query, extra, body, caller, rawQuery }) => {
      let url = operation.path;
      pathParams.forEach((p, i) => {
        url = url.replace(`{${p.name}}`, path[i] === '' ? '%20' : path[i]);
      });
      const search = [...query.flat(), ...extra].map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
      const qs = search + rawQuery;
      return {
        operation,
        url: qs ? `${url}?${qs.replace(/^&/, '')}` : url,
        method: operation.method,
        caller,
        headers: {},
        body,
      };
    });
}

function queryPairs(name: string, value: unknown): [string, string][] {
  if (Array.isArray(value)) return value.map((v) => [name, textOf(v)]);
  if (value === undefined) return [];
  return [[name, textOf(value)]];
}

function bodyFor(doc: OpenApiDocument, operation: ApiOperation, pools: Pools): fc.Arbitrary<FuzzRequest['body']> {
  const content = operation.operation.requestBody?.content ?? {};
  const types = Object.keys(content);
  const jsonSchema = content['application/json']?.schema;
  const formSchema = content['application/x-www-form-urlencoded']?.schema ?? content['multipart/form-data']?.schema;

  const options: fc.WeightedArbitrary<FuzzRequest['body']>[] = [
    { weight: types.length === 0 ? 8 : 1, arbitrary: fc.constant(undefined) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.oneof(fc.constantFrom(...MALFORMED_JSON), deepJson),
          fc.constantFrom('application/json', ...WRONG_CONTENT_TYPES),
        )
        .map(([text, contentType]) => ({
          kind: 'json-text' as const,
          text,
          contentType,
        })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(wildText, fc.constantFrom(...WRONG_CONTENT_TYPES))
        .map(([text, contentType]) => ({ kind: 'text' as const, text, contentType })),
    },
  ];
  if (jsonSchema) {
    const json = fuzzValue(doc, jsonSchema, pools);
    options.push({
      weight: 10,
      arbitrary: fc
        .tuple(
          json,
          fc.oneof(
            { weight: 8, arbitrary: fc.constant('application/json') },
            {
              weight: 2,
              arbitrary: fc.constantFrom(...WRONG_CONTENT_TYPES, 'application/json; charset=utf-8', 'APPLICATION/JSON'),
            },
          ),
        )
        .map(([value, contentType]) => ({
          kind: 'json-text' as const,
          text: JSON.stringify(value) ?? 'null',
          contentType,
        })),
    });
  }
  if (formSchema) {
    const schema = resolveSchema(doc, formSchema);
    const fields: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [key, property] of Object.entries(schema.properties ?? {}))
      fields[key] = fuzzValue(doc, property, pools, key);
    const record = fc
      .record(fields, { requiredKeys: [] })
      .map((value) => Object.fromEntries(Object.entries(value).map(([k, v]) => [k, textOf(v)])));
    const kind = content['multipart/form-data'] ? ('multipart' as const) : ('form' as const);
    options.push({
      weight: 10,
      arbitrary: fc.tuple(record, fc.boolean()).map(([fieldValues, file]) => ({ kind, fields: fieldValues, file })),
    });
  } else if (types.length === 0) {
    options.push({
      weight: 1,
      arbitrary: fc
        .dictionary(fc.string({ maxLength: 8 }), wildText, { maxKeys: 3 })
        .map((fields) => ({ kind: 'multipart' as const, fields, file: true })),
    });
  }
  return fc.oneof(...options);
}

/** The Request for a generated request, with `token` as the bearer when given. */
export function toRequestInit(request: FuzzRequest, token: string | undefined, origin: string): RequestInit {
  const headers = new Headers(request.headers);
  headers.set('Origin', origin);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const body = request.body;
  let payload: BodyInit | undefined;
  if (body && request.method !== 'GET' && request.method !== 'HEAD') {
    if (body.kind === 'json-text' || body.kind === 'text') {
      payload = body.text;
      if (body.contentType) headers.set('Content-Type', body.contentType);
    } else if (body.kind === 'form') {
      payload = new URLSearchParams(body.fields).toString();
      headers.set('Content-Type', 'application/x-www-form-urlencoded');
    } else {
      const form = new FormData();
      for (const [key, value] of Object.entries(body.fields ?? {})) form.set(key, value);
      if (body.file)
        form.set(
          'file',
          new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3])], 'x.png', { type: 'image/png' }),
        );
      payload = form;
    }
  }
  return { method: request.method, headers, body: payload };
}
