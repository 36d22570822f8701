import type { CalendarEvent } from '@kindred/contracts/api/calendar';
import { advisorContextHintSchema } from '@kindred/contracts/api/advisor';
import { describe, expect, it } from 'vitest';
import {
  AI_CONTEXT_VERSION,
  activityStreak,
  aiContextHint,
  buildAiContext,
  communicationPreference,
  contextEvents,
  defaultScores,
  diversityIndex,
  engagementLevel,
  eventType,
  minimalAiContext,
  nextAvailableSlot,
  usagePattern,
  workStyle,
} from './ai-context.ts';

const NOW = new Date(2026, 10, 24, 10, 0, 0).getTime();
const HOUR = 3_600_000;

function event(summary: string, startOffsetHours: number, attendees = 2, lengthHours = 0.5): CalendarEvent {
  return {
    id: summary,
    summary,
    description: null,
    location: null,
    start: { dateTime: new Date(NOW + startOffsetHours * HOUR).toISOString() },
    end: { dateTime: new Date(NOW + (startOffsetHours + lengthHours) * HOUR).toISOString() },
    attendees: Array.from({ length: attendees }, (_, index) => ({ email: `p${index}@example.com`, name: null, responseStatus: null, memberId: null })),
  } as CalendarEvent;
}

describe('derived values', () => {
  it('engagement: medium after a minute and 6 actions, high after five minutes and 11', () => {
    expect(engagementLevel(60, 6)).toBe('low');
    expect(engagementLevel(61, 5)).toBe('low');
    expect(engagementLevel(61, 6)).toBe('medium');
    expect(engagementLevel(300, 11)).toBe('medium');
    expect(engagementLevel(301, 11)).toBe('high');
    expect(engagementLevel(301, 10)).toBe('medium');
  });

  it('usage pattern: new, occasional, regular above 30, power user above 100', () => {
    expect(usagePattern(0)).toBe('new');
    expect(usagePattern(1)).toBe('occasional');
    expect(usagePattern(30)).toBe('occasional');
    expect(usagePattern(31)).toBe('regular');
    expect(usagePattern(100)).toBe('regular');
    expect(usagePattern(101)).toBe('power_user');
  });

  it('streak: one for today or yesterday, two for both', () => {
    expect(activityStreak([], NOW)).toBe(0);
    expect(activityStreak([NOW - HOUR], NOW)).toBe(1);
    expect(activityStreak([NOW - 24 * HOUR], NOW)).toBe(1);
    expect(activityStreak([NOW - HOUR, NOW - 24 * HOUR], NOW)).toBe(2);
    expect(activityStreak([NOW - 3 * 24 * HOUR], NOW)).toBe(0);
  });

  it('event type from the title and the attendees', () => {
    expect(eventType('Quick Connect: Magic Questions with Jordan', 2)).toBe('quick-connect');
    expect(eventType('1:1 with Priya', 5)).toBe('quick-connect');
    expect(eventType('Weekly 1-on-1', 2)).toBe('quick-connect');
    expect(eventType('Coffee', 2)).toBe('quick-connect');
    expect(eventType('Coffee', 3)).toBe('meeting');
    expect(eventType('Team meeting', 1)).toBe('meeting');
    expect(eventType('Design review', 4)).toBe('meeting');
    expect(eventType('Focus time', 1)).toBe('other');
  });

  it('diversity: distinct archetypes over the smaller of team size and 9, as a percent', () => {
    expect(diversityIndex(['The Thinker', 'the thinker', 'The Rock'], 3)).toBe(67);
    expect(diversityIndex(['A', 'B', 'C'], 20)).toBe(33);
    expect(diversityIndex(['A'], 1)).toBe(100);
    expect(diversityIndex([], 0)).toBe(50);
  });

  it('work style and communication from traits above 70 or below 30', () => {
    const balanced = defaultScores();
    expect(workStyle(balanced)).toMatch(/^Balanced and adaptable/);
    expect(communicationPreference(balanced)).toMatch(/^Adaptable/);
    const scores = { ...balanced, conscientiousness: 71, extraversion: 29, agreeablenessVsAnger: 80 };
    expect(workStyle(scores)).toBe('Structured and thorough, plans ahead and follows through; does their best work independently, with time to focus');
    expect(communicationPreference(scores)).toBe('Prefers written messages and time to think before replying; diplomatic and patient, looks for common ground');
    expect(workStyle({ ...balanced, conscientiousness: 70, extraversion: 30 })).toMatch(/^Balanced/);
  });

  it('events still to come, soonest first, five at most', () => {
    const events = [event('Later', 5), event('Past', -3), event('Soon', 1), ...Array.from({ length: 6 }, (_, index) => event(`E${index}`, 30 + index))];
    const listed = contextEvents(events, NOW);
    expect(listed.map((item) => item.title)).toEqual(['Soon', 'Later', 'E0', 'E1', 'E2']);
    expect(listed[0]).toMatchObject({ type: 'other', attendees: 2 });
  });

  it('the next free slot: tomorrow 14:00, moved past what it would overlap', () => {
    const tomorrow2pm = new Date(NOW);
    tomorrow2pm.setDate(tomorrow2pm.getDate() + 1);
    tomorrow2pm.setHours(14, 0, 0, 0);
    expect(nextAvailableSlot([], NOW)).toBe(tomorrow2pm.toISOString());
    const offset = (tomorrow2pm.getTime() - NOW) / HOUR;
    expect(nextAvailableSlot([event('Busy', offset, 3, 1)], NOW)).toBe(new Date(tomorrow2pm.getTime() + HOUR).toISOString());
  });
});

describe('buildAiContext', () => {
  const base = {
    user: { id: 'mbr-1', name: 'Maya Chen', email: 'maya@example.com' },
    organization: 'Acme Robotics',
    profile: { archetype: 'The Storyteller', scores: { ...defaultScores(), extraversion: 83 }, connectionCount: 3 },
    currentPage: '/insights',
    sessionStart: NOW - 120_000,
    timezone: 'Europe/Paris',
  };

  it('is version 3.1.0 with the member, their personality and the defaults', () => {
    const context = buildAiContext(base, NOW);
    expect(context.version).toBe(AI_CONTEXT_VERSION);
    expect(context.user).toEqual({ id: 'mbr-1', name: 'Maya Chen', email: 'maya@example.com', archetype: 'The Storyteller', organization: 'Acme Robotics', role: 'Team Member' });
    expect(context.organization.name).toBe('Acme Robotics');
    expect(context.personality.hexaco.extraversion).toBe(83);
    expect(context.personality.workStyle).toMatch(/collaboration/);
    expect(context.calendar).toMatchObject({ connected: false, upcomingEvents: [], typicalMeetingLength: 30 });
    expect(context.connections.total).toBe(3);
    expect(context.team).toEqual({ size: 1, archetypeDistribution: { 'The Storyteller': 1 }, diversityIndex: 50 });
    expect(context.behavior).toMatchObject({ currentPage: '/insights', sessionDuration: 120, engagementLevel: 'low', usagePattern: 'new' });
    expect(context.timezone).toBe('Europe/Paris');
    expect(context.collectedAt).toBe(new Date(NOW).toISOString());
  });

  it('shows no events when the calendar is not connected', () => {
    const events = [event('Quick Connect with Jordan', 2)];
    expect(buildAiContext({ ...base, calendar: { connected: false, events } }, NOW).calendar.upcomingEvents).toEqual([]);
    const connected = buildAiContext({ ...base, calendar: { connected: true, events } }, NOW);
    expect(connected.calendar.upcomingEvents).toHaveLength(1);
    expect(connected.connections.upcomingQuickConnects).toBe(1);
  });

  it('reads the team from the connections, and activity from completions and events', () => {
    const context = buildAiContext(
      {
        ...base,
        connections: [
          { name: 'Jordan Okafor', archetype: 'The Thinker', viewed: true, matchTime: 2 },
          { name: 'Priya Raman', archetype: 'The Caregiver', viewed: false, matchTime: 3 },
          { name: 'Luis Ortega', archetype: 'The Thinker', viewed: true, matchTime: 1 },
        ],
        completions: [
          { activityId: 'magic-questions', completedAt: NOW - HOUR },
          { activityId: 'magic-questions', completedAt: NOW - 30 * HOUR },
        ],
        catalogueSize: 46,
        events: Array.from({ length: 12 }, (_, index) => ({ type: index % 2 ? 'ai_message_sent' : 'quick_action_used', currentPage: '/', timestamp: NOW - index * 1000 })),
        sessionStart: NOW - 400_000,
      },
      NOW,
    );
    expect(context.connections.total).toBe(3);
    expect(context.connections.recentlyViewed).toEqual([
      { name: 'Jordan Okafor', archetype: 'The Thinker' },
      { name: 'Luis Ortega', archetype: 'The Thinker' },
    ]);
    expect(context.team).toEqual({ size: 4, archetypeDistribution: { 'The Storyteller': 1, 'The Thinker': 2, 'The Caregiver': 1 }, diversityIndex: 75 });
    expect(context.activities).toEqual({ completed: 2, inProgress: 0, completionRate: 2, streak: 2, points: null });
    expect(context.behavior.recentActions).toHaveLength(12);
    expect(context.behavior.engagementLevel).toBe('high');
    expect(context.behavior.usagePattern).toBe('occasional');
    expect(context.behavior.preferredFeatures.sort()).toEqual(['ai_message_sent', 'quick_action_used']);
  });

  it('minimal: defaults only, no one signed in', () => {
    const context = minimalAiContext(null, {}, NOW);
    expect(context.user).toMatchObject({ id: '', name: 'User', archetype: 'The Organizer', role: 'Team Member' });
    expect(context.personality.hexaco).toEqual(defaultScores());
    expect(context.team.diversityIndex).toBe(50);
  });
});

describe('aiContextHint', () => {
  it('puts the page first, the hand-over clipped to what the server reads', () => {
    const context = buildAiContext({ user: { id: 'mbr-1', name: 'Maya', email: 'm@example.com' }, currentPage: '/insights' }, NOW);
    const hint = aiContextHint(context, {
      currentPage: '/insights',
      pageContext: { type: 'activity', title: 'Magic Questions', description: 'x'.repeat(5000), category: 'Connection' },
    });
    expect(hint.currentPage).toBe('/insights');
    expect(hint.pageContext?.description).toHaveLength(1000);
    expect(hint.user.name).toBe('Maya');
    expect(advisorContextHintSchema.safeParse(hint).success).toBe(true);
    expect(JSON.stringify(hint).length).toBeLessThan(8000);
  });

  it('without a hand-over, no page context', () => {
    const hint = aiContextHint(minimalAiContext(null, { currentPage: '/' }, NOW));
    expect(hint.currentPage).toBe('/');
    expect('pageContext' in hint).toBe(false);
  });
});
