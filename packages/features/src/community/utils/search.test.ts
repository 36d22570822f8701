import type { OrgMember } from '@kindred/contracts/api/connections';
import { describe, expect, it } from 'vitest';
import { compatibilityLabel, foundText, searchMembers, searchable } from './search.ts';

function member(fields: Partial<OrgMember> & Pick<OrgMember, 'id' | 'name'>): OrgMember {
  return {
    title: null,
    personaType: null,
    archetype: null,
    interests: [],
    email: `${fields.id}@example.com`,
    avatarUrl: null,
    department: null,
    headline: null,
    compatibilityScore: null,
    hexacoScores: null,
    isConnected: false,
    connectionId: null,
    ...fields,
  };
}

const members = searchable([
  member({ id: 'a', name: 'Amara Okafor', title: 'Data Scientist', personaType: 'The Thinker', interests: ['Chess', 'Running'] }),
  member({ id: 'b', name: 'Mateo García', title: 'Product Designer', personaType: 'The Spark', interests: ['Pottery'] }),
  member({ id: 'c', name: 'Priya Raman', title: null, personaType: null, archetype: 'the rock', interests: [] }),
]);
const ids = (query: string) => searchMembers(members, query).map((found) => found.id);

describe('directory search', () => {
  it('matches name, title, persona type and any interest, in any case', () => {
    expect(ids('okaf')).toEqual(['a']);
    expect(ids('DESIGNER')).toEqual(['b']);
    expect(ids('the spark')).toEqual(['b']);
    expect(ids('pottery')).toEqual(['b']);
    expect(ids('the rock')).toEqual(['c']);
    expect(ids('a')).toEqual(['a', 'b', 'c']);
  });
  it('lists everyone for a blank query and no one for a miss', () => {
    expect(ids('  ')).toEqual(['a', 'b', 'c']);
    expect(ids('zz')).toEqual([]);
  });
  it('never matches across two fields', () => {
    // 'chess' + 'running' joined would read 'chessrunning'.
    expect(ids('chessrun')).toEqual([]);
  });
  it('reads found counts and compatibility', () => {
    expect(foundText(2, 60)).toBe('Found 2 of 60 members');
    expect([compatibilityLabel(80), compatibilityLabel(79), compatibilityLabel(60), compatibilityLabel(59)]).toEqual([
      'Excellent match',
      'Good match',
      'Good match',
      'Growing connection',
    ]);
  });
});
