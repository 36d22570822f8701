import { MEMBER_ID_CLAIM, type UserAttributes } from '@kindred/contracts/api/identity';
import type { SignedInUser } from '../state/user.ts';

/** The signed-in user (docs/product.md#what-it-keeps) from the identity service's attributes: the id is the member-id claim. */
export function userFromAttributes(attributes: UserAttributes, profilePictureUrl: string | null = null): SignedInUser {
  return {
    id: attributes[MEMBER_ID_CLAIM],
    firstname: attributes.given_name,
    lastname: attributes.family_name,
    email: attributes.email,
    phone: attributes.phone_number,
    profilePictureUrl,
    status: 'SIGNED_IN',
  };
}
