/**
 * What every profile call does before and after the network: check the
 * request with the contract's schema (the same words the server would use),
 * make sure there is a token, and read the answer's text (an empty body is
 * an answer too: "returned nothing"). They live with the HTTP client (one file
 * every signed-in page already loads), and are re-exported here.
 */
export { NO_JWT_TOKEN, NO_PROFILE_TOKEN, bearer, parseRequest, readJson } from '../../shared/http.ts';
