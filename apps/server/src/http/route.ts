import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifyBaseLogger,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FILE_SCHEMAS } from '@divespot/shared/api-files';
import {
  API_ROUTES,
  FILE_ROUTES,
  type ApiRouteKey,
  type FileRouteKey,
} from '@divespot/shared/api-routes';
import { API_SCHEMAS, IMAGE_BODY_TYPES, type ErrorStatus } from '@divespot/shared/api-schemas';
import { errorBodySchema } from '@divespot/shared/errors';

/** The Fastify instance every feature's routes are registered on (zod schemas). */
export type ApiApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type Contract<K extends ApiRouteKey> = (typeof API_SCHEMAS)[K];

/** A raw image body arrives as its bytes (the plugin that accepts it adds the parser). */
const imageBodySchema = z.instanceof(Buffer, { message: 'must be a JPEG, PNG or WebP image' });

type BodyOf<K extends ApiRouteKey> =
  Contract<K> extends { body: infer B }
    ? B extends 'image'
      ? typeof imageBodySchema
      : B
    : undefined;

/** The words every endpoint gives OpenAPI. */
interface OpenApiWords {
  tags: string[];
  summary: string;
  description?: string;
}

/** A contract entry's path parameters and query, under the names Fastify's schema gives them. */
type InputOf<C> = {
  params: C extends { params: infer P } ? P : undefined;
  querystring: C extends { query: infer Q } ? Q : undefined;
};

/** The Fastify schema of endpoint K, as `route` builds it from the contract. */
export type RouteSchema<K extends ApiRouteKey> = OpenApiWords &
  InputOf<Contract<K>> & {
    body: BodyOf<K>;
    consumes?: readonly string[];
    response: Record<number, Contract<K>['response'] | typeof errorBodySchema>;
  };

/** What a route adds to its contract: its OpenAPI words and the few Fastify options in use. */
export interface RouteOptions
  extends OpenApiWords, Pick<RouteShorthandOptions, 'bodyLimit' | 'onRequest' | 'preValidation'> {}

/** A handler typed by the schema its route is registered with. */
type HandlerFor<Schema extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  Schema,
  ZodTypeProvider
>;

export type ContractHandler<K extends ApiRouteKey> = HandlerFor<RouteSchema<K>>;

/**
 * Registers endpoint `key` of the shared contract: its method and path from `API_ROUTES`, its
 * parameters, query, body, success answer and error statuses from `API_SCHEMAS`. A route file
 * adds only what is its own: the OpenAPI summary, the handler and a few options. Every error
 * status answers with the one error body; 400 whenever the endpoint takes any input.
 */
export function route<K extends ApiRouteKey>(
  app: ApiApp,
  key: K,
  options: RouteOptions,
  handler: ContractHandler<K>,
): void {
  const contract: {
    params?: z.ZodType;
    query?: z.ZodType;
    body?: z.ZodType | 'image';
    response: z.ZodType;
    status?: number;
    errors?: readonly ErrorStatus[];
  } = API_SCHEMAS[key];
  const body =
    contract.body === 'image'
      ? { body: imageBodySchema, consumes: IMAGE_BODY_TYPES }
      : contract.body
        ? { body: contract.body }
        : {};
  const success = { [contract.status ?? 200]: contract.response };
  const { params, query, errors } = contract;
  register(app, API_ROUTES[key], options, { params, query, errors, ...body }, success, handler);
}

/** The input part of a Fastify schema, as `register` receives it. */
interface EndpointInput {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  consumes?: readonly string[];
  errors?: readonly ErrorStatus[];
}

/** One endpoint on `app`: the schema put together, each error status with the error body. */
function register(
  app: ApiApp,
  { method, path }: { method: string; path: string },
  options: RouteOptions,
  input: EndpointInput,
  success: Record<number, z.ZodType>,
  handler: unknown,
): void {
  const { tags, summary, description, ...fastifyOptions } = options;
  const takesInput = Boolean(input.params ?? input.query ?? input.body);
  const errors = new Set<number>([...(takesInput ? [400] : []), ...(input.errors ?? [])]);
  const schema = {
    tags,
    summary,
    ...(description === undefined ? {} : { description }),
    ...(input.params ? { params: input.params } : {}),
    ...(input.query ? { querystring: input.query } : {}),
    ...(input.body ? { body: input.body } : {}),
    ...(input.consumes ? { consumes: input.consumes } : {}),
    response: {
      ...success,
      ...Object.fromEntries([...errors].sort().map((status) => [status, errorBodySchema])),
    },
  };
  // The handler's types were checked against the schema by the exported functions' signatures.
  const definition = {
    method: method,
    url: path,
    ...fastifyOptions,
    schema,
    handler,
  };
  app.route(definition as Parameters<ApiApp['route']>[0]);
}

type FileContract<K extends FileRouteKey> = (typeof FILE_SCHEMAS)[K];

/** The Fastify schema of file endpoint K, as `fileRoute` builds it from the contract. */
export type FileRouteSchema<K extends FileRouteKey> = OpenApiWords &
  InputOf<FileContract<K>> & { response: Record<number, z.ZodType> };

export type FileHandler<K extends FileRouteKey> = HandlerFor<FileRouteSchema<K>>;

/**
 * Registers file endpoint `key` (an image, a map asset, a download) from `FILE_ROUTES` and
 * `FILE_SCHEMAS`, as `route` does for JSON endpoints.
 */
export function fileRoute<K extends FileRouteKey>(
  app: ApiApp,
  key: K,
  options: RouteOptions,
  handler: FileHandler<K>,
): void {
  const contract: {
    params?: z.ZodType;
    query?: z.ZodType;
    answer: string;
    notModified?: boolean;
    errors?: readonly ErrorStatus[];
  } = FILE_SCHEMAS[key];
  const success: Record<number, z.ZodType> = {
    200: z.any().meta({ description: contract.answer }),
  };
  if (contract.notModified) success[304] = z.null();
  register(app, FILE_ROUTES[key], options, contract, success, handler);
}
