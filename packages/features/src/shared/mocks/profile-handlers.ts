/**
 * MSW handlers for the profile API (packages/contracts/src/api/profile.ts),
 * over the in-memory fixture database. Requests are checked with the
 * contract's schemas and answers are parsed with the contract's response
 * schemas before they leave, so a handler can never drift from the server's
 * shapes. Errors are `{ error }` with the server's status and words.
 *
 * Calls handled: userSpecific, orgs, connections, org-members, matching-settings (POST); viewed, dbedit, add-orgcode, pause-matching (PUT); the
 * preset avatar pictures (GET). Other `type`s fall through to later handlers.
 *
 * `profileScenarios` are single handlers to put before the defaults in a
 * story: `[profileScenarios.profileServerError, ...profileHandlers]`.
 */
import {
  AVATARS_PATH,
  PROFILE_PATH,
  addOrgcodeBodySchema,
  addOrgcodeResponseSchema,
  orgsBodySchema,
  orgsResponseSchema,
  userSpecificQuerySchema,
  userSpecificResponseSchema,
} from '@kindred/contracts/api/profile';
import {
  connectionsBodySchema,
  orgMembersBodySchema,
  orgMembersResponseSchema,
  connectionsResponseSchema,
  matchingSettingsBodySchema,
  matchingSettingsResponseSchema,
  pauseMatchingBodySchema,
  viewedBodySchema,
  viewedResponseSchema,
} from '@kindred/contracts/api/connections';
import { dbeditBodySchema, dbeditResponseSchema } from '@kindred/contracts/api/profile-edit';
import { presetAvatarSvg } from '@kindred/contracts/domain/avatars';
import { HttpResponse, delay, http, type HttpResponseResolver } from 'msw';
import type * as z from 'zod/mini';
import { MockApiError, mockDb, type MockDb } from './db.ts';
import { callerIdOf } from './session.ts';
import { stalledResponse } from './stall.ts';
import { toTypedItem } from './typed-attributes.ts';

/** 'plain' as our server answers; 'typed' as another implementation may (docs/decisions.md#we-build-the-server). */
export type AnswerForm = 'plain' | 'typed';

export interface ProfileHandlerOptions {
  db?: MockDb;
  form?: AnswerForm;
  /** Simulated latency in ms (0 by default, so tests stay quick). */
  latencyMs?: number;
}

const ANY_ORIGIN = '*';
const profileUrl = `${ANY_ORIGIN}${PROFILE_PATH}`;

function errorResponse(status: number, error: string) {
  return HttpResponse.json({ error }, { status });
}

function firstIssue(error: z.core.$ZodError): string {
  return error.issues[0]?.message ?? 'Invalid request';
}

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return Symbol.for('invalid-json');
  }
}

type Call = (context: { callerId: string; url: URL; body: unknown }) => unknown;

/** Runs one call: authentication, the call, errors as the server words them, the answer in the chosen form. */
async function run(request: Request, form: AnswerForm, latencyMs: number, call: Call, shape: (answer: unknown) => unknown) {
  if (latencyMs > 0) await delay(latencyMs);
  const callerId = callerIdOf(request);
  if (!callerId) return errorResponse(401, 'Authentication required');
  const body = request.method === 'GET' ? undefined : await readBody(request);
  if (body === Symbol.for('invalid-json')) return errorResponse(400, 'Request body must be JSON');
  try {
    const answer = call({ callerId, url: new URL(request.url), body });
    return HttpResponse.json((form === 'typed' ? shape(answer) : answer) as never);
  } catch (error) {
    if (error instanceof MockApiError) return errorResponse(error.status, error.message);
    throw error;
  }
}

function parseOr400<S extends z.ZodMiniType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new MockApiError(400, firstIssue(result.error));
  return result.data;
}

const asTypedItem = (answer: unknown) => toTypedItem(answer as object);
const asTypedList = (answer: unknown) => (answer as object[]).map((item) => toTypedItem(item));

export function createProfileHandlers(options: ProfileHandlerOptions = {}) {
  const db = options.db ?? mockDb;
  const form = options.form ?? 'plain';
  const latencyMs = options.latencyMs ?? 0;

  const post: HttpResponseResolver = ({ request }) => {
    const type = new URL(request.url).searchParams.get('type');
    switch (type) {
      case 'userSpecific':
        return run(
          request,
          form,
          latencyMs,
          ({ callerId, url }) => {
            const query = parseOr400(userSpecificQuerySchema, Object.fromEntries(url.searchParams));
            return userSpecificResponseSchema.parse(db.userProfile(callerId, query));
          },
          asTypedItem,
        );
      case 'orgs':
        return run(
          request,
          form,
          latencyMs,
          ({ callerId, body }) => {
            const parsed = parseOr400(orgsBodySchema, body);
            return orgsResponseSchema.parse(db.organizationDetails(callerId, parsed.orgcodeList));
          },
          asTypedList,
        );
      case 'org-members':
        return run(
          request,
          form,
          latencyMs,
          ({ callerId, body }) => orgMembersResponseSchema.parse(db.orgMembers(callerId, parseOr400(orgMembersBodySchema, body).orgcode)),
          asTypedList,
        );
      case 'connections':
        return run(
          request,
          form,
          latencyMs,
          ({ callerId, body }) => connectionsResponseSchema.parse(db.connectionRecords(callerId, parseOr400(connectionsBodySchema, body))),
          asTypedList,
        );
      case 'matching-settings':
        return run(
          request,
          form,
          latencyMs,
          ({ callerId, body }) => {
            parseOr400(matchingSettingsBodySchema, body);
            return matchingSettingsResponseSchema.parse(db.matchingSettings(callerId));
          },
          asTypedItem,
        );
      default:
        return undefined;
    }
  };

  const put: HttpResponseResolver = ({ request }) => {
    const type = new URL(request.url).searchParams.get('type');
    switch (type) {
      case 'dbedit':
        return run(
          request,
          form,
          latencyMs,
          ({ callerId, body }) => dbeditResponseSchema.parse(db.editProfile(callerId, parseOr400(dbeditBodySchema, body))),
          asTypedItem,
        );
      case 'viewed':
        return run(
          request,
          form,
          latencyMs,
          ({ callerId, body }) => viewedResponseSchema.parse(db.markViewed(callerId, parseOr400(viewedBodySchema, body))),
          asTypedItem,
        );
      case 'add-orgcode':
        return run(
          request,
          form,
          latencyMs,
          ({ callerId, body }) => addOrgcodeResponseSchema.parse(db.addOrgcode(callerId, parseOr400(addOrgcodeBodySchema, body))),
          asTypedItem,
        );
      case 'pause-matching':
        return run(
          request,
          form,
          latencyMs,
          ({ callerId, body }) => matchingSettingsResponseSchema.parse(db.pauseMatching(callerId, parseOr400(pauseMatchingBodySchema, body))),
          asTypedItem,
        );
      default:
        return undefined;
    }
  };

  return [
    http.post(profileUrl, post),
    http.put(profileUrl, put),
    http.get(`${ANY_ORIGIN}${AVATARS_PATH}/:file`, ({ params }) => {
      const svg = presetAvatarSvg(String(params.file));
      return svg ? new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml' } }) : errorResponse(404, 'Not found');
    }),
  ];
}

/** The default handlers, over the shared `mockDb`, answering plain JSON. */
export const profileHandlers = createProfileHandlers();

/** A handler for one profile call `type` that answers with `resolver`; other types fall through. */
export function profileCall(method: 'post' | 'put', type: string, resolver: HttpResponseResolver) {
  return http[method](profileUrl, (info) => (new URL(info.request.url).searchParams.get('type') === type ? resolver(info) : undefined));
}

/** Single-handler overrides for stories and tests; put them before the defaults. */
export const profileScenarios = {
  /** The profile never arrives: the loading state. */
  profileLoading: profileCall('post', 'userSpecific', () => stalledResponse()),
  /** 500: the global handler's toast, then the error screen. */
  profileServerError: profileCall('post', 'userSpecific', () => errorResponse(500, 'Internal server error')),
  /** 404: 'User profile not found', then the error screen. */
  profileNotFound: profileCall('post', 'userSpecific', () => errorResponse(404, 'User profile not found')),
  /** 200 with nothing in it: 'Unable to load profile data'. */
  profileEmpty: profileCall('post', 'userSpecific', () => new HttpResponse(null, { status: 200 })),
  /** Organisation details fail: the basic organisation data stands. */
  orgsUnavailable: profileCall('post', 'orgs', () => errorResponse(503, 'Service temporarily unavailable')),
  /** Saving a profile edit fails (the avatar failure toast). */
  dbeditUnavailable: profileCall('put', 'dbedit', () => errorResponse(503, 'Service temporarily unavailable')),
  /** Saving takes a while (the pending state). */
  dbeditSlow: profileCall('put', 'dbedit', () => stalledResponse()),
};

