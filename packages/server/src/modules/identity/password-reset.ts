/**
 * Resetting a password with an e-mail code. A new password ends every
 * session of the account.
 */
import { IDENTITY_MESSAGES as M, meetsPasswordRequirements } from '@kindred/contracts/api/identity';
import type { ConfirmResetPasswordResponse, ResetPasswordResponse } from '@kindred/contracts/api/identity';
import { maskEmail } from './codes.ts';
import type { Codes } from './codes.ts';
import { LIMITS, fail } from './context.ts';
import type { IdentityContext, RequestMeta } from './context.ts';
import { hashPassword } from './passwords.ts';
import { createIdentityRepository } from './repository.ts';
import type { Sessions } from './sessions.ts';

export function createPasswordReset(context: IdentityContext, codes: Codes, sessions: Sessions) {
  const { db, clock, log, repo, limit } = context;
  const { issueCode, checkCode } = codes;

  return {
    async requestPasswordReset(input: { username: string }, meta: RequestMeta): Promise<ResetPasswordResponse> {
      await limit(`reset:address:${meta.ip}`, LIMITS.resetPerAddress);
      const user = await repo.findUserByEmail(input.username);
      // The spec asks for this message (docs/product.md#errors), so the reset form tells people they mistyped.
      if (!user) throw fail(400, M.userNotFound, 'USER_NOT_FOUND');
      await issueCode(user, 'reset_password');
      return {
        isPasswordReset: false,
        nextStep: {
          resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE',
          codeDeliveryDetails: { destination: maskEmail(user.email), deliveryMedium: 'EMAIL', attributeName: 'email' },
        },
      };
    },

    async confirmPasswordReset(
      input: { username: string; confirmationCode: string; newPassword: string },
      meta: RequestMeta,
    ): Promise<ConfirmResetPasswordResponse> {
      await limit(`confirm:address:${meta.ip}`, LIMITS.confirmPerAddress);
      const user = await repo.findUserByEmail(input.username);
      if (!user) throw fail(400, M.userNotFound, 'USER_NOT_FOUND');
      // Checked before the code, so a weak password does not spend one of its tries.
      if (!meetsPasswordRequirements(input.newPassword)) throw fail(400, M.weakPassword, 'INVALID_PASSWORD');
      const code = await repo.findLatestCode(user.id, 'reset_password');
      if (!code) throw fail(400, M.invalidResetCode, 'INVALID_CODE');
      await checkCode(code, input.confirmationCode, 'reset_password');
      const passwordHash = await hashPassword(input.newPassword);
      const done = await db.transaction(async (tx) => {
        const txRepo = createIdentityRepository(tx);
        const now = clock.now();
        if (!(await txRepo.consumeCode(code.id, now))) return false;
        await txRepo.updatePassword(user.id, passwordHash, now);
        // A new password ends every session: whoever knew the old one is out.
        await txRepo.revokeUserSessions(user.id, now);
        sessions.forgetUser(user.id);
        return true;
      });
      if (!done) throw fail(400, M.invalidResetCode, 'INVALID_CODE');
      log.info({ userId: user.id }, 'Password reset');
      return { isPasswordReset: true, nextStep: { resetPasswordStep: 'DONE' } };
    },

  };
}
