/**
 * The profile calls against the shared MSW handlers (the same ones the stories
 * use), in Node: query options, the client-side checks of docs/product.md#validation, both answer
 * forms, the errors the home screen shows, and the cache updates of edits.
 */
import { PRESET_AVATAR_URLS, userProfileSchema } from '@kindred/contracts/api/profile';
import { QueryClient } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// The toast lives in the UI kit (vanilla-extract styles need a bundler); here it is a spy.
vi.mock('@kindred/ui/Toast', () => ({ toast: { show: vi.fn(), success: vi.fn(), error: vi.fn() }, toastsReady: () => Promise.resolve() }));
// The HTTP client resolves paths against the page's origin.
vi.hoisted(() => {
  vi.stubGlobal('location', { origin: 'http://kindred.test', href: 'http://kindred.test/', reload: () => {} });
});

const { createMockDb } = await import('../../shared/mocks/db.ts');
const { FIXTURE_IDS } = await import('../../shared/mocks/fixtures.ts');
const { createProfileHandlers, profileScenarios } = await import('../../shared/mocks/profile-handlers.ts');
const { signInMock, signOutMock } = await import('../../shared/mocks/session.ts');
const { createQueryClient, QUERY_STALE_TIME_MS } = await import('../../shared/query-client.ts');
const { toast } = await import('@kindred/ui/Toast');
const { profileKeys } = await import('./keys.ts');
const {
  PROFILE_STALE_TIME_MS,
  ProfileLoadError,
  fetchUserProfile,
  loadUserProfile,
  ownProfileQueryOptions,
  userProfileQueryOptions,
} = await import('./get-profile.ts');
const { fetchOrganizations, organizationsQueryOptions } = await import('./get-organizations.ts');
const { applyProfileEdit, updateProfile } = await import('./update-profile.ts');
const { addOrgcode } = await import('./join-organization.ts');

const db = createMockDb();
const server = setupServer(...createProfileHandlers({ db }));
const maya = { id: FIXTURE_IDS.maya, email: 'maya.chen@example.com' };
const jordan = { id: FIXTURE_IDS.jordan, email: 'jordan.okafor@example.com' };

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  db.reset();
  signInMock(maya.id);
});
afterEach(() => {
  server.resetHandlers();
  vi.clearAllMocks();
});
afterAll(() => {
  server.close();
  signOutMock();
});

describe('profile query options', () => {
  it('keys the profile by member id and e-mail, generic to specific', () => {
    expect(ownProfileQueryOptions(maya).queryKey).toEqual(['profile', 'user', maya.id, maya.email]);
    expect(userProfileQueryOptions(maya, ' Jordan.Okafor@Example.com ').queryKey).toEqual(['profile', 'user', maya.id, 'jordan.okafor@example.com']);
    expect(profileKeys.orgs(['northwind', 'ACME', 'acme'])).toEqual(['profile', 'orgs', ['ACME', 'NORTHWIND']]);
  });

  it('makes the home profile refetch on focus with a 5-minute stale time, overriding the client default', () => {
    const own = ownProfileQueryOptions(maya);
    expect(own.refetchOnWindowFocus).toBe(true);
    expect(own.staleTime).toBe(5 * 60_000);
    expect(PROFILE_STALE_TIME_MS).toBe(QUERY_STALE_TIME_MS);
    expect(createQueryClient().getDefaultOptions().queries?.refetchOnWindowFocus).toBe(false);
  });

  it("leaves another member's profile on the client defaults", () => {
    const other = userProfileQueryOptions(maya, jordan.email);
    expect(other.refetchOnWindowFocus).toBeUndefined();
    expect(other.staleTime).toBeUndefined();
  });

  it('stays disabled until both the member id and the e-mail are known', () => {
    expect(ownProfileQueryOptions(null).enabled).toBe(false);
    expect(ownProfileQueryOptions({ id: '', email: maya.email }).enabled).toBe(false);
    expect(ownProfileQueryOptions({ id: maya.id, email: ' ' }).enabled).toBe(false);
    expect(ownProfileQueryOptions(maya).enabled).toBe(true);
    expect(organizationsQueryOptions([]).enabled).toBe(false);
    expect(organizationsQueryOptions(['ACME']).enabled).toBe(true);
  });

  it('loads through a query client', async () => {
    const client = createQueryClient();
    const profile = await client.fetchQuery(ownProfileQueryOptions(maya));
    expect(profile.user.fname).toBe('Maya');
    expect(client.getQueryData(ownProfileQueryOptions(maya).queryKey)?.id).toBe(maya.id);
  });
});

describe('fetchUserProfile', () => {
  it("throws 'User ID and email are required' before any request", async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => requests.push(request.url));
    await expect(fetchUserProfile({ memberId: '', email: maya.email })).rejects.toThrow('User ID and email are required');
    await expect(fetchUserProfile({ memberId: maya.id, email: '  ' })).rejects.toThrow('User ID and email are required');
    expect(requests).toEqual([]);
    server.events.removeAllListeners();
  });

  it("throws 'No authentication token available' when signed out", async () => {
    signOutMock();
    await expect(fetchUserProfile({ memberId: maya.id, email: maya.email })).rejects.toThrow('No authentication token available');
  });

  it('sends POST ?type=userSpecific&memberId&alreadyViewed=true&email with the bearer token', async () => {
    let seen: Request | undefined;
    server.events.on('request:start', ({ request }) => {
      seen = request.clone();
    });
    await fetchUserProfile({ memberId: maya.id, email: maya.email });
    server.events.removeAllListeners();
    expect(seen?.method).toBe('POST');
    const url = new URL(seen?.url ?? '');
    expect(url.pathname).toBe('/v1/user-profile');
    expect([...url.searchParams.keys()]).toEqual(['type', 'memberId', 'alreadyViewed', 'email']);
    expect(Object.fromEntries(url.searchParams)).toEqual({ type: 'userSpecific', memberId: maya.id, alreadyViewed: 'true', email: maya.email });
    expect(seen?.headers.get('Authorization')).toBe(`Bearer mock-id-token.${maya.id}`);
  });

  it('reads the same profile from a plain and a typed-attribute answer', async () => {
    const plain = await fetchUserProfile({ memberId: maya.id, email: maya.email });
    server.use(...createProfileHandlers({ db, form: 'typed' }));
    const typed = await fetchUserProfile({ memberId: maya.id, email: maya.email });
    expect(typed).toEqual(plain);
    expect(userProfileSchema.parse(plain)).toEqual(plain);
    expect(plain?.connectionIds).toHaveLength(3);
  });

  it("reads a colleague's profile without their connections", async () => {
    const profile = await fetchUserProfile({ memberId: maya.id, email: jordan.email });
    expect(profile?.user.fname).toBe('Jordan');
    expect(profile?.connectionIds).toEqual([]);
    expect(profile?.isSelf).toBe(false);
  });

  it('returns null for an empty answer', async () => {
    server.use(profileScenarios.profileEmpty);
    await expect(fetchUserProfile({ memberId: maya.id, email: maya.email })).resolves.toBeNull();
  });
});

describe('loadUserProfile (the query function)', () => {
  it("fails with 'Unable to load profile data' when the answer is empty", async () => {
    server.use(profileScenarios.profileEmpty);
    const error = await loadUserProfile({ memberId: maya.id, email: maya.email }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProfileLoadError);
    expect((error as Error).message).toBe('Unable to load profile data');
  });

  it("keeps the cause and status of a 404 ('User profile not found') so it is not retried", async () => {
    server.use(profileScenarios.profileNotFound);
    const error = (await loadUserProfile({ memberId: maya.id, email: maya.email }).catch((caught: unknown) => caught)) as InstanceType<
      typeof ProfileLoadError
    >;
    expect(error.message).toBe('User profile not found');
    expect(error.status).toBe(404);
    expect((error.cause as Error).message).toBe('User profile not found');
  });

  it("shows the global server-error toast on 500 and fails with 'Unable to load profile data'", async () => {
    server.use(profileScenarios.profileServerError);
    await expect(loadUserProfile({ memberId: maya.id, email: maya.email })).rejects.toThrow('Unable to load profile data');
    expect(toast.show).toHaveBeenCalledWith(expect.objectContaining({ title: 'Server error occurred. Please try again later.' }));
  });

  it('wraps the client-side checks too', async () => {
    await expect(loadUserProfile({ memberId: '', email: '' })).rejects.toMatchObject({
      message: 'Unable to load profile data',
      cause: expect.objectContaining({ message: 'User ID and email are required' }),
    });
  });
});

describe('orgs', () => {
  it('reads the details of the member organisations', async () => {
    const orgs = await fetchOrganizations(['acme', 'NORTHWIND']);
    expect(orgs.map((org) => [org.orgcode, org.isUsersOpen])).toEqual([
      ['ACME', true],
      ['NORTHWIND', false],
    ]);
  });

  it('reads a typed-attribute answer the same way', async () => {
    const plain = await fetchOrganizations(['ACME']);
    server.use(...createProfileHandlers({ db, form: 'typed' }));
    expect(await fetchOrganizations(['ACME'])).toEqual(plain);
  });

  it('checks the request with the contract schema', async () => {
    await expect(fetchOrganizations([])).resolves.toEqual([]);
    await expect(fetchOrganizations([''])).rejects.toThrow('orgcodeList must not contain empty values');
  });
});

describe('dbedit', () => {
  it('saves a preset avatar and answers the updated profile', async () => {
    const profile = await updateProfile({ ...maya, details: { profilePicture: PRESET_AVATAR_URLS[2] } });
    expect(profile?.profilePictureUrl).toBe(PRESET_AVATAR_URLS[2]);
    expect(db.member(maya.id).profilePicture).toBe(PRESET_AVATAR_URLS[2]);
  });

  it('refuses a body the contract refuses, before the network', async () => {
    await expect(updateProfile({ ...maya, details: {} })).rejects.toThrow('details must change at least one field');
    await expect(updateProfile({ id: '', email: maya.email, details: { city: 'Oslo' } })).rejects.toThrow('Missing required parameter: id');
  });

  it("says 'No JWT token available' when signed out", async () => {
    signOutMock();
    await expect(updateProfile({ ...maya, details: { city: 'Oslo' } })).rejects.toThrow('No JWT token available');
  });

  it("carries the server's message on refusal", async () => {
    await expect(updateProfile({ ...maya, details: { profilePicture: 'https://elsewhere.example/me.png' } })).rejects.toThrow(
      'profilePicture must be one of the preset avatars or a picture you uploaded',
    );
  });

  it('puts the answer in the cache, or patches the cached profile when the answer is empty', async () => {
    const client = new QueryClient();
    const key = ownProfileQueryOptions(maya).queryKey;
    const before = await client.fetchQuery(ownProfileQueryOptions(maya));
    const answer = await updateProfile({ ...maya, details: { city: 'Oslo' } });
    applyProfileEdit(client, maya, { city: 'Oslo' }, answer);
    expect(client.getQueryData(key)?.city).toBe('Oslo');

    server.use(http.put('*/v1/user-profile', () => new HttpResponse(null, { status: 200 })));
    const empty = await updateProfile({ ...maya, details: { profilePicture: PRESET_AVATAR_URLS[0] } });
    expect(empty).toBeNull();
    applyProfileEdit(client, maya, { profilePicture: PRESET_AVATAR_URLS[0] }, empty);
    const patched = client.getQueryData(key);
    expect(patched?.profilePictureUrl).toBe(PRESET_AVATAR_URLS[0]);
    expect(patched?.user.profilePicture).toBe(PRESET_AVATAR_URLS[0]);
    expect(patched?.id).toBe(before.id);
  });
});

describe('add-orgcode', () => {
  it('joins an organisation by its join code and answers the new lists', async () => {
    signInMock(jordan.id);
    // The public code alone admits nobody.
    await expect(addOrgcode({ ...jordan, orgcode: 'NORTHWIND' })).rejects.toThrow('Organization not found');
    const result = await addOrgcode({ ...jordan, orgcode: 'join-nwnd-0000-0000-0002' });
    expect(result).toEqual({
      joined: true,
      orgcode: ['ACME', 'NORTHWIND'],
      organizations: [expect.objectContaining({ orgcode: 'ACME' }), expect.objectContaining({ orgcode: 'NORTHWIND' })],
    });
    await expect(addOrgcode({ ...jordan, orgcode: 'NORTHWIND' })).resolves.toMatchObject({ joined: false });
  });

  it("reports an unknown code with the server's message", async () => {
    await expect(addOrgcode({ ...maya, orgcode: 'NOPE' })).rejects.toThrow('Organization not found');
  });
});
