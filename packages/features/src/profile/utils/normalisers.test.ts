/**
 * The profile normalisers, each fed the same answer in both forms the spec
 * allows: plain JSON (our server) and typed attributes (docs/decisions.md#we-build-the-server).
 */
import { userProfileSchema, type UserProfile } from '@kindred/contracts/api/profile';
import { describe, expect, it } from 'vitest';
import { createMockDb } from '../../shared/mocks/db.ts';
import { FIXTURE_IDS } from '../../shared/mocks/fixtures.ts';
import { toTypedAttributes, toTypedItem } from '../../shared/mocks/typed-attributes.ts';
import { organizationsAnswerSchema, profileAnswerSchema } from '../api/profile-schemas.ts';
import {
  CITY_NOT_SPECIFIED,
  DEFAULT_ARCHETYPE_NAME,
  DEFAULT_FULL_NAME,
  archetypeName,
  mergeLists,
  readBirthdate,
  toNormalizedProfile,
} from './normalized-profile.ts';
import { toProfileView } from './profile-view.ts';

const db = createMockDb();
const own = (id: string): UserProfile => {
  const member = db.member(id);
  return db.userProfile(id, { memberId: id, email: member.email });
};
const maya = own(FIXTURE_IDS.maya);
const sam = own(FIXTURE_IDS.sam);

/** The same answer as our server sends it and as a typed-attribute implementation would. */
const bothForms = (answer: UserProfile) =>
  [
    ['plain', answer],
    ['typed attributes', toTypedItem(answer)],
    ['typed attributes in an Item envelope', { Item: toTypedItem(answer) }],
  ] as const;

const TODAY = new Date(2026, 10, 22); // 22 November 2026

describe('profileAnswerSchema', () => {
  it.each(bothForms(maya))('reads a full profile (%s) into the contract shape', (_form, answer) => {
    const profile = profileAnswerSchema.parse(answer);
    expect(userProfileSchema.parse(profile)).toEqual(maya);
  });

  it.each(bothForms(sam))('reads a new member without questionnaire (%s)', (_form, answer) => {
    const profile = profileAnswerSchema.parse(answer);
    expect(profile.hexaco).toBeNull();
    expect(profile.archetype).toBeNull();
    expect(profile.connectionIds).toEqual([]);
    expect(profile.organizations).toEqual([]);
  });

  it('fills missing fields with the screens defaults and takes numbers sent as text', () => {
    const profile = profileAnswerSchema.parse({
      id: 42,
      user: { fname: 'Ana' },
      hexaco: { honesty: '15', openness: 30, extraversion: 'lots' },
      dobday: '7',
      interests: 'Sailing',
      connectionIds: ['c1', '', 7],
    });
    expect(profile.id).toBe('42');
    expect(profile.user).toEqual({ fname: 'Ana', lname: '', email: '', profilePicture: null });
    expect(profile.hexaco).toEqual({ honesty: 15, openness: 30 });
    expect(profile.dobday).toBe(7);
    expect(profile.city).toBeNull();
    expect(profile.interests).toEqual(['Sailing']);
    expect(profile.favoriteThings).toEqual([]);
    expect(profile.connectionIds).toEqual(['c1', '7']);
    expect(profile.organizations).toEqual([]);
  });

  it('takes fields kept only in rawData, and the picture from whichever field has it', () => {
    const profile = profileAnswerSchema.parse({
      id: 'm1',
      user: { fname: 'Ana', lname: 'B', email: 'ana@example.com' },
      profilePicture: '/v1/profile/avatars/preset-2.svg',
      rawData: { city_current: 'Lisbon', archetype: 'the rock', hexaco: { honesty: 30 } },
    });
    expect(profile.city_current).toBe('Lisbon');
    expect(profile.archetype).toBe('the rock');
    expect(profile.hexaco).toEqual({ honesty: 30 });
    expect(profile.profilePictureUrl).toBe('/v1/profile/avatars/preset-2.svg');
    expect(profile.user.profilePicture).toBe('/v1/profile/avatars/preset-2.svg');
  });

  it('reads the user fields from the top level when there is no user block', () => {
    const profile = profileAnswerSchema.parse(toTypedItem({ id: 'm1', fname: 'Ana', lname: 'Silva', email: 'ana@example.com' }));
    expect(profile.user).toEqual({ fname: 'Ana', lname: 'Silva', email: 'ana@example.com', profilePicture: null });
  });
});

describe('organizationsAnswerSchema', () => {
  const details = db.organizationDetails(FIXTURE_IDS.maya, ['ACME', 'NORTHWIND']);

  it.each([
    ['plain', details],
    ['typed attributes', details.map((org) => toTypedItem(org))],
    ['typed list', toTypedAttributes(details)],
  ])('reads the orgs answer (%s)', (_form, answer) => {
    expect(organizationsAnswerSchema.parse(answer)).toEqual([
      expect.objectContaining({ orgcode: 'ACME', orgname: 'Acme Robotics', isUsersOpen: true, showCommunityPage: true }),
      expect.objectContaining({ orgcode: 'NORTHWIND', isUsersOpen: false, showCommunityPage: false }),
    ]);
  });

  it('defaults isUsersOpen to true and showCommunityPage to false, reads the IsUsersOpen spelling, skips entries without a code', () => {
    const read = organizationsAnswerSchema.parse([
      { orgcode: 'A' },
      { orgcode: 'B', IsUsersOpen: false, description: 'Bee' },
      { orgname: 'No code' },
      'junk',
    ]);
    expect(read).toEqual([
      { orgcode: 'A', orgname: 'A', description: '', archetype: null, showCommunityPage: false, isUsersOpen: true },
      { orgcode: 'B', orgname: 'B', description: 'Bee', archetype: null, showCommunityPage: false, isUsersOpen: false },
    ]);
  });

  it('reads nothing as an empty list', () => {
    expect(organizationsAnswerSchema.parse(null)).toEqual([]);
    expect(organizationsAnswerSchema.parse({})).toEqual([]);
  });
});

describe('toNormalizedProfile: the member at a glance', () => {
  it.each(bothForms(maya))('maps a profile (%s): name, archetype, six traits as percentages', (_form, answer) => {
    const member = toNormalizedProfile(profileAnswerSchema.parse(answer), TODAY);
    expect(member).toMatchObject({
      id: FIXTURE_IDS.maya,
      fullName: 'Maya Chen',
      email: 'maya.chen@example.com',
      pictureUrl: '/v1/profile/avatars/preset-2.svg',
      archetype: { name: 'The Storyteller', id: 'the storyteller', given: true },
      hasHexaco: true,
    });
    // raw / 30 × 100, rounded
    expect(member.hexacoStats).toEqual({
      honestyHumility: 70,
      emotionality: 63,
      extraversion: 83,
      agreeablenessVsAnger: 67,
      conscientiousness: 53,
      opennessToExperience: 80,
    });
  });

  it.each(bothForms(sam))("falls back to 'The Organizer' and the default scores without a questionnaire (%s)", (_form, answer) => {
    const member = toNormalizedProfile(profileAnswerSchema.parse(answer), TODAY);
    expect(member.archetype.name).toBe('The Organizer');
    expect(member.hasHexaco).toBe(false);
    expect(member.hexacoStats.honestyHumility).toBe(50);
  });

  it("falls back to 'User' without a name", () => {
    const member = toNormalizedProfile(profileAnswerSchema.parse({ id: 'x', user: { fname: '  ', lname: '' } }), TODAY);
    expect(member.fullName).toBe(DEFAULT_FULL_NAME);
  });

  it('clamps trait scores to 0-100 and rounds them', () => {
    const { hexacoStats } = toNormalizedProfile(
      profileAnswerSchema.parse({ id: 'x', hexaco: { honesty: 45, neuroticism: -3, extraversion: 10.1, agreeableness: 0, conscientiousness: 30, openness: 29.9 } }),
      TODAY,
    );
    expect(hexacoStats.honestyHumility).toBe(100);
    expect(hexacoStats.emotionality).toBe(0);
    expect(hexacoStats.extraversion).toBe(34);
    expect(hexacoStats.agreeablenessVsAnger).toBe(0);
    expect(hexacoStats.conscientiousness).toBe(100);
    expect(hexacoStats.opennessToExperience).toBe(100);
  });

  it('reads archetypes in any spelling and shows unknown names as they are', () => {
    expect(archetypeName('the organizer')).toEqual({ name: 'The Organizer', id: 'the organizer' });
    expect(archetypeName('Explorer')).toEqual({ name: 'The Explorer', id: 'the explorer' });
    expect(archetypeName('Catalyst')).toEqual({ name: 'Catalyst', id: null });
    expect(archetypeName(null).name).toBe(DEFAULT_ARCHETYPE_NAME);
    expect(archetypeName('   ').name).toBe('The Organizer');
  });
});

describe('toNormalizedProfile', () => {
  it.each(bothForms(maya))('groups a full profile (%s)', (_form, answer) => {
    const normalized = toNormalizedProfile(profileAnswerSchema.parse(answer), TODAY);
    expect(normalized.connectionCount).toBe(3);
    expect(normalized.professionalSnapshot).toEqual({
      education: ["Master's degree"],
      educationDetail: 'Interaction design, with a thesis on warehouse wayfinding.',
      universities: ['University of Washington', 'Carnegie Mellon University'],
    });
    expect(normalized.personalInformation).toEqual({
      city: 'Seattle',
      interests: ['Photography', 'Hiking', 'Letterpress printing'],
      birthdate: { day: 14, month: 3, year: 1991, age: 35 },
    });
    expect(normalized.funFacts).toEqual({
      favoriteThings: ['Good coffee', 'Sourdough', 'Rainy Sundays'],
      favoriteArtists: ['Indie folk', 'Phoebe Bridgers'],
      happyPlaces: ['The mountains', 'Any bookshop'],
      abilities: ['Speak every language'],
      peopleAdmire: ['My grandmother'],
      thingsAboutMe: ['I have visited 23 countries', 'I sketch every meeting'],
      thingsFire: ['My film camera'],
    });
    expect(normalized.hexacoStats).toEqual({
      honestyHumility: 70,
      emotionality: 63,
      extraversion: 83,
      agreeablenessVsAnger: 67,
      conscientiousness: 53,
      opennessToExperience: 80,
    });
    expect(normalized.hasHexaco).toBe(true);
  });

  it.each(bothForms(sam))("defaults the city to 'Not Specified' and leaves the birthdate out (%s)", (_form, answer) => {
    const normalized = toNormalizedProfile(profileAnswerSchema.parse(answer), TODAY);
    expect(normalized.connectionCount).toBe(0);
    expect(normalized.personalInformation).toEqual({ city: CITY_NOT_SPECIFIED, interests: [], birthdate: null });
    expect(normalized.funFacts.favoriteThings).toEqual([]);
    expect(normalized.hasHexaco).toBe(false);
  });

  it('uses the home city when there is no current city', () => {
    const normalized = toNormalizedProfile(profileAnswerSchema.parse({ id: 'x', city: 'Porto', city_current: ' ' }), TODAY);
    expect(normalized.personalInformation.city).toBe('Porto');
  });
});

describe('readBirthdate', () => {
  it('needs day, month and year', () => {
    expect(readBirthdate(14, 3, null, TODAY)).toBeNull();
    expect(readBirthdate(null, 3, 1991, TODAY)).toBeNull();
    expect(readBirthdate(14, undefined, 1991, TODAY)).toBeNull();
  });

  it('computes the age, counting the birthday itself', () => {
    expect(readBirthdate(22, 11, 2000, TODAY)?.age).toBe(26);
    expect(readBirthdate(23, 11, 2000, TODAY)?.age).toBe(25);
    expect(readBirthdate(1, 1, 2008, TODAY)?.age).toBe(18);
  });

  it('rejects dates that do not exist or lie in the future', () => {
    expect(readBirthdate(31, 2, 1990, TODAY)).toBeNull();
    expect(readBirthdate(29, 2, 2001, TODAY)).toBeNull();
    expect(readBirthdate(29, 2, 2000, TODAY)).not.toBeNull();
    expect(readBirthdate(1, 1, 2027, TODAY)).toBeNull();
    expect(readBirthdate(1.5, 1, 1990, TODAY)).toBeNull();
  });
});

describe('mergeLists', () => {
  it('keeps the first spelling of each entry and drops blanks', () => {
    expect(mergeLists(['Hiking', ' '], ['hiking', 'Chess', null, undefined])).toEqual(['Hiking', 'Chess']);
  });
});

describe('toProfileView', () => {
  it('gives the dashboard the first name, the archetype only when the profile names one, and the traits', () => {
    const view = toProfileView(toNormalizedProfile(profileAnswerSchema.parse(bothForms(maya)[0]![1]), TODAY));
    expect(view).toMatchObject({ firstName: 'Maya', archetypeName: 'The Storyteller', traitsArchetypeName: 'The Storyteller', hasResults: true });
    const none = toProfileView(toNormalizedProfile(profileAnswerSchema.parse({ id: 'x', user: { fname: ' ', lname: '' } }), TODAY));
    expect(none).toMatchObject({ firstName: '', archetypeName: null, traitsArchetypeName: 'The Organizer', hasResults: false, connectionCount: 0 });
    // An empty profile has none of the nine items; Maya's names what she has left out.
    expect(none.completeness).toEqual({ done: 0, total: 9, missing: ['name', 'photo', 'archetype', 'personality results', 'education', 'city', 'interests', 'birthday', 'fun facts'] });
    expect(view.completeness.total).toBe(9);
    expect(view.completeness.done + view.completeness.missing.length).toBe(9);
    expect(view.completeness.missing).not.toContain('name');
    expect(view.completeness.missing).not.toContain('personality results');
  });
});
