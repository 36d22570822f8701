/**
 * The member's own data (docs/decisions.md#leaving-kindred): the export of everything that is theirs, and
 * deleting the account. Deleting asks for the password (identity checks it, under sign-in's limits), refuses the
 * last administrator of an organisation that has other members (409: they name another first), then erases the
 * account in one transaction (repository.ts) and forgets its sessions: every token it had stops working at once.
 * The other person of each conversation keeps their copy, its sender named FORMER_MEMBER_NAME; the address is
 * free again, so the person may later create a new account with it, which starts empty.
 */
import { ACCOUNT_MESSAGES, FORMER_MEMBER_NAME } from '@kindred/contracts/api/account';
import type { AccountExport } from '@kindred/contracts/api/account';
import type { Logger } from 'pino';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/types.ts';
import { conflict, DomainError } from '../../platform/errors.ts';
import type { Caller, IdentityService, RequestMeta } from '../identity/index.ts';
import * as repo from './repository.ts';

export interface AccountDeps {
  db: Db;
  clock: Clock;
  log: Logger;
  identity: Pick<IdentityService, 'checkOwnPassword' | 'forgetSessionsOf'>;
}

const gone = () => new DomainError('unauthenticated', 'Session expired. Please sign in again.', { code: 'SESSION_EXPIRED' });

/** Dates as ISO strings, all the way down: the export is JSON a person reads. */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plain(item)]));
  return value;
}

export function createAccountService({ db, clock, log, identity }: AccountDeps) {
  return {
    async exportData(caller: Caller): Promise<AccountExport> {
      const found = await db.transaction((tx) => repo.exportRows(tx, caller.userId));
      if (!found) throw gone();
      const { account, ...rest } = found;
      return {
        exportedAt: clock.now().toISOString(),
        account: {
          memberId: account.memberId,
          email: account.email,
          givenName: account.givenName,
          familyName: account.familyName,
          phoneNumber: account.phoneNumber,
          emailCodeAtSignIn: account.mfaRequired,
          createdAt: account.createdAt.toISOString(),
        },
        ...(plain(rest) as Omit<AccountExport, 'exportedAt' | 'account'>),
      };
    },

    async deleteAccount(caller: Caller, input: { password: string }, meta: RequestMeta): Promise<{ deleted: true }> {
      await identity.checkOwnPassword(caller, input.password, meta);
      await db.transaction(async (tx) => {
        const [sole] = await repo.organizationsOnlyAdministeredBy(tx, caller.userId);
        if (sole) throw conflict(ACCOUNT_MESSAGES.lastAdministrator(sole.name), 'LAST_ADMINISTRATOR');
        if (!(await repo.eraseAccount(tx, caller.userId, FORMER_MEMBER_NAME, clock.now()))) throw gone();
      });
      identity.forgetSessionsOf(caller.userId);
      log.info({ userId: caller.userId }, 'Account deleted');
      return { deleted: true };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
