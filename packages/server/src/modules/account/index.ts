/** The member's own account: Settings → Security's calls (identity's rules), their data's export, and deletion. */
export { accountRoutes } from './routes.ts';
export { createAccountService } from './service.ts';
export type { AccountService } from './service.ts';
