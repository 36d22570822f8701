import { MEMBER_ID_CLAIM } from '@kindred/contracts/api/identity';
import { describe, expect, it } from 'vitest';
import { isSignedInUser } from '../state/user.ts';
import { userFromAttributes } from './user-from-attributes.ts';

describe('userFromAttributes', () => {
  it('takes the id from the member-id claim and marks the user signed in (docs/product.md#what-it-keeps)', () => {
    const user = userFromAttributes({
      sub: 'subject-1',
      [MEMBER_ID_CLAIM]: 'member-7',
      email: 'jordan@kindred.test',
      given_name: 'Jordan',
      family_name: 'Ellis',
      phone_number: null,
    });
    expect(user).toEqual({
      id: 'member-7',
      firstname: 'Jordan',
      lastname: 'Ellis',
      email: 'jordan@kindred.test',
      phone: null,
      profilePictureUrl: null,
      status: 'SIGNED_IN',
    });
    // What is stored is what the first screen's guard accepts on the next visit.
    expect(isSignedInUser(JSON.parse(JSON.stringify(user)))).toBe(true);
  });
});
