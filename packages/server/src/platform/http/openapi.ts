/**
 * Routes defined once: the same zod schemas validate the request at the edge,
 * type the handler, check the answer (outside production) and describe the
 * route in the OpenAPI 3.1 document at /v1/openapi.json (openapi-document.ts).
 *
 * Example (a route module of a domain):
 *
 * ```ts
 * // Module level: the definition. The path may fix query parameters, as the
 * // profile API's call table does: several routes share one path and are
 * // told apart by `type`.
 * const orgsRoute = defineRoute({
 *   method: 'POST',
 *   path: '/v1/user-profile?type=orgs',
 *   summary: 'Organisations by org code',
 *   tags: ['profile'],
 *   auth: true,                         // bearer ID token; identity's callerOf(c) reads the caller
 *   query: z.object({ ... }),           // optional: other query parameters
 *   body: orgsRequestSchema,            // optional: JSON body
 *   response: orgsResponseSchema,       // the JSON answer
 * });
 *
 * // Router factory: bind handlers, mount them.
 * export function profileRoutes(deps: Deps) {
 *   return mountRoutes(deps, [
 *     orgsRoute.handle(async (c, { body }) => service.orgs(callerOf(c), body.orgcodeList)),
 *   ]);
 * }
 * ```
 *
 * A handler returns the answer's data (sent as JSON with `status`, default
 * 200) or a Response of its own (files, HTML, redirects). It throws an
 * DomainError for a client's mistake. Validation failures are 400 with a
 * message naming the field ('Missing required parameter: memberId',
 * 'orgcode must be a string'); a schema's own message is kept verbatim.
 *
 * Order of checks: route match, then `auth` (401 before anything else), then
 * path parameters, query and body, then the handler.
 *
 * Do not register wildcard middleware (`router.use('/v1/*', ...)`) in a
 * domain router: routers are merged into one app, so it would run for every
 * other domain's routes too. Use `auth: true` per route.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { DomainError, invalid, missingParameter } from '../errors.ts';
import type { AppEnv } from './types.ts';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDefinition {
  method: HttpMethod;
  /** Hono path (`/v1/things/:id`), optionally with fixed query parameters (`/v1/user-profile?type=orgs`). */
  path: string;
  summary: string;
  description?: string;
  tags?: string[];
  /** Requires a bearer ID token; `requireAuth` runs before validation. */
  auth?: boolean;
  params?: z.core.$ZodType;
  query?: z.core.$ZodType;
  body?: z.core.$ZodType;
  /**
   * A body the handler reads itself (documentation only); `schemas` describes what a content type carries
   * (the fields of a multipart form), and a route with them documents its 400.
   */
  rawBody?: { contentTypes: string[]; description?: string; schemas?: Record<string, z.core.$ZodType> };
  /** The JSON answer. Omit when the handler returns its own Response. */
  response?: z.core.$ZodType;
  /** Documentation of a non-JSON answer (`{ 'text/html': 'The page' }`); with `response`, another type it may answer. */
  responseContent?: Record<string, string>;
  status?: 200 | 201 | 202 | 204;
  /**
   * Other statuses the call answers with the same JSON schema, each with what it means
   * (`{ 200: 'Already recorded: the first record' }`); the handler picks one with `answerWith(status, data)`.
   */
  otherStatuses?: Partial<Record<200 | 201 | 202, string>>;
  /**
   * Error answers particular to this call, beside those every call documents (400, 401, 429, 500), each with
   * what it means (`{ 415: 'An attachment of a type not accepted' }`).
   */
  errors?: Partial<Record<403 | 404 | 409 | 413 | 415 | 422 | 502 | 503 | 504, string>>;
  /**
   * The call creates something and takes an `Idempotency-Key` header: a repeat
   * with the same key answers what the first did and writes nothing (the key
   * is stored with the write, in its transaction). The handler gets it as
   * `idempotencyKey`.
   */
  idempotencyKey?: boolean;
}

type OutputOf<D, K extends string> = D extends { [P in K]: infer S extends z.core.$ZodType } ? z.output<S> : undefined;
type ResponseOf<D> = D extends { response: infer S extends z.core.$ZodType }
  ? z.input<S>
  : D extends { status: 204 }
    ? void
    : never;

interface RouteInput<D extends RouteDefinition> {
  params: OutputOf<D, 'params'>;
  query: OutputOf<D, 'query'>;
  body: OutputOf<D, 'body'>;
  /** The request's `Idempotency-Key`, on routes that take one; null when the client sent none. */
  idempotencyKey: D extends { idempotencyKey: true } ? string | null : undefined;
}

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/** The `Idempotency-Key` header: 1-255 visible ASCII characters (a UUID, say); anything else is a 400. */
function readIdempotencyKey(c: Context): string | null {
  const value = c.req.header(IDEMPOTENCY_KEY_HEADER);
  if (value === undefined) return null;
  if (!IDEMPOTENCY_KEY.test(value)) {
    throw invalid(`${IDEMPOTENCY_KEY_HEADER} must be 1 to 255 visible ASCII characters`, 'INVALID_IDEMPOTENCY_KEY');
  }
  return value;
}

/** An answer with a status other than the route's `status` (one of its `otherStatuses`); made by `answerWith`. */
export class StatusAnswer<T> {
  constructor(
    readonly status: 200 | 201 | 202,
    readonly data: T,
  ) {}
}

/** Answers `data` with `status` instead of the route's default (the route lists it in `otherStatuses`). */
export function answerWith<T>(status: 200 | 201 | 202, data: T): StatusAnswer<T> {
  return new StatusAnswer(status, data);
}

type HandlerOutput<D extends RouteDefinition> = ResponseOf<D> | StatusAnswer<ResponseOf<D>> | Response;

type RouteHandler<D extends RouteDefinition> = (
  c: Context<AppEnv>,
  input: RouteInput<D>,
) => Promise<HandlerOutput<D>> | HandlerOutput<D>;

export interface ParsedRoute extends RouteDefinition {
  /** The path without its fixed query. */
  basePath: string;
  /** Query parameters the path fixes (`{ type: 'orgs' }`). */
  fixedQuery: Record<string, string>;
  /** Stable id of this route in the document (`POST /v1/user-profile?type=orgs`). */
  key: string;
}

export interface BoundRoute {
  route: ParsedRoute;
  handler: RouteHandler<RouteDefinition>;
}

export interface DefinedRoute<D extends RouteDefinition> {
  definition: ParsedRoute & D;
  handle(handler: RouteHandler<D>): BoundRoute;
}

export function defineRoute<const D extends RouteDefinition>(definition: D): DefinedRoute<D> {
  const [basePath = '', queryString] = definition.path.split('?', 2);
  const fixedQuery = Object.fromEntries(new URLSearchParams(queryString ?? ''));
  const parsed = {
    ...definition,
    basePath,
    fixedQuery,
    key: `${definition.method} ${definition.path}`,
  };
  return {
    definition: parsed,
    handle: (handler) => ({ route: parsed, handler: handler as RouteHandler<RouteDefinition> }),
  };
}

// ---------------------------------------------------------------------------
// Validation

type Location = 'path' | 'query' | 'body';

function article(expected: string): string {
  const names: Record<string, string> = {
    string: 'a string',
    number: 'a number',
    int: 'a whole number',
    boolean: 'true or false',
    object: 'an object',
    array: 'a list',
    date: 'a date',
    bigint: 'a whole number',
  };
  return names[expected] ?? expected;
}

/** Messages for zod's defaults, naming the field; a schema's own message wins over these. */
function issueMessage(location: Location) {
  return (issue: z.core.$ZodRawIssue): string => {
    const path = (issue.path ?? []).map(String);
    const field = path.length > 0 ? path.join('.') : undefined;
    const subject = field ?? (location === 'body' ? 'Request body' : location === 'query' ? 'Query' : 'Path');
    switch (issue.code) {
      case 'invalid_type': {
        if (issue.input === undefined || issue.input === null) {
          return field ? `Missing required parameter: ${field}` : `${subject} is required`;
        }
        if (!field && location === 'body') return `Request body must be ${issue.expected === 'object' ? 'a JSON object' : article(issue.expected)}`;
        return `${subject} must be ${article(issue.expected)}`;
      }
      case 'too_small': {
        const min = Number(issue.minimum);
        if (issue.origin === 'string') {
          // An empty string is as good as absent (the spec's 'Missing required parameter').
          return issue.input === '' || min <= 1 ? `Missing required parameter: ${subject}` : `${subject} must be at least ${min} characters`;
        }
        if (issue.origin === 'array' || issue.origin === 'set') return `${subject} must have at least ${min} entries`;
        return `${subject} must be ${issue.inclusive ? 'at least' : 'greater than'} ${min}`;
      }
      case 'too_big': {
        const max = Number(issue.maximum);
        if (issue.origin === 'string') return `${subject} must be at most ${max} characters`;
        if (issue.origin === 'array' || issue.origin === 'set') return `${subject} must have at most ${max} entries`;
        return `${subject} must be ${issue.inclusive ? 'at most' : 'less than'} ${max}`;
      }
      case 'invalid_format': {
        const formats: Record<string, string> = {
          email: 'a valid e-mail address',
          url: 'a valid URL',
          uuid: 'a valid id',
          datetime: 'an ISO 8601 date-time',
          date: 'a date (YYYY-MM-DD)',
        };
        return `${subject} must be ${formats[issue.format] ?? `in the expected format (${issue.format})`}`;
      }
      case 'invalid_value':
        return `${subject} must be ${issue.values.length === 1 ? JSON.stringify(issue.values[0]) : `one of: ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`}`;
      case 'unrecognized_keys':
        return `Unknown parameter: ${issue.keys.join(', ')}`;
      case 'not_multiple_of':
        return `${subject} must be a multiple of ${String(issue.divisor)}`;
      default:
        return `${subject} is not valid`;
    }
  };
}

/** 400 with the first issue's message; `field` names where it is. */
export class ValidationError extends DomainError {
  readonly field: string | undefined;
  constructor(message: string, field: string | undefined) {
    super('invalid', message, { code: 'VALIDATION_ERROR' });
    this.name = 'ValidationError';
    this.field = field;
  }
}

/**
 * Where in `value` (a parsed JSON body, a query or path parameters) a text holds a NUL character, as a
 * path; undefined when none does. PostgreSQL stores no NUL in text, so such a value would fail deep in
 * a query instead of here. Walked with a stack of its own: a deeply nested body cannot overflow it.
 */
function findNulCharacter(value: unknown): (string | number)[] | undefined {
  // Each entry knows its parent, so the path is put together only for the value found.
  interface Entry {
    value: unknown;
    key: string | number | undefined;
    parent: Entry | undefined;
  }
  const pathOf = (entry: Entry | undefined, last?: string): (string | number)[] => {
    const path: (string | number)[] = last === undefined ? [] : [last];
    for (let at = entry; at && at.key !== undefined; at = at.parent) path.push(at.key);
    return path.reverse();
  };
  const stack: Entry[] = [{ value, key: undefined, parent: undefined }];
  while (stack.length > 0) {
    const entry = stack.pop()!;
    const current = entry.value;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return pathOf(entry);
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push({ value: item, key: index, parent: entry }));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes('\u0000')) return pathOf(entry, key);
        stack.push({ value: item, key, parent: entry });
      }
    }
  }
  return undefined;
}

/**
 * Parses `value` with `schema`, or throws a ValidationError (400) with a message naming the field.
 * Any text holding a NUL character is refused first, whatever the schema says of it.
 */
export function parseInput<S extends z.core.$ZodType>(schema: S, value: unknown, location: Location = 'body'): z.output<S> {
  const nul = findNulCharacter(value);
  if (nul) {
    // A path can be as deep as the body is nested: name at most its first steps.
    const field = nul.length > 0 ? `${nul.slice(0, 8).map(String).join('.')}${nul.length > 8 ? '…' : ''}` : undefined;
    throw new ValidationError(`${field ?? (location === 'body' ? 'Request body' : location)} must not contain a NUL character`, field);
  }
  const result = z.safeParse(schema, value, { error: issueMessage(location) });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : undefined;
  throw new ValidationError(issue?.message || 'Invalid request', field);
}

/** The JSON body; an empty body reads as `{}` so that absent fields get their own message. */
async function readJsonBody(c: Context<AppEnv>): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalid('Malformed JSON in request body', 'MALFORMED_JSON');
  }
}

// ---------------------------------------------------------------------------
// Mounting

/** What mounting needs from the application's dependencies (a `Deps` has all of it). */
export interface RouteMountContext {
  auth: { requireAuth: MiddlewareHandler<AppEnv> };
  registry: RouteRegistry;
  config: { nodeEnv: string };
}

async function runAuth(requireAuth: MiddlewareHandler<AppEnv>, c: Context<AppEnv>): Promise<Response | undefined> {
  let passed = false;
  const response = await requireAuth(c, async () => {
    passed = true;
  });
  if (passed) return undefined;
  return response ?? new Response(null, { status: 401 });
}

function matches(route: ParsedRoute, c: Context<AppEnv>): boolean {
  return Object.entries(route.fixedQuery).every(([key, value]) => c.req.query(key) === value);
}

/**
 * A router serving `routes`, registered in the OpenAPI document. Routes that
 * share a method and path are told apart by their fixed query parameters.
 */
export function mountRoutes(ctx: RouteMountContext, routes: BoundRoute[]): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const serialised = new WeakMap<object, string>();
  const checkResponses = ctx.config.nodeEnv !== 'production';
  const groups = new Map<string, BoundRoute[]>();
  for (const bound of routes) {
    ctx.registry.add(bound.route);
    const groupKey = `${bound.route.method} ${bound.route.basePath}`;
    groups.set(groupKey, [...(groups.get(groupKey) ?? []), bound]);
  }

  const run = async (bound: BoundRoute, c: Context<AppEnv>): Promise<Response> => {
    const { route, handler } = bound;
    if (route.auth) {
      const denied = await runAuth(ctx.auth.requireAuth, c);
      if (denied) return denied;
    }
    const input = {
      params: route.params ? parseInput(route.params, c.req.param(), 'path') : undefined,
      query: route.query ? parseInput(route.query, c.req.query(), 'query') : undefined,
      body: route.body ? parseInput(route.body, await readJsonBody(c), 'body') : undefined,
      idempotencyKey: route.idempotencyKey ? readIdempotencyKey(c) : undefined,
    } as RouteInput<RouteDefinition>;
    let output: unknown = await handler(c, input);
    if (output instanceof Response) return output;
    let status = route.status ?? 200;
    if (output instanceof StatusAnswer) {
      if (!route.otherStatuses || !(output.status in route.otherStatuses)) {
        throw new Error(`${route.key} answered ${output.status}, which its definition does not list`);
      }
      status = output.status;
      output = output.data;
    }
    if (status === 204) return c.body(null, 204);
    if (checkResponses && route.response) {
      // Outside production an answer that drifts from its schema is a bug to see at once.
      const checked = z.safeParse(route.response, output);
      if (!checked.success) {
        c.get('log').error({ route: route.key, issues: checked.error.issues }, 'Response does not match its schema');
        throw new Error(`Response of ${route.key} does not match its schema`);
      }
    }
    if (typeof output === 'object' && output !== null && Object.isFrozen(output)) {
      // A frozen answer (from a read cache) never changes: it is serialised once, then sent as it is.
      let text = serialised.get(output as object);
      if (text === undefined) serialised.set(output as object, (text = JSON.stringify(output)));
      return c.body(text, status, { 'Content-Type': 'application/json' });
    }
    return c.json(output as object, status);
  };

  for (const group of groups.values()) {
    const first = group[0]!.route;
    const honoPath = first.basePath;
    const fallback = group.find((bound) => Object.keys(bound.route.fixedQuery).length === 0);
    const discriminators = [...new Set(group.flatMap((bound) => Object.keys(bound.route.fixedQuery)))];
    router.on(first.method, honoPath, async (c) => {
      const chosen = group.find((bound) => Object.keys(bound.route.fixedQuery).length > 0 && matches(bound.route, c)) ?? fallback;
      if (chosen) return run(chosen, c);
      const key = discriminators[0]!;
      const given = c.req.query(key);
      if (given === undefined || given === '') throw missingParameter(key);
      const allowed = group.map((bound) => bound.route.fixedQuery[key]).filter(Boolean);
      throw invalid(`${key} must be one of: ${allowed.join(', ')}`, 'VALIDATION_ERROR');
    });
  }
  return router;
}

/** The routes every router mounted, and the OpenAPI document made of them (openapi-document.ts builds it). */
export interface RouteRegistry {
  add(route: ParsedRoute): void;
  list(): ParsedRoute[];
  document(): Record<string, unknown>;
}
