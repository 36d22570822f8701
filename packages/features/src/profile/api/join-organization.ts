/**
 * Join an organisation by its code (docs/product.md#the-calls): PUT
 * /v1/user-profile?type=add-orgcode with `{ id, email, orgcode }`. The answer
 * lists the member's organisations afterwards.
 */
import { PROFILE_PATH, addOrgcodeBodySchema } from '@kindred/contracts/api/profile';
import * as z from 'zod/mini';
import { StatusError, profileApi } from '../../shared/http.ts';
import { fromTypedAttributes, unwrapEnvelope } from '../utils/typed-attributes.ts';
import { profileAnswerSchema, type Profile } from './profile-schemas.ts';
import { NO_JWT_TOKEN, bearer, parseRequest, readJson } from './request.ts';

const ORGANIZATION_NOT_FOUND = 'Organization not found';

export interface AddOrgcodeResult {
  orgcode: string[];
  organizations: Profile['organizations'];
  /** False when the member already belonged to it. */
  joined: boolean;
}

/** The answer in either form: reuses the profile reader for the two lists. */
const addOrgcodeAnswerSchema = z.pipe(
  z.transform((input: unknown): unknown => fromTypedAttributes(unwrapEnvelope(input))),
  z.pipe(
    z.looseObject({ joined: z.unknown() }),
    z.transform((answer: { joined: unknown; [key: string]: unknown }): AddOrgcodeResult => {
      const lists = profileAnswerSchema.parse({ organizations: answer.organizations, orgcode: answer.orgcode });
      return { orgcode: lists.orgcode, organizations: lists.organizations, joined: answer.joined !== false };
    }),
  ),
);

export async function addOrgcode(request: { id: string; email: string; orgcode: string }): Promise<AddOrgcodeResult> {
  const body = parseRequest(addOrgcodeBodySchema, request);
  const headers = await bearer(NO_JWT_TOKEN);
  let response: Response;
  try {
    response = await profileApi.put(PROFILE_PATH, { searchParams: { type: 'add-orgcode' }, json: body, headers });
  } catch (error) {
    // The profile API's global handler words every 404 as a missing profile; here it is the code that is unknown.
    if (error instanceof StatusError && error.status === 404) throw new Error(ORGANIZATION_NOT_FOUND, { cause: error });
    throw error;
  }
  return addOrgcodeAnswerSchema.parse((await readJson(response)) ?? {});
}
