import { useCurrentUser, useSetCurrentUser } from '@kindred/features/auth';
import { useOwnProfile, useUpdateAvatar } from '@kindred/features/profile';
import { RetakeQuestionnaireCard } from '@kindred/features/questionnaire';
import { Avatar } from '@kindred/ui/Avatar';
import { Card } from '@kindred/ui/Card';
import { ToggleButton, ToggleButtonGroup } from '@kindred/ui/ToggleButtonGroup';
import { PRESET_AVATARS, isPresetAvatar } from '../data/preset-avatars.ts';
import { MatchingSettings } from './MatchingSettings.tsx';
import { OrganizationMemberships } from './OrganizationMemberships.tsx';
import { ProfileDetailsForm } from './ProfileDetailsForm.tsx';
import * as styles from './Settings.css.ts';

/**
 * Account: the signed-in member's name and e-mail, and the choice of one of
 * three preset avatars (docs/product.md#screens-and-routes). Pressing an avatar saves it at once: toast
 * 'Avatar updated!', or 'Failed to update avatar. Please try again.' and the
 * previous choice stays. Arrow keys move between avatars, Space or Enter
 * chooses (a radio group, from the kit's ToggleButtonGroup). Below, what the profile shows (ProfileDetailsForm), and
 * pausing the weekly matches (docs/decisions.md#matching), and the member's organisations, each of which they can
 * leave (OrganizationMemberships).
 */
export function AccountSettings() {
  const user = useCurrentUser();
  const setUser = useSetCurrentUser();
  const owner = user.status === 'SIGNED_IN' && user.id ? { id: user.id, email: user.email } : null;
  const profile = useOwnProfile(owner);
  const avatar = useUpdateAvatar(owner, {
    onUpdated: (profilePictureUrl) => setUser({ ...user, profilePictureUrl }),
  });

  const current = profile.data?.profilePictureUrl ?? user.profilePictureUrl;
  // While saving, the chosen avatar shows as selected; on failure the saved one comes back.
  const pending = avatar.isPending ? avatar.variables : undefined;
  const selected = pending ?? (isPresetAvatar(current) ? current : null);
  const name = [user.firstname, user.lastname].filter(Boolean).join(' ') || 'User';

  return (
    <div className={styles.panel}>
      <Card
        title="Profile picture"
        titleLevel={2}
        description="Choose one of three avatars. Colleagues see it next to your name."
        aria-busy={avatar.isPending || undefined}
      >
        <ToggleButtonGroup
          aria-label="Preset avatars"
          className={styles.avatarGroup}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={selected ? [selected] : []}
          onSelectionChange={(keys) => {
            const [url] = [...keys].map(String);
            if (!owner || avatar.isPending || !url || url === current) return;
            avatar.mutate(url);
          }}
        >
          {PRESET_AVATARS.map((preset) => (
            <ToggleButton key={preset.url} id={preset.url} className={styles.avatarOption}>
              <Avatar name={preset.label} src={preset.url} size="lg" isDecorative />
              <span>{preset.label}</span>
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Card>
      <Card title="Your account" titleLevel={2}>
        <dl className={styles.accountFacts}>
          <dt className={styles.factTerm}>Name</dt>
          <dd className={styles.factValue}>{name}</dd>
          <dt className={styles.factTerm}>E-mail</dt>
          <dd className={styles.factValue}>{user.email || 'Not signed in'}</dd>
        </dl>
      </Card>
      <ProfileDetailsForm />
      <RetakeQuestionnaireCard />
      <MatchingSettings />
      <OrganizationMemberships />
    </div>
  );
}
