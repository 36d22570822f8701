/**
 * The introduction links' calls are made with no session: the token in the e-mailed address is the permission for
 * its one action. An empty Authorization header keeps the client from adding a signed-in member's bearer, so the
 * page works the same for whoever opens the link, signed in or not (as the invitation page's lookup does).
 */
export const WITHOUT_SESSION = { Authorization: '' } as const;
