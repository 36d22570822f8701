import { describe, expect, it } from 'vitest';
import { connectionRecordSchema, type ConnectionRecord } from '@kindred/contracts/api/connections';
import { strengthLabel } from '@kindred/contracts/domain/hexaco';
import {
  CONNECTION_LABELS,
  EXCELLENT_MATCH_FROM,
  GOOD_MATCH_FROM,
  UNKNOWN_MEMBER_NAME,
  clampStrength,
  connectionLabel,
  displayName,
  toConnectionCard,
} from './cards.ts';

function record(overrides: {
  items?: Partial<ConnectionRecord['connectionItems']>;
  details?: Partial<ConnectionRecord['connectionDetails']>;
  user?: Partial<ConnectionRecord['connectionDetails']['user']>;
} = {}): ConnectionRecord {
  return connectionRecordSchema.parse({
    connectionItems: {
      id: 'conn-1',
      connectionStrength: 84.4,
      matchDateTime: '2025-03-10T09:00:00.000Z',
      viewed: false,
      members: { member1: 'me', member2: 'member-7' },
      ...overrides.items,
    },
    connectionDetails: {
      id: 'member-7',
      user: { fname: 'priya', lname: 'sharma', profile_picture_url: 'https://img.example/priya.png', email: 'priya@acme.test', ...overrides.user },
      archetype: 'the explorer',
      title: 'Designer',
      department: 'Product',
      hexaco: { honesty: 15, neuroticism: 9, extraversion: 21, agreeableness: 30, conscientiousness: 0, openness: 24 },
      mutualConnections: 3,
      interests: ['Climbing', 'Jazz'],
      ...overrides.details,
    },
  });
}

describe('the strength label on a card', () => {
  it.each([
    [59, 'Growing connection'],
    [60, 'Good match'],
    [79, 'Good match'],
    [80, 'Excellent match'],
    [0, 'Growing connection'],
    [100, 'Excellent match'],
  ] as const)('reads %s%% as %s', (strength, label) => {
    expect(connectionLabel(strength)).toBe(label);
  });

  it('changes exactly at the exported thresholds, as the shared domain says', () => {
    expect(connectionLabel(EXCELLENT_MATCH_FROM)).toBe('Excellent match');
    expect(connectionLabel(EXCELLENT_MATCH_FROM - 1)).toBe('Good match');
    expect(connectionLabel(GOOD_MATCH_FROM)).toBe('Good match');
    expect(connectionLabel(GOOD_MATCH_FROM - 1)).toBe('Growing connection');
    for (let strength = 0; strength <= 100; strength += 1) expect(connectionLabel(strength)).toBe(strengthLabel(strength));
  });

  it('lists the three labels strongest first', () => {
    expect(CONNECTION_LABELS).toEqual(['Excellent match', 'Good match', 'Growing connection']);
  });
});

describe('a connection card', () => {
  it('shows the colleague as the record describes them', () => {
    expect(toConnectionCard(record())).toEqual({
      id: 'conn-1',
      memberId: 'member-7',
      name: 'Priya Sharma',
      email: 'priya@acme.test',
      avatarUrl: 'https://img.example/priya.png',
      connectionStrength: 84,
      matchDate: '2025-03-10T09:00:00.000Z',
      matchTime: Date.UTC(2025, 2, 10, 9),
      viewed: false,
      connectionLabel: 'Excellent match',
      archetype: 'The Explorer',
      title: 'Designer',
      department: 'Product',
      hexaco: {
        honestyHumility: 50,
        emotionality: 30,
        extraversion: 70,
        agreeablenessVsAnger: 100,
        conscientiousness: 0,
        opennessToExperience: 80,
      },
      mutualConnections: 3,
      interests: ['Climbing', 'Jazz'],
    });
  });

  it('capitalises each word of the name and trims the spaces around it', () => {
    expect(toConnectionCard(record({ user: { fname: '  mary ann ', lname: ' van der berg-smith ' } })).name).toBe('Mary Ann Van Der Berg-Smith');
    expect(displayName('ana', '')).toBe('Ana');
    expect(displayName('', 'okafor')).toBe('Okafor');
    expect(displayName('McKenzie', 'ÉLODIE')).toBe('McKenzie ÉLODIE');
    expect(displayName('élodie', 'ñúñez')).toBe('Élodie Ñúñez');
  });

  it("reads 'Unknown member' when the colleague has no name", () => {
    expect(toConnectionCard(record({ user: { fname: '', lname: '   ' } })).name).toBe(UNKNOWN_MEMBER_NAME);
    expect(UNKNOWN_MEMBER_NAME).toBe('Unknown member');
  });

  it('shows a whole-number strength between 0 and 100, labelled from the number shown', () => {
    expect(toConnectionCard(record({ items: { connectionStrength: 79.5 } }))).toMatchObject({ connectionStrength: 80, connectionLabel: 'Excellent match' });
    expect(toConnectionCard(record({ items: { connectionStrength: 59.4 } }))).toMatchObject({ connectionStrength: 59, connectionLabel: 'Growing connection' });
    expect(toConnectionCard(record({ items: { connectionStrength: 140 } })).connectionStrength).toBe(100);
    expect(toConnectionCard(record({ items: { connectionStrength: -3 } })).connectionStrength).toBe(0);
    expect(clampStrength(Number.NaN)).toBe(0);
  });

  it('keeps an unreadable match date as given, with a time that sorts as unknown', () => {
    const card = toConnectionCard(record({ items: { matchDateTime: 'next tuesday' } }));
    expect(card.matchDate).toBe('next tuesday');
    expect(card.matchTime).toBeNaN();
  });

  it('shows no picture, title, department or archetype when they are missing or blank', () => {
    const card = toConnectionCard(
      record({ user: { profile_picture_url: '  ' }, details: { title: null, department: '', archetype: null, hexaco: null } }),
    );
    expect(card).toMatchObject({ avatarUrl: null, title: null, department: null, archetype: null, hexaco: null });
    expect(toConnectionCard(record({ user: { profile_picture_url: null } })).avatarUrl).toBeNull();
  });

  it("shows a known archetype by its display name in any spelling, and any other archetype as written", () => {
    expect(toConnectionCard(record({ details: { archetype: 'ORGANIZER' } })).archetype).toBe('The Organizer');
    expect(toConnectionCard(record({ details: { archetype: '  The Rock ' } })).archetype).toBe('The Rock');
    expect(toConnectionCard(record({ details: { archetype: ' Achiever ' } })).archetype).toBe('Achiever');
  });

  it('marks a card viewed when the record says so', () => {
    expect(toConnectionCard(record({ items: { viewed: true } })).viewed).toBe(true);
  });

  it('carries the count of shared connections as the record gives it, none included', () => {
    expect(toConnectionCard(record({ details: { mutualConnections: 0 } })).mutualConnections).toBe(0);
    expect(toConnectionCard(record({ details: { mutualConnections: 12 } })).mutualConnections).toBe(12);
  });

  it("lists the colleague's interests in the record's order, without blank ones", () => {
    expect(toConnectionCard(record({ details: { interests: [' Chess ', '', 'Sailing', '   '] } })).interests).toEqual(['Chess', 'Sailing']);
    expect(toConnectionCard(record({ details: { interests: [] } })).interests).toEqual([]);
  });

  it('takes only what the contract allows: a whole, non-negative count and at most five interests', () => {
    const base = { ...record(), connectionDetails: { ...record().connectionDetails } };
    for (const mutualConnections of [-1, 1.5]) {
      expect(connectionRecordSchema.safeParse({ ...base, connectionDetails: { ...base.connectionDetails, mutualConnections } }).success).toBe(false);
    }
    const six = ['a', 'b', 'c', 'd', 'e', 'f'];
    expect(connectionRecordSchema.safeParse({ ...base, connectionDetails: { ...base.connectionDetails, interests: six } }).success).toBe(false);
    const { mutualConnections: _count, interests: _interests, ...withoutNew } = base.connectionDetails;
    expect(connectionRecordSchema.safeParse({ ...base, connectionDetails: withoutNew }).success).toBe(false);
  });
});
