import fc from 'fast-check';

/** The parts of JSON Schema that the API's OpenAPI document uses. */
export interface JsonSchema {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}

export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: { contentTypes: string[]; schema: JsonSchema };
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: RequestBody }>>;
  components?: { schemas?: Record<string, JsonSchema> };
}
interface RequestBody {
  content: Record<string, { schema: JsonSchema }>;
}

/** Every operation of the document, with `$ref`s of its body resolved. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const resolve = (s: JsonSchema): JsonSchema =>
    s.$ref ? resolve(doc.components?.schemas?.[s.$ref.split('/').at(-1) ?? ''] ?? {}) : s;
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => {
      const content = Object.entries(op.requestBody?.content ?? {});
      return {
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: content[0]
          ? { contentTypes: content.map(([type]) => type), schema: resolve(content[0][1].schema) }
          : undefined,
      };
    }),
  );
}

/** A value already percent-encoded for the URL, e.g. bytes that are not UTF-8. */
export class Encoded {
  readonly text: string;

  constructor(text: string) {
    this.text = text;
  }
}

/** Text that a well-behaved client would not send: the heart of the fuzzing. */
export const badText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'NaN',
    'Infinity',
    '-Infinity',
    'null',
    'true',
    '[]',
    '{}',
    '1e308',
    '-1e309',
    '9'.repeat(400),
    '18446744073709551616',
    '-0',
    '0x1F',
    '1e-400',
    '-1',
    '1.5',
    'unknown-value',
    "' OR 1=1 --",
    '%',
    '_',
    '\\',
    '\ud800',
    '😀🐠',
    'a,,b,',
    '../../etc/passwd',
    '<script>',
  ),
  fc.constant('x'.repeat(10_000)),
  // As small as 3e-323, written without an exponent.
  fc.constant(`0.${'0'.repeat(322)}3`),
  fc.string({ maxLength: 8 }).map((s) => `${s}\u0000${s}`),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

/** Raw URL text: bytes that are not UTF-8, broken escapes, an encoded NUL. */
const badEncoded = fc
  .constantFrom('%FF', '%C3%28', 'a%E2%82', '%ED%A0%80', '%', '%zz', '%00', '%2F', '%FE%FF')
  .map((text) => new Encoded(text));

const num = (s: JsonSchema) => ({
  min: Math.max(s.minimum ?? -1e6, -1e6),
  max: Math.min(s.maximum ?? 1e6, 1e6),
});

/** Text that a schema accepts (or nearly: lengths are capped to keep requests small). */
function validText(s: JsonSchema, samples: readonly string[]): fc.Arbitrary<string> {
  const own: fc.Arbitrary<string> = s.enum
    ? fc.constantFrom(...s.enum.map(String))
    : s.type === 'integer'
      ? fc.integer(num(s)).map(String)
      : s.type === 'number'
        ? fc.double({ ...num(s), noNaN: true }).map(String)
        : s.type === 'boolean'
          ? fc.boolean().map(String)
          : s.pattern
            ? fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length <= 200)
            : fc.string({
                minLength: s.minLength ?? 0,
                maxLength: Math.min(s.maxLength ?? 30, 30),
              });
  return samples.length
    ? fc.oneof({ weight: 1, arbitrary: own }, { weight: 3, arbitrary: fc.constantFrom(...samples) })
    : own;
}

const badParam = fc.oneof(
  { weight: 3, arbitrary: badText },
  { weight: 1, arbitrary: badEncoded },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

/**
 * Values for a list of URL parameters: plausible ones (optional ones often left out), with up to
 * two of them replaced by bad values or left out, so cases fail validation one way at a time
 * and also get past it.
 */
export function paramValues(
  params: Parameter[],
  samples: (name: string) => readonly string[],
): fc.Arbitrary<(string | Encoded | undefined)[]> {
  const valid = params.map((p) => {
    const value = validText(p.schema, samples(p.name));
    return p.required ? value : fc.option(value, { nil: undefined, freq: 2 });
  });
  return fc
    .tuple(
      fc.tuple(...valid),
      fc.tuple(...params.map(() => badParam)),
      fc.subarray(
        params.map((_, i) => i),
        { maxLength: Math.min(2, params.length) },
      ),
    )
    .map(([good, bad, picked]) => good.map((v, i) => (picked.includes(i) ? bad[i] : v)));
}

/** Query parameters the API does not know, also repeated ones. */
export const extraParams: fc.Arbitrary<[string, string][]> = fc.oneof(
  { weight: 3, arbitrary: fc.constant<[string, string][]>([]) },
  {
    weight: 1,
    arbitrary: fc.array<[string, string]>(
      fc.tuple(fc.constantFrom('extra', 'q', '__proto__', 'constructor', 'a[b]', 'size'), badText),
      { minLength: 1, maxLength: 2 },
    ),
  },
);

const badJson: fc.Arbitrary<unknown> = fc.oneof(
  badText,
  fc.constantFrom(0, -1, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 0.1, true, false, null),
  fc.constant([]),
  fc.constant({}),
  fc.array(badText, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), badText, { maxKeys: 3 }),
);

function validJson(
  s: JsonSchema,
  samples: (name: string) => readonly string[],
): fc.Arbitrary<unknown> {
  if (s.anyOf?.length) return fc.oneof(...s.anyOf.map((a) => validJson(a, samples)));
  if (s.type === 'object') return validObject(s, samples);
  if (s.type === 'array') return fc.array(validJson(s.items ?? {}, samples), { maxLength: 3 });
  if (s.type === 'boolean') return fc.boolean();
  if (s.type === 'integer') return fc.integer(num(s));
  if (s.type === 'number') return fc.double({ ...num(s), noNaN: true });
  return validText(s, []);
}

function validObject(s: JsonSchema, samples: (name: string) => readonly string[]) {
  const fields = Object.fromEntries(
    Object.entries(s.properties ?? {}).map(([name, field]) => [
      name,
      field.type === 'string' && samples(name).length
        ? fc.oneof(validText(field, []), fc.constantFrom(...samples(name)))
        : validJson(field, samples),
    ]),
  );
  return fc.record(fields, { requiredKeys: s.required ?? [] }) as fc.Arbitrary<
    Record<string, unknown>
  >;
}

/** A plausible object with up to two fields bad or missing, and sometimes unknown fields. */
function mutatedObject(s: JsonSchema, samples: (name: string) => readonly string[]) {
  const names = Object.keys(s.properties ?? {});
  const extra = fc.oneof(
    { weight: 3, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 10 }), badJson, { maxKeys: 2 }) },
  );
  return fc
    .tuple(
      validObject(s, samples),
      fc.subarray(names, { maxLength: Math.min(2, names.length) }),
      fc.tuple(...names.map(() => fc.option(badJson, { nil: undefined, freq: 4 }))),
      extra,
    )
    .map(([good, picked, bad, unknown]) => {
      const body: Record<string, unknown> = { ...unknown, ...good };
      for (const name of picked) {
        const value = bad[names.indexOf(name)];
        if (value === undefined) delete body[name];
        else body[name] = value;
      }
      return body;
    });
}

/** A JSON body: a mutated object, wrong JSON, bytes that are not UTF-8, or nothing. */
export function jsonBody(
  s: JsonSchema,
  samples: (name: string) => readonly string[],
): fc.Arbitrary<Buffer> {
  const text = (v: unknown) => Buffer.from(JSON.stringify(v) ?? 'null');
  return fc.oneof(
    { weight: 5, arbitrary: mutatedObject(s, samples).map(text) },
    { weight: 1, arbitrary: badJson.map(text) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...Object.keys(s.properties ?? { x: {} })), fc.uint8Array())
        .map(([key, bytes]) =>
          Buffer.concat([
            Buffer.from(`{"${key}":"`),
            Buffer.from([0xff, ...bytes]),
            Buffer.from('"}'),
          ]),
        ),
    },
    { weight: 1, arbitrary: fc.string().map((v) => Buffer.from(v)) },
  );
}
