/**
 * formErrorMessage: a form's words for a failed call. Refusals of what the
 * person entered keep the form's or the server's words; every other failure
 * gets the generic handler's message for its cause, never raw error text.
 */
import ky from 'ky';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, formErrorMessage } from './errors.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const URL = 'http://api.test/v1/auth/sign-in';

async function failureOf(respond: () => Response): Promise<unknown> {
  server.use(http.post(URL, respond));
  return ky.post(URL, { retry: 0, json: {} }).then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );
}

describe('formErrorMessage', () => {
  it("uses the form's words for a code it knows, and the server's for another refusal", async () => {
    const wrong = await failureOf(() => HttpResponse.json({ error: 'Incorrect email or password.', code: 'NOT_AUTHORIZED' }, { status: 400 }));
    expect(formErrorMessage(wrong, { NOT_AUTHORIZED: 'Our own words' })).toBe('Our own words');
    const weak = await failureOf(() => HttpResponse.json({ error: 'Password does not meet requirements.', code: 'INVALID_PASSWORD' }, { status: 400 }));
    expect(formErrorMessage(weak, { NOT_AUTHORIZED: 'Our own words' })).toBe('Password does not meet requirements.');
  });

  it("gives every other failure the generic handler's message, never the raw text", async () => {
    expect(formErrorMessage(await failureOf(() => HttpResponse.error()))).toBe(ERROR_MESSAGES.network);
    expect(formErrorMessage(await failureOf(() => HttpResponse.json({ error: 'Internal server error' }, { status: 500 })))).toBe(ERROR_MESSAGES.server);
    expect(formErrorMessage(await failureOf(() => new HttpResponse(null, { status: 500 })), { NOT_AUTHORIZED: 'x' })).toBe(ERROR_MESSAGES.server);
    expect(formErrorMessage(await failureOf(() => HttpResponse.json({ error: 'slow down' }, { status: 429 })))).toBe(ERROR_MESSAGES['rate-limit']);
    expect(formErrorMessage(await failureOf(() => HttpResponse.json({}, { status: 503 })))).toBe(ERROR_MESSAGES['cloud-function']);
    expect(formErrorMessage(new Error('anything'))).toBe(ERROR_MESSAGES.unknown);
    // Already worded by the handler (a loader whose code could not be fetched): kept.
    expect(formErrorMessage(new Error(ERROR_MESSAGES.network))).toBe(ERROR_MESSAGES.network);
  });
});
