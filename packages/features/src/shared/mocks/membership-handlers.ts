/**
 * MSW handler for a member leaving an organisation (DELETE /v1/organizations/{orgcode}/members/me), over the
 * in-memory fixture database, answering as the server does: 204 once left, 404 when the caller is not a member, 409
 * `LAST_ADMIN` when the caller is the organisation's only administrator (the fixtures keep no roles: the story names
 * those organisations).
 */
import { ADMIN_MESSAGES, ORGANIZATIONS_PATH } from '@kindred/contracts/api/organizations';
import { HttpResponse, http } from 'msw';
import { mockDb, type MockDb } from './db.ts';
import { callerIdOf } from './session.ts';
import { stalledResponse } from './stall.ts';

interface MembershipHandlerOptions {
  db?: MockDb;
  /** Org codes whose only administrator is the caller, with other members: leaving them is refused. */
  onlyAdminOf?: readonly string[];
  /** The answer never comes (the pending state). */
  stalled?: boolean;
}

export function createMembershipHandlers(options: MembershipHandlerOptions = {}) {
  const db = options.db ?? mockDb;
  const onlyAdminOf = new Set((options.onlyAdminOf ?? []).map((code) => code.toUpperCase()));
  return [
    http.delete(`*${ORGANIZATIONS_PATH}/:orgcode/members/me`, ({ request, params }) => {
      const callerId = callerIdOf(request);
      if (!callerId) return HttpResponse.json({ error: 'Authentication required' }, { status: 401 });
      if (options.stalled) return stalledResponse();
      const orgcode = String(params.orgcode).toUpperCase();
      const caller = db.member(callerId);
      if (!caller.orgcodes.includes(orgcode)) return HttpResponse.json({ error: ADMIN_MESSAGES.notAMember(orgcode) }, { status: 404 });
      if (onlyAdminOf.has(orgcode)) {
        return HttpResponse.json({ error: ADMIN_MESSAGES.lastAdminLeaving, code: 'LAST_ADMIN' }, { status: 409 });
      }
      caller.orgcodes.splice(caller.orgcodes.indexOf(orgcode), 1);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

/** The default handler, over the shared `mockDb`. */
export const membershipHandlers = createMembershipHandlers();
