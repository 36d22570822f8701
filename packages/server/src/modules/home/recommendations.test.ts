/**
 * The recommendation rules over hand-made facts: whom to meet, an activity that fits the slot and was not done
 * lately, the resource and tip for the most distinctive trait, what a member with no scores is told, the cap and
 * determinism. And the feed's completeness and quoting.
 */
import { describe, expect, it } from 'vitest';
import { RECOMMENDATIONS_MAX } from '@kindred/contracts/api/home';
import { TRAIT_RECOMMENDATIONS } from '@kindred/contracts/content/recommendations';
import type { AdvisorFacts } from '../advisor/index.ts';
import type { QuickConnectBooking } from '../calendar/index.ts';
import type { ProfileRow } from '../profile/index.ts';
import { completenessItem } from './feed.ts';
import { ACTIVITY_FACTS, distinctiveTraits, recommend } from './recommendations.ts';
import { clip } from './text.ts';

const NOW = new Date('2026-11-25T10:00:00Z');
type ColleagueFact = AdvisorFacts['connections'][number];

function colleague(memberId: string, strength: number, extra: Partial<ColleagueFact> = {}): ColleagueFact {
  return {
    memberId,
    name: `Member ${memberId}`,
    firstName: 'Member',
    archetype: 'the rock',
    archetypeName: 'The Rock',
    strength,
    matchDate: '2026-11-23T00:00:00.000Z',
    viewed: true,
    sharedInterests: [],
    traits: null,
    ...extra,
  };
}

function facts(overrides: Partial<AdvisorFacts> = {}, member: Partial<AdvisorFacts['member']> = {}): AdvisorFacts {
  return {
    now: NOW,
    timeZone: 'Europe/Lisbon',
    member: {
      userId: 'u-1',
      memberId: 'm-1',
      firstName: 'Ana',
      fullName: 'Ana Silva',
      archetype: 'the thinker',
      archetypeName: 'The Thinker',
      traits: { honestyHumility: 60, emotionality: 50, extraversion: 12, agreeablenessVsAnger: 55, conscientiousness: 70, opennessToExperience: 80 },
      interests: ['Chess'],
      ...member,
    },
    organization: { id: 'ORG', name: 'Org' },
    connections: [],
    team: { size: 10, archetypeCounts: {}, diversityIndex: 50 },
    calendar: { connected: false, upcoming: [], freeSlots: [] },
    activities: { completed: [], quickConnects: { scheduled: 0, rescheduled: 0, completed: 0 } },
    page: { currentPage: null, pageContext: null },
    ...overrides,
  };
}

function booking(otherMemberId: string): QuickConnectBooking {
  return { key: 'k', organiser: true, otherUserId: 'u', otherMemberId, summary: 'Quick Connect', bookedAt: NOW, startsAt: null, endsAt: null };
}

const minutes = (activityId: string) => ACTIVITY_FACTS.find((activity) => activity.id === activityId)!.minutes;

describe('recommend', () => {
  it('names at most two connections not met yet, strongest first, and why', () => {
    const picks = recommend({
      facts: facts({
        connections: [
          colleague('a', 70),
          colleague('b', 95),
          colleague('c', 90, { viewed: false, sharedInterests: ['Chess'] }),
          colleague('d', 85),
        ],
      }),
      bookings: [booking('b')],
    });
    const colleagues = picks.filter((pick) => pick.kind === 'colleague');
    expect(colleagues.map((pick) => pick.action.state?.memberId)).toEqual(['c', 'd']);
    expect(colleagues[0]!.reason).toBe("90% match (Excellent match); you both like Chess; a new match you haven't opened yet.");
    expect(colleagues[1]!.reason).toBe('85% match (Excellent match); a Rock to your Thinker: different strengths; no Quick Connect booked yet.');
    expect(picks.length).toBeLessThanOrEqual(RECOMMENDATIONS_MAX);
  });

  it('fits the activity to the next free slot, for the traits, and leaves out what was done this week', () => {
    const slot = { start: '2026-11-26T14:00:00.000Z', end: '2026-11-26T14:15:00.000Z' };
    const base = facts({ calendar: { connected: true, upcoming: [], freeSlots: [slot] } });
    const [first] = recommend({ facts: base, bookings: [] }).filter((pick) => pick.kind === 'activity');
    const id = first!.action.state!.activityId!;
    expect(minutes(id)).toBeLessThanOrEqual(15);
    expect(first!.reason).toMatch(/^Fits the 15 minutes you have free Thu, Nov 26, 2:00 PM; /);
    expect(first!.reason).toContain('Extraversion is low (12%)');
    // Done yesterday: another one; done eight days ago: may come back.
    const doneYesterday = recommend({ facts: { ...base, activities: { ...base.activities, completed: [{ activityId: id, day: '2026-11-24' }] } }, bookings: [] });
    expect(doneYesterday.some((pick) => pick.action.state?.activityId === id)).toBe(false);
    const doneLongAgo = recommend({ facts: { ...base, activities: { ...base.activities, completed: [{ activityId: id, day: '2026-11-17' }] } }, bookings: [] });
    expect(doneLongAgo.find((pick) => pick.kind === 'activity')!.action.state?.activityId).toBe(id);
  });

  it('fills five with a second activity and tip when there is no one to meet, the same every time for the same day', () => {
    const input = { facts: facts(), bookings: [] };
    const picks = recommend(input);
    expect(picks.map((pick) => pick.kind)).toEqual(['activity', 'activity', 'resource', 'tip', 'tip']);
    const [activity1, activity2] = picks.filter((pick) => pick.kind === 'activity');
    expect(activity1!.action.state!.activityId).not.toBe(activity2!.action.state!.activityId);
    for (const pick of picks.filter((p) => p.kind === 'activity')) expect(minutes(pick.action.state!.activityId!)).toBeLessThanOrEqual(20);
    // Extraversion (12, low) is the most distinctive: its resource and tip; then Openness (80, high) for the second tip.
    expect(distinctiveTraits(input.facts.member.traits!)[0]).toBe('extraversion');
    const [tip1, tip2] = picks.filter((pick) => pick.kind === 'tip');
    expect(TRAIT_RECOMMENDATIONS.extraversion.low).toContain(tip1!.title);
    expect(tip1!.reason).toBe('Your Extraversion is low (12%), your most distinctive trait.');
    expect(TRAIT_RECOMMENDATIONS.opennessToExperience.high).toContain(tip2!.title);
    expect(picks.find((pick) => pick.kind === 'resource')).toMatchObject({ id: 'resource:power-of-introverts', action: { external: true } });
    expect(recommend(input)).toEqual(picks);
  });

  it('says so when there are no HEXACO scores', () => {
    const picks = recommend({ facts: facts({ connections: [colleague('a', 80)] }, { traits: null, archetype: null, archetypeName: null }), bookings: [] });
    expect(picks.find((pick) => pick.kind === 'tip')).toMatchObject({ id: 'tip:complete-profile' });
    expect(picks.find((pick) => pick.kind === 'resource')!.reason).toContain('no HEXACO scores');
    expect(picks.find((pick) => pick.kind === 'colleague')!.action.state?.memberId).toBe('a');
    const activity = picks.find((pick) => pick.kind === 'activity')!;
    expect(activity.reason).toMatch(/^Takes \d+ minutes; one you haven't done in the last 7 days\.$/);
  });
});

describe('the feed', () => {
  it('counts the profile in 20 slots and names what is missing', () => {
    const profile = {
      userId: 'u',
      memberId: 'm',
      email: 'e',
      givenName: 'ana',
      familyName: 'silva',
      honesty: 20,
      neuroticism: 10,
      extraversion: 10,
      agreeableness: 10,
      conscientiousness: 10,
      openness: 10,
      archetype: 'the rock',
      profilePicture: '/v1/profile/avatars/preset-1.svg',
      title: 'Engineer',
      department: null,
      headline: null,
      details: { interests: ['Chess'], dobday: 1, dobmonth: 2, dobyear: 1990, city: '' },
    } as ProfileRow;
    const item = completenessItem(profile, true, NOW);
    expect(item.title).toBe('Your profile is 70% complete');
    expect(item.description).toBe('14 of 20 parts filled in. Still missing: your department, a headline, your city and 3 more.');
    expect(item.avatarFallback).toBe('AS');
    expect(completenessItem(undefined, false, NOW).title).toBe('Your profile is 0% complete');
  });

  it('quotes a message on one line, cut at a word', () => {
    expect(clip('Short one.', 80)).toBe('Short one.');
    const quoted = clip(`First line\nthen ${'word '.repeat(30)}`, 80);
    expect(quoted.length).toBeLessThanOrEqual(80);
    expect(quoted).toMatch(/^First line then word( word)*…$/);
  });
});
