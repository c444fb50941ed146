/**
 * Request generation for the API fuzz test (src/api-fuzz.integration.test.ts), driven by the
 * OpenAPI document: for each operation, a request that follows its schema, then that request
 * broken one way at a time (a field of the wrong type, huge, empty, odd unicode, a boundary or
 * out-of-range number, an id that cannot exist, a body that is not JSON at all). Every case comes
 * from a seeded generator, so a failure names the seed and case that reproduce it.
 */

/** The parts of JSON Schema the document uses (fastify-type-provider-zod's output). */
export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  /** The path as the document writes it: /api/v1/patients/{patientId}. */
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema, when the operation takes a body. */
  body?: JsonSchema;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}

/** Every operation of the document. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const body = operation.requestBody?.content?.['application/json']?.schema;
      return {
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        ...(operation.requestBody ? { body: body ?? {} } : {}),
      };
    }),
  );
}

/** An operation the document does not describe (a hidden route): its path params are words. */
export function undocumentedOperation(method: string, fastifyUrl: string): Operation {
  const path = fastifyUrl.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{wildcard}');
  const parameters: Parameter[] = [...path.matchAll(/\{(\w+)\}/g)].map((match) => ({
    name: match[1]!,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  return {
    method,
    path,
    parameters,
    ...(method === 'GET' || method === 'HEAD' ? {} : { body: {} }),
  };
}

/** A small, fast, seedable generator (mulberry32). */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability: number) => next() < probability,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
export type Random = ReturnType<typeof seededRandom>;

/** A stable number for a text (FNV-1a), to give each route a generator of its own. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

// ---------------------------------------------------------------------------------------------
// Values

const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '   \t  ',
  '\u0000',
  'nul\u0000inside',
  '\u0007\u001b[31mred',
  '\u007f\u0085\u009f',
  '\ud800',
  'half \udc00 pair',
  '😀',
  '👩🏽‍⚕️👨‍👩‍👧‍👦🇮🇳',
  'नमस्ते दुनिया',
  'ગુજરાતી લખાણ',
  'مرحبا بالعالم',
  '\u202eevil\u202c',
  'zero\u200bwidth\u200d',
  'e\u0301\u0301\u0301\u0301\u0301',
  '\ufeffbom',
  '\uffff\ufffe',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '%',
  '%00',
  '_%_',
  '\\',
  '"',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '${7*7}{{7*7}}',
  '=HYPERLINK("http://x")',
  'null',
  'undefined',
  'NaN',
  'true',
  '-0',
  '1e309',
  '0x1F',
  '١٢٣',
  '９８７６５４３２１０',
  '2024-02-30',
  '0000-00-00',
  '9999-12-31',
  '1900-01-01',
  '2024-13-01',
  '2024-01-01T00:00:00Z',
  '+91 98765 43210',
  '9876543210',
  '0000000000',
  '__proto__',
  'constructor',
];

const BOUNDARY_NUMBERS: readonly number[] = [
  0,
  -0,
  1,
  -1,
  2,
  1.5,
  -1.5,
  0.1,
  127,
  128,
  255,
  256,
  32_767,
  32_768,
  65_535,
  65_536,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_648,
  -2_147_483_649,
  4_294_967_296,
  9_007_199_254_740_991,
  2 ** 53,
  2 ** 53 + 2,
  -9_007_199_254_740_991,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  Number.EPSILON,
];

/** Texts for a path or query parameter (they travel in the URL, encoded). */
const HOSTILE_URL_TEXTS: readonly string[] = [
  ...HOSTILE_STRINGS,
  ...BOUNDARY_NUMBERS.map(String),
  '99999999999999999999999',
  '1.0',
  '1e3',
  ' 1',
  '1 ',
  '+1',
  '01',
  'Infinity',
  '9'.repeat(400),
  'a'.repeat(3000),
];

/** A string built at run time: long, or long in characters that take two UTF-16 units. */
function builtString(random: Random, schema: JsonSchema | undefined): string {
  const max = schema?.maxLength;
  switch (random.int(0, 7)) {
    case 0:
      return 'a'.repeat(random.chance(0.05) ? 200_000 : random.pick([64, 1_000, 10_000]));
    case 1:
      // One past the limit, and exactly at it.
      return 'x'.repeat(max !== undefined ? max + random.int(0, 1) : 256);
    case 2:
      // Emoji to the limit counted in UTF-16 units: cutting it in the middle splits a pair.
      return '😀'.repeat(Math.ceil((max ?? 40) / 2) + random.int(0, 1));
    case 3:
      return 'ન'.repeat(max ?? 50);
    case 4:
      return `${'9'.repeat(random.int(1, 30))}`;
    case 5:
      return String.fromCharCode(
        ...Array.from({ length: random.int(1, 40) }, () => random.int(0, 0xffff)),
      );
    case 6:
      return ' '.repeat(random.int(1, 50));
    default:
      return `${'a'.repeat(random.int(0, 20))}\u0000${'b'.repeat(random.int(0, 20))}`;
  }
}

/** A value of another type than the schema wants, or of no sensible type at all. */
function wrongTypeValue(random: Random): unknown {
  return random.pick<() => unknown>([
    () => null,
    () => true,
    () => false,
    () => [],
    () => ({}),
    () => [random.pick(BOUNDARY_NUMBERS), random.pick(HOSTILE_STRINGS)],
    () => ({ nested: { deeper: random.pick(HOSTILE_STRINGS) } }),
    () => random.pick(BOUNDARY_NUMBERS),
    () => random.pick(HOSTILE_STRINGS),
    () => nestedArrays(random.int(50, 1_000)),
    () => Array.from({ length: random.pick([100, 10_000]) }, (_, index) => index),
  ])();
}

function nestedArrays(depth: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
}

/** A hostile value for a field: aimed at its type most of the time, anything otherwise. */
export function hostileValue(random: Random, schema: JsonSchema | undefined): unknown {
  const type = typeOf(schema);
  if (random.chance(0.3)) return wrongTypeValue(random);
  if (type === 'string' || type === undefined)
    return random.chance(0.6) ? random.pick(HOSTILE_STRINGS) : builtString(random, schema);
  if (type === 'integer' || type === 'number') {
    const near = [schema?.minimum, schema?.maximum]
      .filter((bound): bound is number => typeof bound === 'number')
      .flatMap((bound) => [bound - 1, bound, bound + 1]);
    return random.pick([...BOUNDARY_NUMBERS, ...near]);
  }
  if (type === 'array')
    return random.pick<() => unknown>([
      () => [],
      () =>
        Array.from({ length: (schema?.maxItems ?? 20) + 1 }, () =>
          validValue(random, schema?.items),
        ),
      () => [hostileValue(random, schema?.items)],
      () =>
        Array.from({ length: 3 }, () => validValue(random, schema?.items)).concat(
          hostileValue(random, schema?.items),
        ),
    ])();
  if (type === 'object') return validValue(random, schema, { breakOne: true });
  return wrongTypeValue(random);
}

function typeOf(schema: JsonSchema | undefined): string | undefined {
  if (!schema) return undefined;
  if (schema.type) return schema.type;
  if (schema.enum) return typeof schema.enum[0];
  const branch = schema.anyOf?.[0] ?? schema.allOf?.[0];
  return branch ? typeOf(branch) : undefined;
}

const patternValues: [RegExp, (random: Random) => string][] = [
  [/6-9/, (random) => `${random.int(6, 9)}${String(random.int(0, 999_999_999)).padStart(9, '0')}`],
  [
    /\\d\{4\}-\\d\{2\}-\\d\{2\}/,
    (random) => `20${random.int(10, 29)}-0${random.int(1, 9)}-1${random.int(0, 9)}`,
  ],
  [/\[0-9\]|\\d/, (random) => String(random.int(100_000, 999_999))],
];

/**
 * A value that follows the schema as far as this generator understands it (enums, lengths,
 * ranges, required fields). With breakOne, one field of an object is made hostile instead.
 */
export function validValue(
  random: Random,
  schema: JsonSchema | undefined,
  options: { breakOne?: boolean } = {},
): unknown {
  if (!schema) return random.pick(['text', 1, true]);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return random.pick(schema.enum);
  if (schema.anyOf) return validValue(random, random.pick(schema.anyOf), options);
  if (schema.allOf && !schema.type) return validValue(random, schema.allOf[0], options);
  switch (schema.type) {
    case 'string': {
      const pattern = [schema.pattern, ...(schema.allOf ?? []).map((part) => part.pattern)]
        .filter(Boolean)
        .join(' ');
      const known = patternValues.find(([test]) => test.test(pattern));
      if (known) return known[1](random);
      const min = schema.minLength ?? 1;
      const max = Math.max(min, Math.min(schema.maxLength ?? 24, 24));
      return 'Fuzz value text'.padEnd(max, 'x').slice(0, random.int(min, max));
    }
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? 1;
      const low = schema.exclusiveMinimum === true ? min + 1 : min;
      const high = Math.min(schema.maximum ?? 50, low + 50);
      const value = random.int(Math.ceil(low), Math.max(Math.ceil(low), Math.floor(high)));
      return schema.type === 'number' && random.chance(0.2) ? value + 0.5 : value;
    }
    case 'boolean':
      return random.chance(0.5);
    case 'array': {
      const length = random.int(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3));
      return Array.from({ length }, () => validValue(random, schema.items));
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const value: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(properties))
        if (required.has(name) || random.chance(0.5)) value[name] = validValue(random, property);
      if (!schema.properties && typeof schema.additionalProperties === 'object')
        value[`key${random.int(1, 9)}`] = validValue(random, schema.additionalProperties);
      if (options.breakOne) breakOneField(random, value, schema);
      return value;
    }
    default:
      return random.pick(['text', 1, true, null, { key: 'value' }]);
  }
}

/** Makes one field of an object hostile: missing, of the wrong kind, or unknown to the schema. */
function breakOneField(random: Random, value: Record<string, unknown>, schema: JsonSchema) {
  const names = Object.keys(schema.properties ?? {});
  const name =
    names.length > 0 && random.chance(0.9)
      ? random.pick(names)
      : random.pick(['__proto__', 'unknownField', 'constructor', '']);
  if (random.chance(0.1) && name in value) delete value[name];
  else
    Object.defineProperty(value, name, {
      value: hostileValue(random, schema.properties?.[name]),
      enumerable: true,
      writable: true,
      configurable: true,
    });
}

// ---------------------------------------------------------------------------------------------
// Requests

export interface FuzzCase {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The raw body as sent: JSON or otherwise. */
  payload?: string;
  /** What was broken, for the failure report. */
  what: string;
}

const JSON_TYPE = 'application/json';

/** The texts of a parameter (or body) when the case leaves it as the schema wants it. */
function parameterText(random: Random, parameter: Parameter, ids: readonly number[]): string {
  const type = typeOf(parameter.schema);
  if (parameter.in === 'path' && type === 'integer' && ids.length > 0 && random.chance(0.7))
    return String(random.pick(ids));
  const value = validValue(random, parameter.schema);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function hostileText(random: Random): string {
  return random.pick(HOSTILE_URL_TEXTS);
}

/** Percent-encodes a URL part; now and then sends it raw or broken instead, as a client might. */
function encodePart(random: Random, text: string): string {
  if (random.chance(0.05))
    return random.pick(['%', '%zz', '%E0%A4', '%C0%80', '%00', '..%2F..%2F']);
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate cannot be encoded; send its bytes as a browser would not.
    return '%ED%A0%80';
  }
}

/**
 * One fuzz case for an operation. `ids` are real record ids the paths may name, so some cases
 * reach the handlers with a record that exists.
 */
export function fuzzCase(random: Random, operation: Operation, ids: readonly number[]): FuzzCase {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const hasBody = operation.body !== undefined;
  type Target = 'path' | 'query' | 'body-field' | 'body-whole' | 'headers';
  const targets: Target[] = [];
  if (pathParameters.length > 0) targets.push('path', 'path');
  if (queryParameters.length > 0) targets.push('query', 'query', 'query');
  if (hasBody)
    targets.push(
      'body-field',
      'body-field',
      'body-field',
      'body-field',
      'body-whole',
      'body-whole',
    );
  targets.push('query', 'headers');
  const target = random.pick(targets);
  let what = target;

  let path = operation.path;
  for (const parameter of pathParameters) {
    const text =
      target === 'path' && random.chance(0.7)
        ? hostileText(random)
        : parameterText(random, parameter, ids);
    if (target === 'path') what += ` ${parameter.name}=${JSON.stringify(text).slice(0, 60)}`;
    path = path.replace(`{${parameter.name}}`, encodePart(random, text));
  }

  const query: string[] = [];
  for (const parameter of queryParameters) {
    if (target === 'query' && random.chance(0.6)) {
      const text = hostileText(random);
      what += ` ${parameter.name}=${JSON.stringify(text).slice(0, 60)}`;
      query.push(`${parameter.name}=${encodePart(random, text)}`);
      // The same name twice arrives as an array.
      if (random.chance(0.2))
        query.push(`${parameter.name}=${encodePart(random, hostileText(random))}`);
    } else if (parameter.required || random.chance(0.4)) {
      query.push(`${parameter.name}=${encodePart(random, parameterText(random, parameter, ids))}`);
    }
  }
  if (target === 'query' && (queryParameters.length === 0 || random.chance(0.2))) {
    const name = random.pick(['page', 'unknown', 'q', '__proto__', 'a[b]', '', 'x'.repeat(500)]);
    query.push(`${encodePart(random, name)}=${encodePart(random, hostileText(random))}`);
    what += ` extra query ${name.slice(0, 20)}`;
  }
  const url = query.length > 0 ? `${path}?${query.join('&')}` : path;

  const headers: Record<string, string> = {};
  let payload: string | undefined;
  if (hasBody) {
    headers['content-type'] = JSON_TYPE;
    if (target === 'body-field') {
      const value =
        operation.body?.type === 'object' || operation.body?.properties
          ? validValue(random, operation.body, { breakOne: true })
          : hostileValue(random, operation.body);
      payload = JSON.stringify(value);
      what += ` ${payload.slice(0, 120)}`;
    } else if (target === 'body-whole') {
      const whole = wholeBody(random, operation.body);
      payload = whole.payload;
      if (whole.contentType) headers['content-type'] = whole.contentType;
      else delete headers['content-type'];
      what += ` ${whole.what}`;
    } else {
      payload = JSON.stringify(validValue(random, operation.body));
    }
  }
  if (target === 'headers') {
    const header = random.pick<[string, string]>([
      ['cookie', `portal_session=${random.pick(['', 'x', 'a'.repeat(4000), '%00', 'Zm9v.YmFy'])}`],
      ['cookie', 'portal_session=1; portal_session=2'],
      ['accept-language', 'xx-ZZ;q=2'],
      ['x-forwarded-for', '999.999.999.999, ::1'],
      ['range', 'bytes=0-1,-1'],
      ['if-none-match', '"*"'],
      ['accept-encoding', 'gzip;q=0, *;q=1, deflate, br'],
      ['content-length', '0'],
    ]);
    headers[header[0]] = header[1];
    what += ` ${header[0]}: ${header[1].slice(0, 40)}`;
  }
  return {
    method: operation.method,
    url,
    headers,
    ...(payload !== undefined ? { payload } : {}),
    what,
  };
}

/** A body broken as a whole: not JSON, another content type, too big, of another shape. */
function wholeBody(
  random: Random,
  schema: JsonSchema | undefined,
): { payload: string; contentType?: string; what: string } {
  const valid = JSON.stringify(validValue(random, schema));
  const choice = random.int(0, 14);
  switch (choice) {
    case 0:
      return {
        payload: random.pick([
          '{',
          '{"a":',
          '[1,]',
          "{'a':1}",
          'nul',
          '{"a":1}}',
          '\u0000',
          '{"a":"\\ud800"}',
          '{"a":"\\u0000"}',
        ]),
        what: 'malformed JSON',
      };
    case 1:
      return { payload: '', what: 'empty JSON body' };
    case 2:
      return {
        payload: random.pick(['[]', '"text"', '12', 'null', 'true', '[{}]']),
        what: 'JSON of another shape',
      };
    case 3:
      return {
        payload: valid,
        contentType: random.pick([
          'text/plain',
          'application/xml',
          'multipart/form-data; boundary=x',
          'application/octet-stream',
        ]),
        what: 'another content type',
      };
    case 4:
      return {
        payload: valid,
        contentType: 'application/json; charset=utf-16',
        what: 'JSON declared UTF-16',
      };
    case 5:
      // Over the size limit now and then; most of the time large but under it.
      return random.chance(0.2)
        ? { payload: `{"a":"${'a'.repeat(1_100_000)}"}`, what: 'body over the size limit' }
        : { payload: `{"a":"${'a'.repeat(50_000)}"}`, what: 'a large body' };
    case 6:
      return {
        payload: valid.replace(
          /^\{/,
          '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}},',
        ),
        what: 'prototype keys',
      };
    case 7:
      return { payload: `${'['.repeat(20_000)}${']'.repeat(20_000)}`, what: 'arrays 20,000 deep' };
    case 8:
      return {
        payload: valid,
        contentType: 'application/x-www-form-urlencoded',
        what: 'JSON sent as a form',
      };
    case 9: {
      const form = new URLSearchParams();
      for (const [name, value] of Object.entries((validValue(random, schema) as object) ?? {}))
        form.append(name, random.chance(0.5) ? String(value) : hostileText(random));
      form.append(random.pick(['x', 'a[b]', '__proto__']), hostileText(random));
      return {
        payload: form.toString(),
        contentType: 'application/x-www-form-urlencoded',
        what: `form ${form.toString().slice(0, 80)}`,
      };
    }
    case 10:
      return {
        payload: valid.replace(/^\{/, '{"duplicate":1,"duplicate":2,'),
        what: 'duplicate keys',
      };
    case 11:
      return {
        payload: valid,
        contentType: random.pick([
          'application/json; charset=latin1',
          'APPLICATION/JSON',
          'application/json;;',
          'application/jsonx',
        ]),
        what: 'odd JSON content type',
      };
    case 12:
      return {
        payload: Buffer.from([0xff, 0xfe, 0xc3, 0x28]).toString('latin1'),
        what: 'bytes that are not UTF-8',
      };
    case 13: {
      // Number literals JSON allows but a double cannot hold: 1e400 parses as Infinity.
      const literal = random.pick([
        '1e400',
        '-1e400',
        '9007199254740993',
        '1.0000000000000001',
        '-0.0',
        '1E+2',
      ]);
      return {
        payload: valid.replace(/(?<=:)-?\d+(\.\d+)?(?=[,}\]])/g, literal),
        what: `numbers written as ${literal}`,
      };
    }
    default:
      return {
        payload: JSON.stringify(wrongTypeValue(random)),
        what: 'a value of no sensible type',
      };
  }
}

/** Whether an answer shows what only the server should see: a stack, a file, a SQL error. */
export function leaksInternals(body: string): string | null {
  const signs: [RegExp, string][] = [
    [/\bat [\w.<>$]+ \(?[^\s()]+:\d+:\d+\)?/, 'a stack frame'],
    [/node_modules|\/src\/[\w/-]+\.ts\b|dist\/server\.js/, 'a file of the server'],
    [
      /\b(syntax error at or near|violates (?:not-null|foreign key|unique|check) constraint|relation "\w+"|column "\w+")/i,
      'a database error',
    ],
    [/\b(TypeError|RangeError|ReferenceError): /, 'a JavaScript error'],
  ];
  for (const [pattern, name] of signs) if (pattern.test(body)) return name;
  return null;
}
