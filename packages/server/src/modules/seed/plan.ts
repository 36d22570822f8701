/**
 * The demo organisation as data, before anything touches the database. Pure
 * and deterministic: the same seed gives the same people, scores, archetypes
 * and answers (tests compare two plans).
 *
 * HEXACO scores: each colleague starts from one of the twelve archetype
 * prototypes (taken in turn, so every archetype is represented) and gets
 * normal noise on every trait, then their archetype is *assigned* from the
 * result by `assignArchetype`, exactly as for a real member. Most land on the
 * prototype they started from; some drift to a neighbour, as people do.
 */
import { ARCHETYPE_IDS, ARCHETYPE_PROTOTYPES, assignArchetype } from '@kindred/contracts/domain/archetypes';
import type { ArchetypeId } from '@kindred/contracts/domain/archetypes';
import { RAW_TRAIT_KEYS, RAW_TO_TRAIT, rawHexacoToScores } from '@kindred/contracts/domain/hexaco';
import type { RawHexaco } from '@kindred/contracts/domain/hexaco';
import { PRESET_AVATAR_URLS } from '@kindred/contracts/api/profile';
import {
  ABILITIES,
  ADMIRED,
  ARTISTS,
  CITIES,
  COLLEAGUES,
  DEMO_ACCOUNTS,
  DEMO_DOMAIN,
  DEMO_ORG,
  DEPARTMENTS,
  EDUCATION,
  FACTS,
  FAVORITE_THINGS,
  FIRE_RESCUE,
  HAPPY_PLACES,
  HEADLINE_TEMPLATES,
  INTERESTS,
  SECOND_ORG,
  UNIVERSITIES,
} from './demo-data.ts';

export const DEFAULT_SEED = 0x6b696e64; // "kind"

/** mulberry32: a small, fast, well-distributed 32-bit generator. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  /** `count` distinct items, in random order. */
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < count && pool.length > 0) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
    return out;
  };
  /** Standard normal (Box-Muller). */
  const normal = () => {
    const u = 1 - next();
    const v = next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  };
  const uuid = () => {
    const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16));
    hex[12] = '4';
    hex[16] = ['8', '9', 'a', 'b'][Math.floor(next() * 4)]!;
    const s = hex.join('');
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  };
  return { next, int, pick, sample, normal, uuid };
}
type Random = ReturnType<typeof createRandom>;

export interface PlannedOrganization {
  orgcode: string;
  name: string;
  description: string;
  archetype: ArchetypeId | null;
  showCommunityPage: boolean;
  isUsersOpen: boolean;
}

export interface PlannedMember {
  memberId: string;
  email: string;
  givenName: string;
  familyName: string;
  mfaRequired: boolean;
  /** Demo accounts get the demo password; everyone else an unusable one. */
  isDemoAccount: boolean;
  orgcodes: string[];
  /** The organisations (of `orgcodes`) this member administers. */
  adminOf: string[];
  hexaco: RawHexaco;
  archetype: ArchetypeId;
  title: string;
  department: string;
  headline: string;
  profilePicture: string | null;
  details: Record<string, unknown>;
}

export interface DemoPlan {
  organizations: PlannedOrganization[];
  members: PlannedMember[];
  /** New matches per member for each past week, oldest first (the last is the current week). */
  weeklyMatches: number[];
}

/** 'Chloé' -> 'chloe', "O'Brien" -> 'obrien'. */
function emailLocalPart(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

function scoresFrom(base: ArchetypeId, random: Random, spread: number): RawHexaco {
  const prototype = ARCHETYPE_PROTOTYPES[base];
  const raw = {} as RawHexaco;
  for (const key of RAW_TRAIT_KEYS) {
    const percent = Math.min(97, Math.max(3, prototype[RAW_TO_TRAIT[key]] + random.normal() * spread));
    raw[key] = Math.round((percent / 100) * 30);
  }
  return raw;
}

function profileDetails(random: Random) {
  const education = random.pick(EDUCATION);
  const university = random.pick(UNIVERSITIES);
  const city = random.pick(CITIES);
  const interests = random.sample(INTERESTS, random.int(3, 6));
  const favoriteThings = random.sample(FAVORITE_THINGS, random.int(2, 4));
  const artists = random.sample(ARTISTS, random.int(2, 4));
  const happyPlaces = random.sample(HAPPY_PLACES, random.int(1, 3));
  const facts = random.sample(FACTS, random.int(1, 3));
  return {
    education: education.education,
    education_choice: [education.education],
    education_detail: education.detail,
    universities: education.education === 'Self-taught' ? [] : [university],
    university_choice: education.education === 'Self-taught' ? [] : [university],
    city,
    city_current: random.next() < 0.75 ? city : random.pick(CITIES),
    dobday: random.int(1, 28),
    dobmonth: random.int(1, 12),
    dobyear: random.int(1966, 2002),
    interests_choice: interests.slice(0, 3),
    interests,
    favorite_things_choice: favoriteThings,
    favoriteThings: favoriteThings.slice(0, 2),
    music_preferences_choice: artists,
    favoriteArtists: artists.slice(0, 2),
    happy_places_choice: happyPlaces,
    happyPlaces: happyPlaces.slice(0, 1),
    desired_abilities_choice: random.sample(ABILITIES, random.int(1, 2)),
    admired_most_choice: random.sample(ADMIRED, random.int(1, 2)),
    must_know_facts_choice: facts,
    thingsAboutMe: facts.slice(0, 1),
    fire_rescue_choice: random.sample(FIRE_RESCUE, random.int(1, 2)),
  };
}

/**
 * `members`: the organisation's size, demo accounts included (default: the
 * demo accounts and one colleague per name of COLLEAGUES). Beyond the names,
 * colleagues take them again in turn, with numbered e-mail addresses
 * (benchmarks seed hundreds).
 */
export function planDemo(seed: number = DEFAULT_SEED, options: { members?: number } = {}): DemoPlan {
  const random = createRandom(seed);
  const usedEmails = new Set<string>();
  const members: PlannedMember[] = [];
  const departments = Object.keys(DEPARTMENTS);

  const addMember = (input: {
    givenName: string;
    familyName: string;
    email?: string;
    mfaRequired: boolean;
    isDemoAccount: boolean;
    base: ArchetypeId;
    title?: string;
    department?: string;
    inSecondOrg: boolean;
    isAdmin?: boolean;
  }) => {
    let email = input.email;
    if (!email) {
      const local = `${emailLocalPart(input.givenName)}.${emailLocalPart(input.familyName)}`;
      email = `${local}@${DEMO_DOMAIN}`;
      for (let n = 2; usedEmails.has(email); n++) email = `${local}${n}@${DEMO_DOMAIN}`;
    }
    usedEmails.add(email);
    const department = input.department ?? random.pick(departments);
    const title = input.title ?? random.pick(DEPARTMENTS[department]!);
    const hexaco = scoresFrom(input.base, random, 11);
    const details = profileDetails(random);
    const interest = (details.interests[0] ?? 'Hiking') as string;
    members.push({
      memberId: random.uuid(),
      email,
      givenName: input.givenName,
      familyName: input.familyName,
      mfaRequired: input.mfaRequired,
      isDemoAccount: input.isDemoAccount,
      orgcodes: input.inSecondOrg ? [DEMO_ORG.orgcode, SECOND_ORG.orgcode] : [DEMO_ORG.orgcode],
      adminOf: !input.isAdmin ? [] : input.inSecondOrg ? [DEMO_ORG.orgcode, SECOND_ORG.orgcode] : [DEMO_ORG.orgcode],
      hexaco,
      archetype: assignArchetype(rawHexacoToScores(hexaco)),
      title,
      department,
      headline: random.pick(HEADLINE_TEMPLATES)(title, interest),
      profilePicture: random.next() < 0.35 ? random.pick(PRESET_AVATAR_URLS) : null,
      details,
    });
  };

  for (const account of DEMO_ACCOUNTS) {
    addMember({
      givenName: account.givenName,
      familyName: account.familyName,
      email: account.email,
      mfaRequired: account.mfaRequired,
      isDemoAccount: true,
      base: random.pick(ARCHETYPE_IDS),
      title: account.title,
      department: account.department,
      inSecondOrg: account.inSecondOrg,
      isAdmin: account.isAdmin,
    });
  }
  const colleagues = Math.max(0, (options.members ?? DEMO_ACCOUNTS.length + COLLEAGUES.length) - DEMO_ACCOUNTS.length);
  for (let index = 0; index < colleagues; index++) {
    const [givenName, familyName] = COLLEAGUES[index % COLLEAGUES.length]!;
    addMember({
      givenName,
      familyName,
      mfaRequired: true,
      isDemoAccount: false,
      base: ARCHETYPE_IDS[index % ARCHETYPE_IDS.length]!,
      // Every fifth colleague is in the research group too.
      inSecondOrg: index % 5 === 0,
    });
  }

  // An organisation's archetype: the one most of its members share (ties: catalogue order).
  const archetypeOf = (orgcode: string): ArchetypeId | null => {
    const counts = new Map<ArchetypeId, number>();
    for (const member of members) {
      if (member.orgcodes.includes(orgcode)) counts.set(member.archetype, (counts.get(member.archetype) ?? 0) + 1);
    }
    let best: ArchetypeId | null = null;
    for (const id of ARCHETYPE_IDS) {
      if ((counts.get(id) ?? 0) > (best ? (counts.get(best) ?? 0) : 0)) best = id;
    }
    return best;
  };

  return {
    organizations: [
      { ...DEMO_ORG, archetype: archetypeOf(DEMO_ORG.orgcode) },
      { ...SECOND_ORG, archetype: archetypeOf(SECOND_ORG.orgcode) },
    ],
    members,
    // A first batch of three, then one a week for five weeks (the last is this week).
    weeklyMatches: [3, 1, 1, 1, 1, 1],
  };
}
