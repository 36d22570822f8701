import type { OrgMember } from '@kindred/contracts/api/connections';
import { Avatar } from '@kindred/ui/Avatar';
import { Badge } from '@kindred/ui/Badge';
import { Button } from '@kindred/ui/Button';
import { Dialog } from '@kindred/ui/Dialog';
import { Link } from '@kindred/ui/Link';
import { Text } from '@kindred/ui/Text';
import { compatibilityLabel } from '../utils/search.ts';
import * as styles from './Community.css.ts';
import { COMPATIBILITY_TONES } from './MemberCard.tsx';

/** docs/product.md#errors "Community and connections". */
export const MEMBER_NOT_FOUND = 'Could not find member details.';

export interface MemberProfileDialogProps {
  /** The member, or null when the one opened is no longer in the directory. */
  member: OrgMember | null;
  /** False while the viewer has no personality results of their own: compatibility then waits on their questionnaire. */
  viewerHasResults?: boolean;
  onClose: () => void;
  onSchedule: (member: OrgMember) => void;
}

/** A colleague's directory profile: who they are, what they like, how compatible the two are, and scheduling. */
export function MemberProfileDialog({ member, viewerHasResults = true, onClose, onSchedule }: MemberProfileDialogProps) {
  if (!member) {
    return (
      <Dialog isOpen onOpenChange={(open) => !open && onClose()} title="Member profile" size="sm" footer={({ close }) => <Button onPress={close}>Close</Button>}>
        <Text role="alert">{MEMBER_NOT_FOUND}</Text>
      </Dialog>
    );
  }
  const firstName = member.name.split(/\s+/)[0] ?? member.name;
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={member.name}
      description={[member.title, member.department].filter(Boolean).join(' · ') || undefined}
      size="md"
      footer={({ close }) => (
        <>
          <Button variant="secondary" onPress={() => onSchedule(member)}>
            Schedule Event
          </Button>
          <Button onPress={close}>Close</Button>
        </>
      )}
    >
      <div className={styles.dialogBody}>
        <div className={styles.cardHeader}>
          <Avatar name={member.name} src={member.avatarUrl} size="xl" isDecorative />
          <div className={styles.cardWho}>
            {member.personaType && <Text weight="semibold">{member.personaType}</Text>}
            {member.compatibilityScore !== null ? (
              <div>
                <Badge tone={COMPATIBILITY_TONES[compatibilityLabel(member.compatibilityScore)]}>{compatibilityLabel(member.compatibilityScore)}</Badge>{' '}
                <Text as="span" size="sm">{`${member.compatibilityScore}% compatible`}</Text>
              </div>
            ) : viewerHasResults ? (
              <Text size="sm" tone="secondary">
                Compatibility shows once you have both completed the personality questionnaire.
              </Text>
            ) : (
              <Text size="sm" tone="secondary">
                {'Compatibility shows once you have taken the personality questionnaire. '}
                <Link href="/questionnaire">Take the personality questionnaire</Link>
              </Text>
            )}
          </div>
        </div>
        {member.headline && <Text>{member.headline}</Text>}
        <dl className={styles.facts}>
          {member.title && (
            <>
              <dt>Title</dt>
              <dd>{member.title}</dd>
            </>
          )}
          {member.department && (
            <>
              <dt>Department</dt>
              <dd>{member.department}</dd>
            </>
          )}
          {member.interests.length > 0 && (
            <>
              <dt>Interests</dt>
              <dd>{member.interests.join(', ')}</dd>
            </>
          )}
        </dl>
        {member.isConnected && (
          <Text size="sm">
            {`You and ${firstName} are connected. `}
            <Link href="/connections">See your connections</Link>
          </Text>
        )}
      </div>
    </Dialog>
  );
}
