/**
 * The fixture data behind the MSW handlers: a few members with profiles,
 * two organisations (one whose community is not open yet) and connections.
 * Believable, varied, and small enough to read. E-mails use example.com.
 */
import { PRESET_AVATAR_URLS, type ProfileFields } from '@kindred/contracts/api/profile';
import type { RawHexaco } from '@kindred/contracts/domain/hexaco';

export interface FixtureOrganization {
  orgcode: string;
  name: string;
  description: string;
  archetype: string | null;
  showCommunityPage: boolean;
  isUsersOpen: boolean;
  /** What its administrators share; joining needs it (the server also admits by invitation or e-mail domain). */
  joinCode: string;
}

export interface FixtureMember {
  /** The member id (the identity token's member-id claim). */
  id: string;
  fname: string;
  lname: string;
  email: string;
  phone: string | null;
  profilePicture: string | null;
  archetype: string | null;
  hexaco: RawHexaco | null;
  orgcodes: string[];
  details: Partial<ProfileFields>;
}

export interface FixtureConnection {
  id: string;
  member1: string;
  member2: string;
  connectionStrength: number;
  matchDateTime: string;
  viewedBy: string[];
}

export const FIXTURE_ORGANIZATIONS: FixtureOrganization[] = [
  {
    orgcode: 'ACME',
    name: 'Acme Robotics',
    description: 'Builds warehouse robots; about sixty people across design, engineering and operations.',
    archetype: 'the explorer',
    showCommunityPage: true,
    isUsersOpen: true,
    joinCode: 'JOIN-ACME-0000-0000-0001',
  },
  {
    orgcode: 'NORTHWIND',
    name: 'Northwind Traders',
    description: 'A logistics partner whose community opens later this year.',
    archetype: null,
    showCommunityPage: false,
    isUsersOpen: false,
    joinCode: 'JOIN-NWND-0000-0000-0002',
  },
];

/** Member ids, named for readable stories and tests. */
export const FIXTURE_IDS = {
  maya: 'mbr-maya-chen',
  jordan: 'mbr-jordan-okafor',
  priya: 'mbr-priya-raman',
  luis: 'mbr-luis-ortega',
  sam: 'mbr-sam-lee',
} as const;

export const FIXTURE_MEMBERS: FixtureMember[] = [
  {
    id: FIXTURE_IDS.maya,
    fname: 'Maya',
    lname: 'Chen',
    email: 'maya.chen@example.com',
    phone: '+1 555 0100',
    profilePicture: PRESET_AVATAR_URLS[1],
    archetype: 'the storyteller',
    hexaco: { honesty: 21, neuroticism: 19, extraversion: 25, agreeableness: 20, conscientiousness: 16, openness: 24 },
    orgcodes: ['ACME', 'NORTHWIND'],
    details: {
      title: 'Product Designer',
      department: 'Design',
      headline: 'Turning messy workflows into calm tools.',
      education: "Master's degree",
      education_choice: ["Master's degree"],
      education_detail: 'Interaction design, with a thesis on warehouse wayfinding.',
      universities: ['Carnegie Mellon University'],
      university_choice: ['University of Washington'],
      city_current: 'Seattle',
      city: 'Vancouver',
      dobday: 14,
      dobmonth: 3,
      dobyear: 1991,
      interests_choice: ['Photography', 'Hiking'],
      interests: ['Letterpress printing'],
      favorite_things_choice: ['Good coffee'],
      music_preferences_choice: ['Indie folk'],
      happy_places_choice: ['The mountains'],
      desired_abilities_choice: ['Speak every language'],
      admired_most_choice: ['My grandmother'],
      must_know_facts_choice: ['I have visited 23 countries'],
      fire_rescue_choice: ['My film camera'],
      favoriteThings: ['Sourdough', 'Rainy Sundays'],
      favoriteArtists: ['Phoebe Bridgers'],
      happyPlaces: ['Any bookshop'],
      thingsAboutMe: ['I sketch every meeting'],
    },
  },
  {
    id: FIXTURE_IDS.jordan,
    fname: 'Jordan',
    lname: 'Okafor',
    email: 'jordan.okafor@example.com',
    phone: null,
    profilePicture: null,
    archetype: 'the thinker',
    hexaco: { honesty: 22, neuroticism: 12, extraversion: 9, agreeableness: 18, conscientiousness: 24, openness: 26 },
    orgcodes: ['ACME'],
    details: {
      title: 'Staff Engineer',
      department: 'Engineering',
      city_current: 'Austin',
      interests_choice: ['Chess', 'Astronomy'],
      favoriteThings: ['Mechanical keyboards'],
    },
  },
  {
    id: FIXTURE_IDS.priya,
    fname: 'Priya',
    lname: 'Raman',
    email: 'priya.raman@example.com',
    phone: null,
    profilePicture: PRESET_AVATAR_URLS[2],
    archetype: 'the caregiver',
    hexaco: { honesty: 25, neuroticism: 22, extraversion: 17, agreeableness: 26, conscientiousness: 20, openness: 15 },
    orgcodes: ['ACME'],
    details: { title: 'People Partner', department: 'People', city_current: 'Chicago', interests_choice: ['Gardening'] },
  },
  {
    id: FIXTURE_IDS.luis,
    fname: 'Luis',
    lname: 'Ortega',
    email: 'luis.ortega@example.com',
    phone: null,
    profilePicture: PRESET_AVATAR_URLS[0],
    archetype: 'the explorer',
    hexaco: { honesty: 14, neuroticism: 10, extraversion: 22, agreeableness: 15, conscientiousness: 11, openness: 28 },
    orgcodes: ['ACME', 'NORTHWIND'],
    details: { title: 'Operations Lead', department: 'Operations', city_current: 'Denver', interests_choice: ['Climbing', 'Cooking'] },
  },
  {
    // A new member: no questionnaire, no organisation, no connections yet.
    id: FIXTURE_IDS.sam,
    fname: 'Sam',
    lname: 'Lee',
    email: 'sam.lee@example.com',
    phone: null,
    profilePicture: null,
    archetype: null,
    hexaco: null,
    orgcodes: [],
    details: {},
  },
];

export const FIXTURE_CONNECTIONS: FixtureConnection[] = [
  {
    id: 'conn-maya-jordan',
    member1: FIXTURE_IDS.maya,
    member2: FIXTURE_IDS.jordan,
    connectionStrength: 74,
    matchDateTime: '2026-11-16T09:00:00.000Z',
    viewedBy: [FIXTURE_IDS.maya],
  },
  {
    id: 'conn-maya-priya',
    member1: FIXTURE_IDS.priya,
    member2: FIXTURE_IDS.maya,
    connectionStrength: 83,
    matchDateTime: '2026-11-09T09:00:00.000Z',
    viewedBy: [],
  },
  {
    id: 'conn-maya-luis',
    member1: FIXTURE_IDS.maya,
    member2: FIXTURE_IDS.luis,
    connectionStrength: 68,
    matchDateTime: '2026-11-02T09:00:00.000Z',
    viewedBy: [FIXTURE_IDS.maya, FIXTURE_IDS.luis],
  },
  {
    id: 'conn-jordan-priya',
    member1: FIXTURE_IDS.jordan,
    member2: FIXTURE_IDS.priya,
    connectionStrength: 71,
    matchDateTime: '2026-11-16T09:00:00.000Z',
    viewedBy: [],
  },
];
