/**
 * The OpenAPI 3.1 document at /v1/openapi.json, made from the routes as they are mounted (openapi.ts): each
 * route's schemas as JSON Schema (the wire's side of any transform), its parameters, body, answers and the errors
 * it may give. Routes that share a method and path, told apart by a fixed query parameter (the profile API's
 * `type`), become one operation whose variants are listed in `x-variants`.
 */
import * as z from 'zod/mini';
import { apiErrorSchema } from '@kindred/contracts/api/params';
import { IDEMPOTENCY_KEY_HEADER, type ParsedRoute, type RouteRegistry } from './openapi.ts';

type JsonSchema = Record<string, unknown>;

export function createRouteRegistry(info: { title: string; version: string; description?: string }): RouteRegistry {
  const routes = new Map<string, ParsedRoute>();
  let cached: JsonSchema | undefined;
  return {
    add(route) {
      routes.set(route.key, route);
      cached = undefined;
    },
    list: () => [...routes.values()],
    document() {
      cached ??= buildDocument(info, [...routes.values()]);
      return cached;
    },
  };
}

/** JSON Schema of what travels on the wire (the input side of transforms); shared definitions move to components. */
function toSchema(schema: z.core.$ZodType, components: Record<string, JsonSchema>): JsonSchema {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete json.$schema;
  const defs = json.$defs as Record<string, JsonSchema> | undefined;
  delete json.$defs;
  const rewrite = (value: JsonSchema) =>
    JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema;
  for (const [name, def] of Object.entries(defs ?? {})) components[name] = rewrite(def);
  return rewrite(json);
}

function operationId(route: ParsedRoute): string {
  const words = `${route.method.toLowerCase()} ${route.basePath} ${Object.values(route.fixedQuery).join(' ')}`
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean);
  return words.map((word, i) => (i === 0 ? word : word[0]!.toUpperCase() + word.slice(1))).join('');
}

function parametersOf(schema: z.core.$ZodType | undefined, where: 'path' | 'query', components: Record<string, JsonSchema>) {
  if (!schema) return [];
  const json = toSchema(schema, components);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

function errorResponses(route: ParsedRoute) {
  const error = (description: string) => ({
    description,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
  });
  return {
    ...(route.body || route.query || route.params || route.rawBody?.schemas ? { 400: error('Invalid request (the message names the field)') } : {}),
    ...(route.auth ? { 401: error('Authentication required, or the session has expired') } : {}),
    ...Object.fromEntries(Object.entries(route.errors ?? {}).map(([status, description]) => [status, error(description)])),
    429: error('Too many requests (see Retry-After)'),
    500: error('Internal server error'),
  };
}

function operationOf(route: ParsedRoute, components: Record<string, JsonSchema>) {
  const status = String(route.status ?? 200);
  const pathParams = [...route.basePath.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
  const declared = parametersOf(route.params, 'path', components);
  const parameters = [
    ...declared,
    ...pathParams
      .filter((name) => !declared.some((p) => p.name === name))
      .map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
    ...Object.entries(route.fixedQuery).map(([name, value]) => ({
      name,
      in: 'query',
      required: true,
      schema: { type: 'string', const: value },
    })),
    ...parametersOf(route.query, 'query', components).filter((p) => !(p.name in route.fixedQuery)),
    ...(route.idempotencyKey
      ? [
          {
            name: IDEMPOTENCY_KEY_HEADER,
            in: 'header',
            required: false,
            description:
              'A value unique to this attempt (a UUID); sending the same request again with it, after an error or a lost answer, writes nothing new and answers what the first did',
            schema: { type: 'string', minLength: 1, maxLength: 255 },
          },
        ]
      : []),
  ];
  const requestBody = route.body
    ? { required: true, content: { 'application/json': { schema: toSchema(route.body, components) } } }
    : route.rawBody
      ? {
          required: true,
          description: route.rawBody.description,
          content: Object.fromEntries(
            route.rawBody.contentTypes.map((type) => {
              const schema = route.rawBody?.schemas?.[type];
              return [type, { schema: schema ? toSchema(schema, components) : { type: 'string', format: 'binary' } }];
            }),
          ),
        }
      : undefined;
  // A route may answer JSON and another type (a stream) by what the client asks for: both are documented.
  const content =
    route.response || route.responseContent
      ? {
          ...(route.response ? { 'application/json': { schema: toSchema(route.response, components) } } : {}),
          ...Object.fromEntries(Object.entries(route.responseContent ?? {}).map(([type]) => [type, {}])),
        }
      : undefined;
  return {
    operationId: operationId(route),
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    ...(route.tags ? { tags: route.tags } : {}),
    ...(route.auth ? { security: [{ bearerAuth: [] }] } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      [status]: {
        description: route.responseContent ? Object.values(route.responseContent).join('; ') : 'Success',
        ...(content && status !== '204' ? { content } : {}),
      },
      ...Object.fromEntries(
        Object.entries(route.otherStatuses ?? {}).map(([other, description]) => [other, { description, ...(content ? { content } : {}) }]),
      ),
      ...errorResponses(route),
    },
  };
}

function buildDocument(info: { title: string; version: string; description?: string }, routes: ParsedRoute[]): JsonSchema {
  const components: Record<string, JsonSchema> = {};
  components.ApiError = toSchema(apiErrorSchema, components);
  const paths: Record<string, Record<string, unknown>> = {};
  const groups = new Map<string, ParsedRoute[]>();
  for (const route of routes) {
    const key = `${route.method} ${route.basePath}`;
    groups.set(key, [...(groups.get(key) ?? []), route]);
  }
  for (const group of groups.values()) {
    const first = group[0]!;
    const openApiPath = first.basePath.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const method = first.method.toLowerCase();
    paths[openApiPath] ??= {};
    if (group.length === 1 && Object.keys(first.fixedQuery).length === 0) {
      paths[openApiPath][method] = operationOf(first, components);
      continue;
    }
    // OpenAPI has one operation per method and path; routes told apart by a
    // query parameter become one operation whose variants are listed in
    // `x-variants` (each a full operation), with bodies and answers as oneOf.
    const variants = group.map((route) => ({ query: route.fixedQuery, ...operationOf(route, components) }));
    const discriminator = [...new Set(group.flatMap((route) => Object.keys(route.fixedQuery)))][0] ?? 'type';
    const values = group.map((route) => route.fixedQuery[discriminator]).filter((value): value is string => Boolean(value));
    const bodies = variants.flatMap((v) => (v.requestBody ? [v.requestBody.content] : []));
    paths[openApiPath][method] = {
      operationId: operationId({ ...first, fixedQuery: {} }),
      summary: `${group.length} operations chosen by ?${discriminator}=`,
      description: group.map((route) => `- \`${discriminator}=${route.fixedQuery[discriminator] ?? '(none)'}\`: ${route.summary}`).join('\n'),
      ...(group.some((route) => route.auth) ? { security: [{ bearerAuth: [] }] } : {}),
      parameters: [{ name: discriminator, in: 'query', required: true, schema: { type: 'string', enum: values } }],
      ...(bodies.length > 0
        ? {
            requestBody: {
              content: {
                'application/json': {
                  schema: { oneOf: bodies.map((content) => (content as Record<string, { schema?: unknown }>)['application/json']?.schema ?? {}) },
                },
              },
            },
          }
        : {}),
      responses: { 200: { description: 'See x-variants for each answer' }, ...errorResponses(first) },
      'x-variants': variants,
    };
  }
  return {
    openapi: '3.1.0',
    info,
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    paths,
    components: {
      schemas: components,
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}
