/**
 * MSW handlers for the administrator's console (packages/contracts/src/api/organizations.ts), with the server's
 * rules: requests checked with the contracts' schemas, one administrator kept (409), each bulk row answered as the
 * server would, pending invitations resent or withdrawn. What the calls changed is read with `current()` in play functions.
 */
import {
  ADMIN_MESSAGES,
  ORGANIZATIONS_PATH,
  ORGANIZATION_MESSAGES,
  allowedDomainsBodySchema,
  bulkInvitationBodySchema,
  communitySettingsBodySchema,
  invitationBodySchema,
  parseInvitationEmail,
  roleBodySchema,
  type AdminMember,
  type Admission,
  type BulkInvitationResponse,
  type CommunitySettings,
  type Invitation,
} from '@kindred/contracts/api/organizations';
import { HttpResponse, http } from 'msw';
import type * as z from 'zod/mini';

const O = `*${ORGANIZATIONS_PATH}`;

const ADMIN_MOCK_ORGS = [
  { orgcode: 'KINDRED-DEMO', name: 'Kindred Demo' },
  { orgcode: 'LUMEN-LABS', name: 'Lumen Labs' },
];

const day = 86_400_000;
const at = (daysAgo: number) => new Date(Date.UTC(2026, 10, 20) - daysAgo * day).toISOString();

function member(index: number, name: string, options: Partial<AdminMember> = {}): AdminMember {
  return {
    memberId: `member-${index}`,
    name,
    email: `${name.split(' ')[0]!.toLowerCase()}@kindred.test`,
    title: 'Engineer',
    department: 'Engineering',
    role: 'member',
    joinedAt: at(100 - index),
    profileComplete: true,
    matchingPaused: false,
    ...options,
  };
}

const ADMIN_MOCK_MEMBERS: AdminMember[] = [
  member(1, 'Demo User', { role: 'admin', title: 'People Lead', department: 'People' }),
  member(2, 'Maya Chen', { title: 'Product Designer', department: 'Design' }),
  member(3, 'Omar Haddad', { title: 'Data Analyst', department: 'Finance', matchingPaused: true }),
  member(4, 'Priya Natarajan', { title: 'Support Specialist', department: 'Customer Success' }),
  member(5, 'Sam Okafor', { title: null, department: null, profileComplete: false, joinedAt: at(1) }),
];

export interface AdminMockOptions {
  organizations?: Array<{ orgcode: string; name: string }>;
  members?: AdminMember[];
  invitations?: Invitation[];
  settings?: Partial<CommunitySettings>;
  /** Answer every console call with this status and message. */
  fail?: { status: number; error: string };
}

type Json = Record<string, unknown>;
const refuse = (status: number, error: string, code?: string) => HttpResponse.json({ error, ...(code ? { code } : {}) }, { status });

async function parse<T>(request: Request, schema: z.ZodMiniType<T>): Promise<{ data: T } | { response: Response }> {
  const parsed = schema.safeParse(await request.json().catch(() => undefined));
  if (parsed.success) return { data: parsed.data };
  return { response: refuse(400, parsed.error.issues[0]?.message ?? 'Invalid request') };
}

export function createAdminMock(options: AdminMockOptions = {}) {
  const organizations = options.organizations ?? ADMIN_MOCK_ORGS;
  const state = {
    members: structuredClone(options.members ?? ADMIN_MOCK_MEMBERS),
    admission: {
      orgcode: organizations[0]?.orgcode ?? 'KINDRED-DEMO',
      joinCode: 'JOIN-3F2A-91C4-77DE-0B18-A5E6',
      allowedEmailDomains: ['kindred.test'],
      invitations: structuredClone(options.invitations ?? []),
    } satisfies Admission,
    settings: { orgcode: organizations[0]?.orgcode ?? 'KINDRED-DEMO', name: organizations[0]?.name ?? 'Kindred Demo', isUsersOpen: true, showCommunityPage: true, matchingPaused: false, ...options.settings },
    bulk: [] as string[][],
  };

  const invite = (email: string): Invitation => {
    const now = Date.now();
    const invitation = { email, invitedAt: new Date(now).toISOString(), expiresAt: new Date(now + 30 * day).toISOString(), acceptedAt: null };
    state.admission.invitations = [invitation, ...state.admission.invitations.filter((i) => i.email !== email)];
    return invitation;
  };
  const pending = (email: string) =>
    state.admission.invitations.some((i) => i.email === email && i.acceptedAt === null && Date.parse(i.expiresAt) > Date.now());

  const guard = (handler: (args: { request: Request; params: Record<string, string | readonly string[] | undefined> }) => Promise<Response> | Response) =>
    (args: { request: Request; params: Record<string, string | readonly string[] | undefined> }) => {
      if (!args.request.headers.get('authorization')) return refuse(401, 'Missing token');
      if (options.fail) return refuse(options.fail.status, options.fail.error);
      return handler(args);
    };

  const handlers = [
    http.get(`${O}/administered`, guard(() => HttpResponse.json({ organizations }))),
    http.get(`${O}/:orgcode/members`, guard(() => HttpResponse.json({ members: state.members }))),
    http.put(
      `${O}/:orgcode/members/:memberId/role`,
      guard(async ({ request, params }) => {
        const body = await parse(request, roleBodySchema);
        if ('response' in body) return body.response;
        const target = state.members.find((m) => m.memberId === params.memberId);
        if (!target) return refuse(404, ADMIN_MESSAGES.memberNotFound);
        if (target.role === 'admin' && body.data.role === 'member' && state.members.filter((m) => m.role === 'admin').length <= 1) {
          return refuse(409, ADMIN_MESSAGES.lastAdmin, 'LAST_ADMIN');
        }
        target.role = body.data.role;
        return HttpResponse.json({ member: target });
      }),
    ),
    http.delete(
      `${O}/:orgcode/members/:memberId`,
      guard(({ params }) => {
        const target = state.members.find((m) => m.memberId === params.memberId);
        if (!target) return refuse(404, ADMIN_MESSAGES.memberNotFound);
        if (target.role === 'admin' && state.members.filter((m) => m.role === 'admin').length <= 1) {
          return refuse(409, ADMIN_MESSAGES.lastAdmin, 'LAST_ADMIN');
        }
        state.members = state.members.filter((m) => m !== target);
        return new HttpResponse(null, { status: 204 });
      }),
    ),
    http.get(`${O}/:orgcode/admission`, guard(() => HttpResponse.json(state.admission))),
    http.post(
      `${O}/:orgcode/invitations/bulk`,
      guard(async ({ request }) => {
        const body = await parse(request, bulkInvitationBodySchema);
        if ('response' in body) return body.response;
        state.bulk.push(body.data.emails);
        const results: BulkInvitationResponse['results'] = body.data.emails.map((given) => {
          const email = parseInvitationEmail(given);
          if (!email) return { email: given.trim(), status: 'invalid' };
          if (state.members.some((m) => m.email === email)) return { email, status: 'alreadyMember' };
          if (pending(email)) return { email, status: 'invitedBefore' };
          invite(email);
          return { email, status: 'invited', mailSent: true };
        });
        return HttpResponse.json({ results });
      }),
    ),
    http.post(
      `${O}/:orgcode/invitations/:email/resend`,
      guard(({ params }) => {
        const email = decodeURIComponent(String(params.email));
        const found = state.admission.invitations.find((i) => i.email === email);
        if (!found) return refuse(404, ORGANIZATION_MESSAGES.invitationNotFound);
        if (found.acceptedAt) return refuse(409, ADMIN_MESSAGES.invitationAccepted, 'INVITATION_ACCEPTED');
        return HttpResponse.json({ invitation: invite(email), mailSent: true });
      }),
    ),
    http.post(
      `${O}/:orgcode/invitations`,
      guard(async ({ request }) => {
        const body = await parse(request, invitationBodySchema);
        if ('response' in body) return body.response;
        if (state.members.some((m) => m.email === body.data.email)) return refuse(409, ORGANIZATION_MESSAGES.alreadyMember, 'ALREADY_MEMBER');
        return HttpResponse.json({ invitation: invite(body.data.email), mailSent: true }, { status: 201 });
      }),
    ),
    http.delete(
      `${O}/:orgcode/invitations/:email`,
      guard(({ params }) => {
        const email = decodeURIComponent(String(params.email));
        const before = state.admission.invitations.length;
        state.admission.invitations = state.admission.invitations.filter((i) => i.email !== email);
        if (state.admission.invitations.length === before) return refuse(404, ORGANIZATION_MESSAGES.invitationNotFound);
        return new HttpResponse(null, { status: 204 });
      }),
    ),
    http.post(
      `${O}/:orgcode/join-code`,
      guard(() => {
        state.admission.joinCode = 'JOIN-7B1E-0C2D-4F5A-9E8B-1234';
        return HttpResponse.json({ joinCode: state.admission.joinCode });
      }),
    ),
    http.put(
      `${O}/:orgcode/allowed-domains`,
      guard(async ({ request }) => {
        const body = await parse(request, allowedDomainsBodySchema);
        if ('response' in body) return body.response;
        state.admission.allowedEmailDomains = [...new Set(body.data.domains)].sort();
        return HttpResponse.json(state.admission);
      }),
    ),
    http.get(`${O}/:orgcode/settings`, guard(() => HttpResponse.json(state.settings))),
    http.put(
      `${O}/:orgcode/settings`,
      guard(async ({ request }) => {
        const body = await parse(request, communitySettingsBodySchema);
        if ('response' in body) return body.response;
        const change = Object.fromEntries(Object.entries(body.data as Json).filter(([, value]) => value !== undefined));
        state.settings = { ...state.settings, ...change };
        return HttpResponse.json(state.settings);
      }),
    ),
  ];
  // Storybook copies plain objects in parameters: play functions read the state through this function.
  return { handlers, current: () => state };
}
