/**
 * The only file that knows every module: it builds the platform, each
 * module's service with the dependencies it declares, and the app with every
 * module's routes. main.ts, the test harness and the benchmarks start here.
 */
import type { Hono } from 'hono';
import type { Config } from './platform/config/config.ts';
import { createPlatform } from './platform/deps.ts';
import type { PlatformDeps, PlatformOptions } from './platform/deps.ts';
import { createApp } from './platform/http/app.ts';
import { createJobRunner } from './platform/jobs/runner.ts';
import type { JobRunner } from './platform/jobs/runner.ts';
import type { AppEnv } from './platform/http/types.ts';
import { createReadCache } from './platform/db/read-cache.ts';
import { accountRoutes, createAccountService } from './modules/account/index.ts';
import type { AccountService } from './modules/account/index.ts';
import { achievementRoutes, createAchievementsService } from './modules/achievements/index.ts';
import type { AchievementsService } from './modules/achievements/index.ts';
import { activityRoutes, createActivitiesService } from './modules/activities/index.ts';
import { advisorRoutes, createAdvisorService, selectProvider } from './modules/advisor/index.ts';
import type { AdvisorProvider, AdvisorService } from './modules/advisor/index.ts';
import type { ActivitiesService } from './modules/activities/index.ts';
import { calendarRoutes, createCalendarService } from './modules/calendar/index.ts';
import type { CalendarDeps, CalendarService } from './modules/calendar/index.ts';
import { createConnectionsService, weeklyMatchingJob } from './modules/connections/index.ts';
import type { ConnectionsService } from './modules/connections/index.ts';
import { devMailboxRoutes } from './modules/dev-mailbox/index.ts';
import { createHomeService, homeRoutes } from './modules/home/index.ts';
import type { HomeService } from './modules/home/index.ts';
import {
  createIdentityService,
  createRequireAuth,
  createTokenService,
  identityRoutes,
  joinRoutes,
  loadSigningKey,
} from './modules/identity/index.ts';
import type { IdentityService, TokenService } from './modules/identity/index.ts';
import { createIntroductionsService, introductionRoutes, weeklyIntroductionsJob } from './modules/introductions/index.ts';
import type { IntroductionsService } from './modules/introductions/index.ts';
import { createMessagingService } from './modules/messaging/index.ts';
import type { MessagingService } from './modules/messaging/index.ts';
import { createOrganizationsService, organizationAdminRoutes, organizationRoutes } from './modules/organizations/index.ts';
import type { OrganizationsService } from './modules/organizations/index.ts';
import { profileApiRoutes } from './modules/profile-api.ts';
import { createProfileService } from './modules/profile/index.ts';
import type { ProfileService } from './modules/profile/index.ts';
import { createQuestionnaireService, questionnaireRoutes } from './modules/questionnaire/index.ts';
import type { QuestionnaireService } from './modules/questionnaire/index.ts';
import { createQuickConnectService, quickConnectRoutes } from './modules/quick-connect/index.ts';
import type { QuickConnectService } from './modules/quick-connect/index.ts';
import { createSupportService, supportRoutes } from './modules/support/index.ts';
import type { SupportService } from './modules/support/index.ts';

export interface Deps extends PlatformDeps {
  tokens: TokenService;
  identity: IdentityService;
  organizations: OrganizationsService;
  profile: ProfileService;
  connections: ConnectionsService;
  messaging: MessagingService;
  support: SupportService;
  calendar: CalendarService;
  activities: ActivitiesService;
  quickConnect: QuickConnectService;
  advisor: AdvisorService;
  home: HomeService;
  achievements: AchievementsService;
  account: AccountService;
  questionnaire: QuestionnaireService;
  introductions: IntroductionsService;
}

export interface DepsOptions extends PlatformOptions {
  /** Calendar adapters to use instead of the configured ones (tests: the loopback provider fakes). */
  calendarAdapters?: CalendarDeps['adapters'];
  /** The advisor's provider instead of the configured one (tests: a scripted provider). */
  advisorProvider?: AdvisorProvider;
}

export async function createDeps(config: Config, options: DepsOptions): Promise<Deps> {
  const platform = createPlatform(config, options);
  const { db, mailer, rateLimiter, clock, log, progress } = platform;
  const tokens = createTokenService({
    key: await loadSigningKey(db, config),
    clock,
    ttlSeconds: config.session.idTokenTtlSeconds,
  });
  const organizations = createOrganizationsService({ db, mailer, rateLimiter, clock, config, log });
  const identity = createIdentityService({ db, mailer, rateLimiter, tokens, clock, config, log, admission: organizations.enrolment });
  const profile = createProfileService({ db, ownProfiles: createReadCache(), organizations, progress });
  const connections = createConnectionsService({ db, profile, progress });
  const questionnaire = createQuestionnaireService({ db, clock, profile });
  const messaging = createMessagingService({ db, profile });
  const support = createSupportService(platform);
  const calendar = createCalendarService({
    db,
    clock,
    config,
    log,
    rateLimiter,
    progress,
    profile,
    ...(options.calendarAdapters ? { adapters: options.calendarAdapters } : {}),
  });
  const activities = createActivitiesService({ db, clock, progress });
  const quickConnect = createQuickConnectService({ calendar });
  const advisor = createAdvisorService({
    db,
    clock,
    log,
    config,
    rateLimiter,
    profile,
    organizations,
    connections,
    calendar,
    activities,
    quickConnect,
    progress,
    provider: options.advisorProvider ?? selectProvider(config.advisor),
  });
  const achievements = createAchievementsService({ db, clock, activities, quickConnect, advisor, calendar, profile, connections, progress });
  const account = createAccountService({ db, clock, log, identity });
  const introductions = createIntroductionsService({ db, clock, log, config, mailer, rateLimiter, calendar, connections, profile, organizations });
  const home = createHomeService({ clock, log, identity, profile, organizations, connections, calendar, activities, quickConnect, messaging, achievements });
  return {
    ...platform,
    tokens,
    identity,
    organizations,
    profile,
    connections,
    messaging,
    support,
    calendar,
    activities,
    quickConnect,
    advisor,
    achievements,
    home,
    account,
    questionnaire,
    introductions,
    auth: { requireAuth: createRequireAuth(identity) },
  };
}

/** Every module's routes, in the order they are matched. */
function moduleRouters(deps: Deps): Array<() => Hono<AppEnv>> {
  return [
    () => identityRoutes(deps),
    () => joinRoutes(deps),
    () => profileApiRoutes(deps),
    () => organizationRoutes(deps),
    () => organizationAdminRoutes(deps),
    () => supportRoutes(deps),
    () => calendarRoutes(deps),
    () => activityRoutes(deps),
    () => quickConnectRoutes(deps),
    () => advisorRoutes(deps),
    () => achievementRoutes(deps),
    () => homeRoutes(deps),
    () => accountRoutes(deps),
    () => questionnaireRoutes(deps),
    () => introductionRoutes(deps),
    ...(deps.config.devMailbox !== 'off' ? [() => devMailboxRoutes(deps)] : []),
  ];
}

/** The HTTP application: the platform's app with every module's routes. */
export function createServerApp(deps: Deps, options: { staticDir?: string } = {}): Hono<AppEnv> {
  return createApp(deps, { ...options, routers: moduleRouters(deps) });
}

/** The job runner with every module's jobs; main.ts starts it, and stops it before the database closes. */
export function createJobs(deps: Deps, options: { owner?: string } = {}): JobRunner {
  const runner = createJobRunner({ db: deps.db, log: deps.log, clock: deps.clock, ...options });
  runner.register(weeklyMatchingJob({ db: deps.db, workingPeriods: deps.calendar.workingPeriodsOf }));
  // After the matching: a tick makes the week's pairs first, then introduces them.
  runner.register(weeklyIntroductionsJob({ introductions: deps.introductions, log: deps.log }));
  return runner;
}
