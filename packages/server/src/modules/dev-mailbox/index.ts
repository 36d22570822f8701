/** The development mailbox: the outbox's mail, one address at a time, for this machine only. */
export { devMailboxRoutes } from './routes.ts';
