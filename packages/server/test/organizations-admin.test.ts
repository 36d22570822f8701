/**
 * The administrator's console's calls on both engines: members and roles (an organisation always keeps an
 * administrator, also when two demote each other at once), removing a member and leaving (matches stay),
 * bulk invitations answered per row, resending and withdrawing, and the community's settings, with the weekly
 * matching skipping an organisation its administrators paused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as api from '@kindred/contracts/api/organizations';
import { weeklyMatchingJob } from '../src/modules/connections/index.ts';
import { generateWeeklyConnections } from '../src/modules/connections/matching.ts';
import { createTestServer, engines } from './harness.ts';
import type { TestServer } from './harness.ts';
import { addMember, addOrg, connect, json } from './profile-fixtures.ts';
import type { Member } from './profile-fixtures.ts';

const O = api.ORGANIZATIONS_PATH;

describe.each(engines)('the administrator’s console on %s', (engine) => {
  let t: TestServer;
  let org: string;
  let admin: Member;

  const call = (method: string, path: string, token: string | undefined, body?: unknown) =>
    t.request(path, { method, ...(token ? { token } : {}), ...(body !== undefined ? { json: body } : {}) });
  const members = async (orgcode: string, who: Member = admin) =>
    api.membersResponseSchema.parse(await (await call('GET', `${O}/${orgcode}/members`, who.token)).json()).members;

  beforeAll(async () => {
    t = await createTestServer({ engine });
    org = await addOrg(t.db, { name: 'Console Corp' });
    admin = await addMember(t, { orgcodes: [org], adminOf: [org], givenName: 'Ada', familyName: 'Admin' });
  });
  afterAll(() => t.close());

  it('tells a member which organisations they administer', async () => {
    const other = await addOrg(t.db, { name: 'Another Corp' });
    const both = await addMember(t, { orgcodes: [org, other], adminOf: [other] });
    const res = await call('GET', `${O}/administered`, both.token);
    expect(res.status).toBe(200);
    expect(api.administeredSchema.parse(await res.json())).toEqual({ organizations: [{ orgcode: other, name: 'Another Corp' }] });
    const plain = await addMember(t, { orgcodes: [org] });
    expect(await json(await call('GET', `${O}/administered`, plain.token))).toEqual({ organizations: [] });
    expect((await call('GET', `${O}/administered`, undefined)).status).toBe(401);
  });

  it('lists the members with role, joined date, profile state and matching pause', async () => {
    const newcomer = await addMember(t, { orgcodes: [org], hexaco: null, givenName: 'Nia', familyName: 'New', title: 'Designer' });
    await t.db.query(`UPDATE profiles SET matching_paused = true WHERE user_id = $1`, [newcomer.userId]);
    const list = await members(org);
    expect(list.find((m) => m.memberId === newcomer.memberId)).toMatchObject({
      name: 'Nia New',
      email: newcomer.email,
      title: 'Designer',
      department: 'Engineering',
      role: 'member',
      profileComplete: false,
      matchingPaused: true,
    });
    expect(list.find((m) => m.memberId === admin.memberId)).toMatchObject({ role: 'admin', profileComplete: true, matchingPaused: false });
    expect(Number.isNaN(Date.parse(list[0]!.joinedAt))).toBe(false);
  });

  it('makes and removes administrators, and always keeps one', async () => {
    const roleOf = (member: Member, role: string, who: Member = admin) =>
      call('PUT', `${O}/${org}/members/${member.memberId}/role`, who.token, { role });
    const lone = await roleOf(admin, 'member');
    expect(lone.status).toBe(409);
    expect((await json(lone)).error).toBe(api.ADMIN_MESSAGES.lastAdmin);

    const second = await addMember(t, { orgcodes: [org] });
    const promoted = await roleOf(second, 'admin');
    expect(promoted.status).toBe(200);
    expect(api.roleResponseSchema.parse(await promoted.json()).member).toMatchObject({ memberId: second.memberId, role: 'admin' });
    expect((await roleOf(admin, 'member', second)).status).toBe(200);
    expect((await roleOf(second, 'member', second)).status).toBe(409);
    // Admin is a member again: no longer allowed.
    expect((await roleOf(second, 'member')).status).toBe(403);
    expect((await roleOf(admin, 'admin', second)).status).toBe(200);

    expect((await roleOf(admin, 'owner')).status).toBe(400);
    expect((await call('PUT', `${O}/${org}/members/nobody/role`, admin.token, { role: 'admin' })).status).toBe(404);
    // Back to one administrator for the tests below.
    expect((await roleOf(second, 'member')).status).toBe(200);
  });

  it('lets only one of two administrators demoting each other at once succeed', async () => {
    const raceOrg = await addOrg(t.db, { name: 'Race Corp' });
    const [a, b] = await Promise.all([
      addMember(t, { orgcodes: [raceOrg], adminOf: [raceOrg] }),
      addMember(t, { orgcodes: [raceOrg], adminOf: [raceOrg] }),
    ]);
    const statuses = await Promise.all([
      call('PUT', `${O}/${raceOrg}/members/${b.memberId}/role`, a.token, { role: 'member' }).then((r) => r.status),
      call('PUT', `${O}/${raceOrg}/members/${a.memberId}/role`, b.token, { role: 'member' }).then((r) => r.status),
    ]);
    // One succeeds; the other is refused (409 when it still administers, 403 once demoted).
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect((await members(raceOrg, statuses[0] === 200 ? a : b)).filter((m) => m.role === 'admin')).toHaveLength(1);
  });

  it('removes a member, whose matches and conversations stay, but never the last administrator', async () => {
    const leaving = await addMember(t, { orgcodes: [org] });
    const colleague = await addMember(t, { orgcodes: [org] });
    const connection = await connect(t.db, leaving, colleague);
    const res = await call('DELETE', `${O}/${org}/members/${leaving.memberId}`, admin.token);
    expect(res.status).toBe(204);
    expect((await members(org)).map((m) => m.memberId)).not.toContain(leaving.memberId);
    const kept = await t.db.query(`SELECT 1 FROM connections WHERE id = $1`, [connection.id]);
    expect(kept.rows).toHaveLength(1);
    expect((await call('DELETE', `${O}/${org}/members/${leaving.memberId}`, admin.token)).status).toBe(404);
    const last = await call('DELETE', `${O}/${org}/members/${admin.memberId}`, admin.token);
    expect(last.status).toBe(409);
    expect((await json(last)).error).toBe(api.ADMIN_MESSAGES.lastAdmin);
  });

  it('lets a member leave, but not the only administrator while others remain', async () => {
    const member = await addMember(t, { orgcodes: [org] });
    expect((await call('DELETE', `${O}/${org}/members/me`, member.token)).status).toBe(204);
    expect((await call('DELETE', `${O}/${org}/members/me`, member.token)).status).toBe(404);
    const refused = await call('DELETE', `${O}/${org}/members/me`, admin.token);
    expect(refused.status).toBe(409);
    expect((await json(refused)).error).toBe(api.ADMIN_MESSAGES.lastAdminLeaving);
    // Alone in an organisation, its administrator may leave.
    const solo = await addOrg(t.db, { name: 'Solo Corp' });
    const only = await addMember(t, { orgcodes: [solo], adminOf: [solo] });
    expect((await call('DELETE', `${O}/${solo}/members/me`, only.token)).status).toBe(204);
  });

  it('invites many addresses at once, answering each row', async () => {
    const member = await addMember(t, { orgcodes: [org] });
    const before = `before-${Date.now()}@console.example`;
    expect((await call('POST', `${O}/${org}/invitations`, admin.token, { email: before })).status).toBe(201);
    const fresh = `fresh-${Date.now()}@console.example`;
    const res = await call('POST', `${O}/${org}/invitations/bulk`, admin.token, {
      emails: [` ${fresh.toUpperCase()} `, member.email, before, 'not an address', fresh],
    });
    expect(res.status).toBe(200);
    expect(api.bulkInvitationResponseSchema.parse(await res.json()).results).toEqual([
      { email: fresh, status: 'invited', mailSent: true },
      { email: member.email, status: 'alreadyMember' },
      { email: before, status: 'invitedBefore' },
      { email: 'not an address', status: 'invalid' },
      { email: fresh, status: 'invitedBefore' },
    ]);
    expect(await t.mailTo(fresh)).toHaveLength(1);
    expect(await t.mailTo(before)).toHaveLength(1);
  });

  it('refuses more than the bulk maximum, and an empty list', async () => {
    const emails = Array.from({ length: api.BULK_INVITATION_MAX + 1 }, (_, i) => `p${i}@console.example`);
    const tooMany = await call('POST', `${O}/${org}/invitations/bulk`, admin.token, { emails });
    expect(tooMany.status).toBe(400);
    expect((await json(tooMany)).error).toBe(api.ADMIN_MESSAGES.tooManyEmails);
    expect((await call('POST', `${O}/${org}/invitations/bulk`, admin.token, { emails: [] })).status).toBe(400);
    const plain = await addMember(t, { orgcodes: [org] });
    expect((await call('POST', `${O}/${org}/invitations/bulk`, plain.token, { emails: ['x@console.example'] })).status).toBe(403);
  });

  it('resends a pending invitation with a new expiry, and not a withdrawn or accepted one', async () => {
    const email = `resend-${Date.now()}@console.example`;
    const first = api.invitationResponseSchema.parse(await (await call('POST', `${O}/${org}/invitations`, admin.token, { email })).json());
    t.clock.advance(60_000);
    const again = await call('POST', `${O}/${org}/invitations/${encodeURIComponent(email)}/resend`, admin.token);
    expect(again.status).toBe(200);
    const resent = api.invitationResponseSchema.parse(await again.json());
    expect(Date.parse(resent.invitation.expiresAt)).toBeGreaterThan(Date.parse(first.invitation.expiresAt));
    expect(await t.mailTo(email)).toHaveLength(2);

    expect((await call('DELETE', `${O}/${org}/invitations/${encodeURIComponent(email)}`, admin.token)).status).toBe(204);
    expect((await call('POST', `${O}/${org}/invitations/${encodeURIComponent(email)}/resend`, admin.token)).status).toBe(404);
    expect((await call('POST', `${O}/${org}/invitations/nobody%40console.example/resend`, admin.token)).status).toBe(404);

    const invitee = await addMember(t, { orgcodes: [] });
    await call('POST', `${O}/${org}/invitations`, admin.token, { email: invitee.email });
    await t.db.query(`UPDATE organization_invitations SET accepted_at = now() WHERE orgcode = $1 AND email = $2`, [org, invitee.email]);
    expect((await call('POST', `${O}/${org}/invitations/${encodeURIComponent(invitee.email)}/resend`, admin.token)).status).toBe(409);
  });

  it('reads and changes the community’s settings, and a paused organisation is left out of the weekly run', async () => {
    const paused = await addOrg(t.db, { name: 'Paused Corp' });
    const boss = await addMember(t, { orgcodes: [paused], adminOf: [paused] });
    for (let i = 0; i < 3; i++) await addMember(t, { orgcodes: [paused] });
    const read = await call('GET', `${O}/${paused}/settings`, boss.token);
    expect(api.communitySettingsSchema.parse(await read.json())).toEqual({
      orgcode: paused,
      name: 'Paused Corp',
      isUsersOpen: true,
      showCommunityPage: true,
      matchingPaused: false,
    });
    const put = await call('PUT', `${O}/${paused}/settings`, boss.token, { matchingPaused: true, showCommunityPage: false });
    expect(put.status).toBe(200);
    expect(await json(put)).toMatchObject({ isUsersOpen: true, showCommunityPage: false, matchingPaused: true });
    expect((await call('PUT', `${O}/${paused}/settings`, boss.token, {})).status).toBe(400);
    expect((await call('PUT', `${O}/${paused}/settings`, boss.token, { matchingPaused: 'yes' })).status).toBe(400);
    expect((await call('PUT', `${O}/${paused}/settings`, admin.token, { matchingPaused: false })).status).toBe(403);

    const job = weeklyMatchingJob({ db: t.db });
    expect((await job.dueKeys(t.clock.now())).some((key) => key.startsWith(`${paused}@`))).toBe(false);
    const week = new Date(t.clock.now().getTime() + 7 * 86_400_000);
    const run = await generateWeeklyConnections(t.db, { weekStart: week, perMember: 1, orgcodes: [paused] });
    expect(run.organizations).toEqual([]);

    expect((await call('PUT', `${O}/${paused}/settings`, boss.token, { matchingPaused: false })).status).toBe(200);
    expect((await job.dueKeys(t.clock.now())).some((key) => key.startsWith(`${paused}@`))).toBe(true);
    const resumed = await generateWeeklyConnections(t.db, { weekStart: week, perMember: 1, orgcodes: [paused] });
    expect(resumed.organizations[0]?.created).toBeGreaterThan(0);
  });
});
