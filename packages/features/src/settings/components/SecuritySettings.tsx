import { ChangePasswordCard } from './ChangePasswordCard.tsx';
import { EmailCodeCard } from './EmailCodeCard.tsx';
import { SessionsCard } from './SessionsCard.tsx';
import * as styles from './Settings.css.ts';

/** Security: the password, where the member is signed in, and the e-mail code at sign-in (contracts/api/account.ts). */
export function SecuritySettings() {
  return (
    <div className={styles.panel}>
      <ChangePasswordCard />
      <SessionsCard />
      <EmailCodeCard />
    </div>
  );
}
