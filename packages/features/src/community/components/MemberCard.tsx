import type { OrgMember } from '@kindred/contracts/api/connections';
import { Avatar } from '@kindred/ui/Avatar';
import type { StrengthLabel } from '@kindred/contracts/domain/hexaco';
import { Badge, type BadgeTone } from '@kindred/ui/Badge';
import { Button } from '@kindred/ui/Button';
import { IconButton } from '@kindred/ui/IconButton';
import { Text } from '@kindred/ui/Text';
import { Zap } from 'lucide-react';
import { compatibilityLabel } from '../utils/search.ts';
import * as styles from './Community.css.ts';

/** How many interests a card shows; the profile lists them all. */
const CARD_INTERESTS = 3;

/** The directory's compatibility labels in colour, as a connection's strength label is coloured. */
export const COMPATIBILITY_TONES = { 'Excellent match': 'positive', 'Good match': 'info', 'Growing connection': 'neutral' } as const satisfies Record<
  StrengthLabel,
  BadgeTone
>;

export interface MemberCardProps {
  member: OrgMember;
  /** 1-based place in the (filtered) list, and the list's length: the list is virtual, so each item says both. */
  position: number;
  total: number;
  onOpen: (member: OrgMember) => void;
  onQuickConnect: (member: OrgMember) => void;
}

/**
 * One colleague in the directory (docs/product.md#screens-and-routes "Community directory"): who they are (title,
 * archetype, department, a few interests), how compatible the two are, and ways to open their profile or book a
 * Quick Connect.
 */
export function MemberCard({ member, position, total, onOpen, onQuickConnect }: MemberCardProps) {
  const role = [member.title, member.personaType].filter(Boolean).join(' · ');
  return (
    <div role="listitem" aria-posinset={position} aria-setsize={total} className={styles.card}>
      <div className={styles.cardHeader}>
        <Avatar name={member.name} src={member.avatarUrl} size="lg" isDecorative />
        <div className={styles.cardWho}>
          <h2 className={styles.cardName}>{member.name}</h2>
          {role && (
            <Text size="sm" tone="secondary">
              {role}
            </Text>
          )}
          {member.department && (
            <Text size="xs" tone="muted">
              {member.department}
            </Text>
          )}
        </div>
        {member.isConnected && (
          <Badge tone="accent" size="sm">
            Connected
          </Badge>
        )}
      </div>
      {member.compatibilityScore !== null && (
        <div>
          <Badge tone={COMPATIBILITY_TONES[compatibilityLabel(member.compatibilityScore)]}>{compatibilityLabel(member.compatibilityScore)}</Badge>{' '}
          <Text as="span" size="sm">{`${member.compatibilityScore}% compatible`}</Text>
        </div>
      )}
      {member.interests.length > 0 && (
        <ul className={styles.interests} aria-label={`${member.name}'s interests`}>
          {member.interests.slice(0, CARD_INTERESTS).map((interest) => (
            <li key={interest}>
              <Badge size="sm">{interest}</Badge>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.cardActions}>
        <Button size="sm" onPress={() => onOpen(member)} aria-label={`View Profile: ${member.name}`}>
          View Profile
        </Button>
        <IconButton label={`Quick Connect with ${member.name}`} size="sm" onPress={() => onQuickConnect(member)}>
          <Zap />
        </IconButton>
      </div>
    </div>
  );
}
