import { Avatar } from '@kindred/ui/Avatar';
import { Badge } from '@kindred/ui/Badge';
import { Button } from '@kindred/ui/Button';
import { DialogTrigger } from '@kindred/ui/Dialog';
import { IconButton } from '@kindred/ui/IconButton';
import { Link } from '@kindred/ui/Link';
import { Meter } from '@kindred/ui/Meter';
import { Popover } from '@kindred/ui/Popover';
import { Text } from '@kindred/ui/Text';
import { CONNECTION_LABEL_TONES, type ConnectionCard } from '../utils/cards.ts';
import { Lightbulb, Zap } from 'lucide-react';
import * as styles from './Connections.css.ts';
import { IcebreakerList } from './IcebreakerList.tsx';

const MATCH_DATE = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', year: 'numeric' });

export interface ConnectionCardViewProps {
  card: ConnectionCard;
  onOpen: (card: ConnectionCard) => void;
  /** Quick Connect: an activity and a time with this connection. */
  onQuickConnect: (card: ConnectionCard) => void;
}

/**
 * One connection (docs/product.md#screens-and-routes "Connections"): who, when they were matched, how strong the
 * match is (the label in words and the percentage as a bar), 'New' until opened, a way to message them and to
 * open their profile, three icebreakers to copy, and Quick Connect to schedule time together.
 */
export function ConnectionCardView({ card, onOpen, onQuickConnect }: ConnectionCardViewProps) {
  const matched = Number.isNaN(card.matchTime) ? null : MATCH_DATE.format(card.matchTime);
  return (
    <li className={styles.card} data-viewed={card.viewed || undefined}>
      <div className={styles.cardHeader}>
        <Avatar name={card.name} src={card.avatarUrl} size="lg" isDecorative />
        <div className={styles.cardWho}>
          <h2 className={styles.cardName}>{card.name}</h2>
          {(card.title || card.archetype) && (
            <Text size="sm" tone="secondary">
              {[card.title, card.archetype].filter(Boolean).join(' · ')}
            </Text>
          )}
          {matched && (
            <Text size="xs" tone="muted">
              Matched {matched}
            </Text>
          )}
        </div>
        {!card.viewed && (
          <Badge tone="accent" dot size="sm">
            New
          </Badge>
        )}
      </div>
      <div className={styles.cardStrength}>
        <Badge tone={CONNECTION_LABEL_TONES[card.connectionLabel]}>{card.connectionLabel}</Badge>
        <Meter label="Match strength" value={card.connectionStrength} size="sm" />
      </div>
      <div className={styles.cardActions}>
        <Button size="sm" onPress={() => onOpen(card)} aria-label={`View Profile: ${card.name}`}>
          View Profile
        </Button>
        {/* Opens their conversation on the Messages page (its `member` parameter). */}
        <Link href={`/chat?member=${encodeURIComponent(card.memberId)}`} variant="standalone" aria-label={`Message ${card.name}`}>
          Message
        </Link>
        <span className={styles.cardTools}>
          <DialogTrigger>
            <IconButton label={`Icebreakers for ${card.name}`} size="sm">
              <Lightbulb />
            </IconButton>
            <Popover title={`Icebreakers for ${card.name}`} placement="bottom end" className={styles.icebreakerPopover}>
              <IcebreakerList connectionId={card.id} name={card.name} archetype={card.archetype} />
            </Popover>
          </DialogTrigger>
          <IconButton label={`Quick Connect with ${card.name}`} size="sm" onPress={() => onQuickConnect(card)}>
            <Zap />
          </IconButton>
        </span>
      </div>
    </li>
  );
}
