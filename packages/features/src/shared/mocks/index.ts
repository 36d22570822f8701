/**
 * Test doubles shared by every feature's stories and component tests: the
 * fixture database, MSW handlers built from the contracts, mock sessions and
 * the providers decorator. Never imported by production code.
 */
export { stalledResponse } from './stall.ts';
export {
  FIXTURE_CONNECTIONS,
  FIXTURE_IDS,
  FIXTURE_MEMBERS,
  FIXTURE_ORGANIZATIONS,
  type FixtureConnection,
  type FixtureMember,
  type FixtureOrganization,
} from './fixtures.ts';
export { MockApiError, createMockDb, mockDb, type MockDb, type MockDbSeed } from './db.ts';
export {
  createProfileHandlers,
  profileCall,
  profileHandlers,
  profileScenarios,
  type AnswerForm,
  type ProfileHandlerOptions,
} from './profile-handlers.ts';
export { callerIdOf, mockIdToken, mockSignedInUser, signInMock, signOutMock } from './session.ts';
export { toTypedAttributes, toTypedItem } from './typed-attributes.ts';
export { MockAppProviders, createMockQueryClient, withMockApp, type JotaiStore, type MockAppOptions } from './decorators.tsx';

import { profileHandlers } from './profile-handlers.ts';

/** Every default handler, for `parameters.msw.handlers` or a test server. */
export const handlers = [...profileHandlers];
export { createCalendarMock, type CalendarMockOptions, type MockCalendarState } from './calendar-handlers.ts';
export { createAdvisorMock, DEFAULT_ADVISOR_REPLY, type AdvisorMockOptions, type AdvisorReplyScript } from './advisor-handlers.ts';
export { SAMPLE_FEED, SAMPLE_RECOMMENDATIONS, createHomeMock, type HomeMockOptions } from './home-handlers.ts';
export { createAchievementsMock, everyAchievement, zeroCounters, type AchievementsMockOptions } from './achievements-handlers.ts';
export { createMessagingMock, type MessagingMockOptions, type MockChatMessage } from './messaging-handlers.ts';
export { createSupportMock, type SupportMockOptions, type SupportMockState } from './support-handlers.ts';
