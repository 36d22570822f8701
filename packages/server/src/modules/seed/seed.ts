/**
 * The demo organisation (docs/decisions.md#we-build-the-server): about 60 members of 'Lumen & Co.'
 * (KINDRED-DEMO, community open) with varied HEXACO profiles, archetypes
 * assigned from their scores, fun facts and profile fields; connections made
 * by the weekly matching job itself, run for each of the past six weeks; a few
 * chats; and a second organisation whose community is not open (KINDRED-LABS).
 *
 * Only the demo accounts get a usable password. Everyone else shares one hash
 * of a random password that is thrown away (argon2 is slow on purpose: 60
 * hashes would take seconds).
 *
 * Never runs on a database that has users: `seedDemo` refuses with
 * SeedRefusedError, `seedIfEmpty` (what `npm start` calls) quietly skips.
 */
import { randomBytes } from 'node:crypto';
import type { CalendarConfig } from '../../platform/config/config.ts';
import type { Db } from '../../platform/db/types.ts';
import { seedDemoCalendars, workingPeriodsOf } from '../calendar/index.ts';
import { hashPassword } from '../identity/index.ts';
import { generateWeeklyConnections, weekStartOf } from '../connections/index.ts';
import { DEMO_ACCOUNTS, DEMO_ORG, DEMO_PASSWORD } from './demo-data.ts';
import { planDemoCalendar } from './calendars.ts';
import { DEFAULT_SEED, planDemo } from './plan.ts';
import * as repo from './repository.ts';

export interface SeedLog {
  info(obj: object, msg?: string): void;
}

interface DemoSignIn {
  email: string;
  password: string;
  /** Whether sign-in asks for the e-mail code. */
  emailCode: boolean;
  note: string;
}

export interface SeedResult {
  organizations: number;
  members: number;
  connections: number;
  signIns: DemoSignIn[];
}

export class SeedRefusedError extends Error {
  constructor(userCount: number) {
    super(
      `The database already has ${userCount} user${userCount === 1 ? '' : 's'}: the demo seed only runs on an empty database. ` +
        'Point DATA_DIR or DATABASE_URL at an empty one (or remove the data folder) to seed again.',
    );
    this.name = 'SeedRefusedError';
  }
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

const CHAT_SCRIPTS: ReadonlyArray<ReadonlyArray<{ fromA: boolean; content: (a: string, b: string) => string }>> = [
  [
    { fromA: false, content: (a) => `Hi ${a}! We were matched this week. Fancy a 20-minute coffee chat?` },
    { fromA: true, content: () => 'Absolutely. Thursday morning works well for me.' },
    { fromA: false, content: () => 'Perfect, I will send an invite for 10:00. Bring your favourite icebreaker!' },
  ],
  [
    { fromA: true, content: (_a, b) => `Hey ${b}, I loved your talk at the all-hands. Could we swap notes on onboarding?` },
    { fromA: false, content: () => 'Thank you! Happy to. I have a checklist I can share.' },
    { fromA: true, content: () => 'That would be great, thanks.' },
    { fromA: false, content: () => 'Shared it in our folder. Let me know what you think when you have a moment.' },
  ],
];

export interface SeedOptions {
  log?: SeedLog;
  /** The calendar token key (CALENDAR_TOKEN_KEY) the server will read the seeded calendars' tokens with. */
  calendarConfig?: Pick<CalendarConfig, 'tokenKey'>;
  /** "Now" for match dates and chat times (tests fix it). */
  now?: Date;
  seed?: number;
  /** The organisation's size, demo accounts included (default about 60; benchmarks ask for more). */
  members?: number;
  /**
   * A password every colleague signs in with (benchmarks sign them in). Without it, colleagues have none that
   * anyone knows.
   */
  colleaguePassword?: string;
}

export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const plan = planDemo(options.seed ?? DEFAULT_SEED, { members: options.members });

  // Hashing is slow: do it before the transaction holds the database.
  const demoHashes = new Map<string, string>();
  for (const member of plan.members.filter((m) => m.isDemoAccount)) {
    demoHashes.set(member.email, await hashPassword(DEMO_PASSWORD));
  }
  const colleagueHash = await hashPassword(options.colleaguePassword ?? randomBytes(32).toString('base64url'));

  const userIds = await db.transaction(async (tx) => {
    await repo.lockSeed(tx);
    const existing = await repo.countUsers(tx);
    if (existing > 0) throw new SeedRefusedError(existing);
    for (const org of plan.organizations) await repo.insertOrganization(tx, org);
    const ids = new Map<string, string>();
    for (const member of plan.members) {
      const userId = await repo.insertUser(tx, {
        memberId: member.memberId,
        email: member.email,
        givenName: member.givenName,
        familyName: member.familyName,
        passwordHash: demoHashes.get(member.email) ?? colleagueHash,
        mfaRequired: member.mfaRequired,
      });
      ids.set(member.email, userId);
      await repo.insertMemberships(tx, userId, member.orgcodes, member.adminOf);
      await repo.insertProfile(tx, userId, member);
    }
    return ids;
  });

  // The demo organisation's calendars: working hours in each member's zone, believable weeks.
  const calendarMembers = plan.members.filter((member) => member.orgcodes.includes(DEMO_ORG.orgcode));
  await seedDemoCalendars(
    db,
    options.calendarConfig ?? { tokenKey: undefined },
    calendarMembers.map((member, index) => planDemoCalendar(member, userIds.get(member.email)!, index, now, options.seed ?? DEFAULT_SEED)),
  );

  // Connections by the match rule itself, one run per past week (the last run is this week's), pairing only members
  // whose working hours meet, as the weekly job does.
  const thisWeek = weekStartOf(now);
  const weeks = plan.weeklyMatches.length;
  for (const [index, perMember] of plan.weeklyMatches.entries()) {
    const weekStart = new Date(thisWeek.getTime() - (weeks - 1 - index) * WEEK_MS);
    await generateWeeklyConnections(db, {
      weekStart,
      perMember,
      orgcodes: [DEMO_ORG.orgcode],
      workingPeriods: (ids, from, to) => workingPeriodsOf(db, ids, from, to),
    });
  }
  // No connection is marked viewed: a viewed flag is what its member did (opening the connection), and awards count
  // it ('Community Explorer'), so every demo account starts with its connections new to it.


  // Two chats for the demo account that signs in without a code, one with an unread reply.
  const demo = plan.members.find((member) => member.email === DEMO_ACCOUNTS[0].email)!;
  const demoId = userIds.get(demo.email)!;
  const partners = await repo.partnersOf(db, demoId);
  for (const [index, script] of CHAT_SCRIPTS.entries()) {
    const partner = partners[index + 1];
    if (!partner) break;
    const other = plan.members.find((member) => userIds.get(member.email) === partner.userId)!;
    const start = Math.max(partner.matchDateTime.getTime(), now.getTime() - 3 * 24 * 60 * 60 * 1000);
    await repo.insertChat(
      db,
      demoId,
      partner.userId,
      script.map((line, i) => ({
        fromA: line.fromA,
        content: line.content(demo.givenName, other.givenName),
        at: new Date(Math.min(now.getTime() - 60_000, start + (i + 1) * 47 * 60 * 1000)),
      })),
      index !== 0,
    );
  }

  const result: SeedResult = {
    organizations: plan.organizations.length,
    members: plan.members.length,
    connections: await repo.countConnections(db),
    signIns: DEMO_ACCOUNTS.map((account) => ({
      email: account.email,
      password: DEMO_PASSWORD,
      emailCode: account.mfaRequired,
      note: account.note,
    })),
  };
  options.log?.info(
    {
      organizations: result.organizations,
      members: result.members,
      connections: result.connections,
      accounts: result.signIns.map((signIn) => signIn.email),
    },
    'Demo organisation seeded',
  );
  return result;
}

/** The sign-ins as the seed prints them (stdout, not the log: the log never carries a password). */
export function formatSignIns(result: SeedResult): string {
  const lines = [
    '',
    'Demo organisation ready: Lumen & Co. (KINDRED-DEMO), plus Lumen Labs (KINDRED-LABS, community not open).',
    `${result.members} members, ${result.connections} connections. Sign in with:`,
    ...result.signIns.map(
      (signIn) => `  ${signIn.email.padEnd(22)} ${signIn.password}   ${signIn.emailCode ? 'e-mail code' : 'no code   '}  (${signIn.note})`,
    ),
    '',
  ];
  return lines.join('\n');
}

/**
 * Seeds the demo when the database has no user yet (first start on an empty
 * data folder); otherwise does nothing. Prints the sign-ins when it seeds.
 * Takes the database and a log, or the server's deps (`seedIfEmpty(deps)`).
 */
export async function seedIfEmpty(
  target: Db | { db: Db; log: SeedLog; calendarConfig?: Pick<CalendarConfig, 'tokenKey'> },
  log?: SeedLog,
  options: { print?: (text: string) => void; now?: Date; calendarConfig?: Pick<CalendarConfig, 'tokenKey'> } = {},
): Promise<SeedResult | undefined> {
  const db = 'query' in target ? target : target.db;
  log ??= 'query' in target ? undefined : target.log;
  if ((await repo.countUsers(db)) > 0) return undefined;
  try {
    const calendarConfig = options.calendarConfig ?? ('query' in target ? undefined : target.calendarConfig);
    const result = await seedDemo(db, {
      ...(log ? { log } : {}),
      ...(options.now ? { now: options.now } : {}),
      ...(calendarConfig ? { calendarConfig } : {}),
    });
    // stdout, not the log: the sign-ins carry the demo password.
    (options.print ?? ((text: string) => process.stdout.write(`${text}\n`)))(formatSignIns(result));
    return result;
  } catch (error) {
    // Another instance seeded first.
    if (error instanceof SeedRefusedError) return undefined;
    throw error;
  }
}
