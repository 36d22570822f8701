import { PROFILE_EDIT_LIMITS, dbeditBodySchema } from '@kindred/contracts/api/profile-edit';
import { describe, expect, it } from 'vitest';
import { createMockDb } from '../../shared/mocks/db.ts';
import { FIXTURE_IDS } from '../../shared/mocks/fixtures.ts';
import {
  addListEntry,
  changedDetails,
  fieldError,
  isDirty,
  profileFormValues,
  serverFieldError,
  validateProfileForm,
} from './profile-form.ts';

const db = createMockDb();
const maya = db.member(FIXTURE_IDS.maya);
const profile = db.userProfile(FIXTURE_IDS.maya, { memberId: maya.id, email: maya.email });
const saved = profileFormValues(profile);

describe("'Your profile' form", () => {
  it('starts from what the profile shows: picked options and own words merged', () => {
    expect(saved).toEqual({
      title: 'Product Designer',
      department: 'Design',
      headline: 'Turning messy workflows into calm tools.',
      interests: ['Photography', 'Hiking', 'Letterpress printing'],
      funFacts: ['I have visited 23 countries', 'I sketch every meeting'],
    });
  });

  it('is dirty only when a value changed (spaces around a text do not count)', () => {
    expect(isDirty(saved, { ...saved })).toBe(false);
    expect(isDirty(saved, { ...saved, title: ' Product Designer ' })).toBe(false);
    expect(isDirty(saved, { ...saved, title: 'Lead Designer' })).toBe(true);
    expect(isDirty(saved, { ...saved, interests: ['Hiking', 'Photography', 'Letterpress printing'] })).toBe(true);
  });

  it('sends only what changed, a cleared text as null, and a changed list with its picked options cleared', () => {
    const details = changedDetails(saved, { ...saved, title: '  Lead Designer ', department: '', interests: ['Hiking'] });
    expect(details).toEqual({ title: 'Lead Designer', department: null, interests: ['Hiking'], interests_choice: null });
    expect(changedDetails(saved, { ...saved, funFacts: [] })).toEqual({ thingsAboutMe: null, must_know_facts_choice: null });
    // What it sends is what the call accepts.
    expect(dbeditBodySchema.safeParse({ id: maya.id, email: maya.email, details }).success).toBe(true);
  });

  it("checks with the call's own limits, in the server's words with the field's label", () => {
    expect(fieldError('title', 'x'.repeat(PROFILE_EDIT_LIMITS.title))).toBeNull();
    expect(fieldError('title', 'x'.repeat(PROFILE_EDIT_LIMITS.title + 1))).toBe('Title must be at most 100 characters');
    expect(fieldError('headline', 'x'.repeat(281))).toBe('Headline must be at most 280 characters');
    const many = Array.from({ length: 21 }, (_, i) => `Fact ${i}`);
    expect(fieldError('funFacts', many)).toBe('Fun facts must have at most 20 entries');
    expect(validateProfileForm(saved)).toBeNull();
    expect(validateProfileForm({ ...saved, department: 'd'.repeat(101), interests: many })).toEqual({
      department: 'Department must be at most 100 characters',
      interests: 'Interests must have at most 20 entries',
    });
  });

  it('adds a list entry trimmed, once, within the limits', () => {
    expect(addListEntry('interests', ['Hiking'], '  Chess ')).toEqual({ list: ['Hiking', 'Chess'] });
    expect(addListEntry('interests', ['Hiking'], 'hiking')).toEqual({ error: "'hiking' is already in interests" });
    expect(addListEntry('interests', ['Hiking'], '   ')).toEqual({ error: 'Type an entry to add to interests' });
    expect(addListEntry('funFacts', [], 'x'.repeat(121))).toEqual({ error: 'Fun facts entries must be at most 120 characters' });
    const full = Array.from({ length: 20 }, (_, i) => `Interest ${i}`);
    expect(addListEntry('interests', full, 'One more')).toEqual({ error: 'Interests must have at most 20 entries' });
  });

  it("puts a server refusal by the field it names", () => {
    expect(serverFieldError('headline must be at most 280 characters')).toEqual({ field: 'headline', message: 'Headline must be at most 280 characters' });
    expect(serverFieldError('thingsAboutMe contains characters that are not allowed')).toEqual({
      field: 'funFacts',
      message: 'Fun facts contains characters that are not allowed',
    });
    expect(serverFieldError('email must be your own')).toBeNull();
  });
});
