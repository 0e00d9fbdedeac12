import { z } from 'zod/mini';

/**
 * One call, one definition. A contract names the method and path exactly as the platform spec gives them, whether a
 * member session is needed (T) and whether the body is encrypted (E), and the zod schemas of the request and of the
 * envelope's `value`. The server registers its routes from contracts; the client's `call()` sends and parses with them.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Where the request travels: the query string, a JSON body, or a form-encoded body. */
export type RequestEncoding = 'query' | 'json' | 'form';

/** Any zod schema, classic (`zod`) or mini (`zod/mini`): contracts of the first view use the smaller `zod/mini`. */
export type Schema = z.core.$ZodType;

export type Contract<Req extends Schema = Schema, Res extends Schema = Schema> = {
  /** Stable identifier, `<domain>.<name>`. */
  readonly id: string;
  readonly method: HttpMethod;
  /** Path exactly as in the spec (`/wps/...`, `/lgw/...`). */
  readonly path: string;
  /** T: a member session (Authorization header) is required. */
  readonly session: boolean;
  /** E: the request body travels encrypted (hybrid RSA-OAEP + AES-GCM, see the accounts issue). */
  readonly encrypted: boolean;
  readonly encoding: RequestEncoding;
  readonly request: Req;
  readonly response: Res;
  readonly summary: string;
  /**
   * Money-changing call: the request must carry the `Idempotency-Key` header (`headerNames.idempotencyKey`), and a retry
   * with the same key never applies twice. Absent on every other call.
   */
  readonly idempotent?: true;
  /** A valid request and response `value`, checked by the contract tests (and useful as documentation). */
  readonly example: { readonly request: z.input<Req>; readonly response: z.input<Res> };
};

export type RequestOf<C extends Contract> = z.input<C['request']>;
export type ParsedRequestOf<C extends Contract> = z.output<C['request']>;
export type ResponseOf<C extends Contract> = z.output<C['response']>;

type ContractInit<Req extends Schema, Res extends Schema> = Omit<
  Contract<Req, Res>,
  'encoding' | 'encrypted'
> & { encoding?: RequestEncoding; encrypted?: boolean };

/**
 * A schema (or any object) built on its first use instead of when its module loads. zod builds every schema object
 * eagerly, and the first view's contract modules define a few hundred of them: built at load, they were about half of
 * the entry module's evaluation, the page's longest task on a phone (issue 16). The stand-in forwards every property
 * read, `in`, key listing and prototype question to the schema, built once at the first of them, so zod, the route
 * layer and `call()` cannot tell the two apart; types are the schema's own.
 */
/* @__NO_SIDE_EFFECTS__ */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const real = (): T => (built ??= build());
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(real(), key),
    set: (_target, key, value) => Reflect.set(real(), key, value),
    has: (_target, key) => Reflect.has(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    // reported configurable: a proxy may not claim a fixed property its (empty) target does not have
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_target, key, descriptor) => Reflect.defineProperty(real(), key, descriptor),
    deleteProperty: (_target, key) => Reflect.deleteProperty(real(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  });
}

/* @__NO_SIDE_EFFECTS__ */
export function defineContract<Req extends Schema, Res extends Schema>(
  init: ContractInit<Req, Res>,
): Contract<Req, Res> {
  const encoding = init.encoding ?? (init.method === 'GET' || init.method === 'DELETE' ? 'query' : 'json');
  return Object.freeze({ ...init, encoding, encrypted: init.encrypted ?? false });
}

/** Request schema of calls that take no input. */
export const noInput = lazySchema(() => z.strictObject({}));

/** Query-string helpers: values arrive as strings, so numbers and booleans are coerced. */
export const queryInt = /* @__NO_SIDE_EFFECTS__ */ () => z.coerce.number().check(z.int());
export const queryBool = /* @__NO_SIDE_EFFECTS__ */ () =>
  z.pipe(
    z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]),
    z.transform((v: boolean | 'true' | 'false' | '1' | '0') => v === true || v === 'true' || v === '1'),
  );

/** Money travels as integer cents (a safe integer). Never a float. */
export const cents = /* @__NO_SIDE_EFFECTS__ */ () => z.number().check(z.int());

/** Dates travel as ISO 8601 strings: a date-time with `Z` or an offset, or a calendar date `yyyy-MM-dd`. */
export const isoDateTime = /* @__NO_SIDE_EFFECTS__ */ () => z.iso.datetime({ offset: true });
export const isoDate = /* @__NO_SIDE_EFFECTS__ */ () => z.iso.date();

/** The `value` of calls that answer nothing but success. */
export const noValue = lazySchema(() => z.null());

/** Every response is an envelope. */
export const successEnvelope = /* @__NO_SIDE_EFFECTS__ */ <T extends Schema>(value: T) =>
  z.object({ success: z.literal(true), value, message: z.string() });

/** Values for a refusal text's `{placeholders}` (see shared/api/refusals.ts). */
export const refusalParamsSchema = lazySchema(() => z.record(z.string(), z.union([z.string(), z.number()])));

export const failureEnvelopeSchema = lazySchema(() =>
  z.object({
    success: z.literal(false),
    /** the refusal in the request's language */
    message: z.string(),
    /** a code of the catalogue in shared/api/refusals.ts; the client words it itself when it knows it */
    code: z.optional(z.string()),
    params: z.optional(refusalParamsSchema),
    /** Extra details of a failure (e.g. `{ captchaRequired: true }`, the fields that failed validation). */
    value: z.optional(z.unknown()),
  }),
);
export type FailureEnvelope = z.infer<typeof failureEnvelopeSchema>;

/**
 * Per-field refusals, carried in a failure's `value` as `{ fields: [...] }` (code `request.validation.failed` and
 * `request.invalid`): each names the request field, a catalogue code and its params, and the form sets it on that
 * field. One shape for every form.
 */
export const fieldRefusalSchema = lazySchema(() =>
  z.object({
    field: z.string(),
    code: z.string(),
    params: z.optional(refusalParamsSchema),
  }),
);
export type FieldRefusal = z.infer<typeof fieldRefusalSchema>;
export const fieldRefusalsSchema = lazySchema(() => z.object({ fields: z.array(fieldRefusalSchema) }));
export type FieldRefusals = z.infer<typeof fieldRefusalsSchema>;

export const envelopeSchema = /* @__NO_SIDE_EFFECTS__ */ <T extends Schema>(value: T) =>
  z.discriminatedUnion('success', [successEnvelope(value), failureEnvelopeSchema]);

/** A paged list as the platform returns it. */
export const pageOf = /* @__NO_SIDE_EFFECTS__ */ <T extends Schema>(item: T) =>
  z.object({
    content: z.array(item),
    pageNum: z.number().check(z.int()),
    pageSize: z.number().check(z.int()),
    totalPages: z.number().check(z.int()),
    totalElements: z.number().check(z.int()),
  });
