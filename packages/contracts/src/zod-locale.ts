/**
 * zod's English messages for the issues a schema does not word itself
 * ('Invalid input: expected string, received number', 'Too big: expected
 * string to have <=2000 characters'). Classic zod installed them on first use;
 * `zod/mini` leaves every locale out unless asked. Each contracts module that
 * defines schemas imports this first, so those messages stay as they were on
 * the client, in MSW handlers and on the server.
 */
import { config } from 'zod/mini';
import { en } from 'zod/locales';

// As classic zod does it: only when no locale has been chosen yet.
if (!config().localeError) config(en());
