import { toNormalizedProfile, toProfileView, useOwnProfileAs, type Profile, type ProfileOwner } from '@kindred/features/profile';
import { Avatar } from '@kindred/ui/Avatar';
import { Badge } from '@kindred/ui/Badge';
import { Button } from '@kindred/ui/Button';
import { Dialog } from '@kindred/ui/Dialog';
import { Link } from '@kindred/ui/Link';
import { Tab, TabList, TabPanel, Tabs } from '@kindred/ui/Tabs';
import { Text } from '@kindred/ui/Text';
import { useState } from 'react';
import { CONNECTION_LABEL_TONES, type ConnectionCard } from '../utils/cards.ts';
import { matchAnalysis } from '@kindred/contracts/domain/match-analysis';
import { mutualConnectionsText, sharedInterests } from '../utils/shared-interests.ts';
import { whyWeMatched } from '@kindred/contracts/domain/why-we-matched';
import * as styles from './ConnectionProfileDialog.css.ts';
import { firstNameOf, IcebreakerList } from './IcebreakerList.tsx';

export interface ConnectionProfileDialogProps {
  owner: ProfileOwner;
  card: ConnectionCard;
  onClose: () => void;
  /** 'Schedule Event': the profile closes and the scheduling dialog opens for this connection. */
  onSchedule: (card: ConnectionCard) => void;
}

/** The viewer's profile as the dialog needs it: the dashboard's view, and their interests. */
function viewerOf(profile: Profile) {
  const normalized = toNormalizedProfile(profile);
  return { ...toProfileView(normalized), interests: normalized.personalInformation.interests };
}

const MATCH_DATE = new Intl.DateTimeFormat(undefined, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

/**
 * A connection's profile (docs/product.md#screens-and-routes "Connections"): Overview (who they are, the match and
 * why we matched them), Match Analysis (the viewer's six traits beside the colleague's), About (what their
 * profile says) and Activity (what happened between the two), with icebreakers to copy and a way to message them.
 * Only what the data supports is shown.
 */
export function ConnectionProfileDialog({ owner, card, onClose, onSchedule }: ConnectionProfileDialogProps) {
  const own = useOwnProfileAs(owner, viewerOf);
  const firstName = firstNameOf(card.name);
  const [showIcebreakers, setShowIcebreakers] = useState(false);
  const viewer = own.data?.hasResults ? own.data.traits : null;
  const analysis = viewer && card.hexaco ? matchAnalysis(viewer, card.hexaco) : null;
  const why =
    viewer && card.hexaco
      ? whyWeMatched({
          viewer,
          colleague: card.hexaco,
          colleagueFirstName: firstName,
          viewerArchetype: own.data?.archetypeName ?? null,
          colleagueArchetype: card.archetype,
        })
      : [];
  const shared = sharedInterests(own.data?.interests ?? [], card.interests);
  const matched = Number.isNaN(card.matchTime) ? null : MATCH_DATE.format(card.matchTime);

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={card.name}
      description={[card.title, card.department, card.archetype].filter(Boolean).join(' · ') || undefined}
      size="lg"
      footer={({ close }) => (
        <>
          <Button variant="secondary" onPress={() => setShowIcebreakers((shown) => !shown)} aria-expanded={showIcebreakers}>
            Suggest Icebreaker
          </Button>
          <Button variant="secondary" onPress={() => onSchedule(card)}>
            Schedule Event
          </Button>
          <Link href={`/chat?member=${encodeURIComponent(card.memberId)}`} variant="standalone">
            Send Message
          </Link>
          <Button onPress={close}>Close</Button>
        </>
      )}
    >
      <div className={styles.body}>
        {showIcebreakers && (
          <section aria-label="Icebreakers" className={styles.icebreakers}>
            <IcebreakerList connectionId={card.id} name={card.name} archetype={card.archetype} />
          </section>
        )}
        <Tabs defaultSelectedKey="overview">
          <TabList aria-label={`${card.name}'s profile`} wrap>
            <Tab id="overview">Overview</Tab>
            <Tab id="analysis">Match Analysis</Tab>
            <Tab id="about">About</Tab>
            <Tab id="activity">Activity</Tab>
          </TabList>
          <TabPanel id="overview" className={styles.panel}>
            <div className={styles.who}>
              <Avatar name={card.name} src={card.avatarUrl} size="xl" isDecorative />
              <div>
                <Badge tone={CONNECTION_LABEL_TONES[card.connectionLabel]}>{card.connectionLabel}</Badge>
                <Text size="sm">{`${card.connectionStrength}% match`}</Text>
              </div>
            </div>
            <ul className={styles.common} aria-label="What you have in common">
              {shared.length > 0 && <li>{`Shared interests: ${shared.join(', ')}`}</li>}
              <li>{mutualConnectionsText(card.mutualConnections)}</li>
            </ul>
            <section aria-labelledby="why-we-matched">
              <h3 id="why-we-matched" className={styles.heading}>
                Why we matched you
              </h3>
              {why.length > 0 ? (
                why.map((sentence) => <Text key={sentence}>{sentence}</Text>)
              ) : (
                <Text tone="secondary">
                  {viewer ? `${firstName} has not completed the personality questionnaire yet.` : 'Complete your personality questionnaire to see why you were matched.'}
                </Text>
              )}
            </section>
          </TabPanel>
          <TabPanel id="analysis" className={styles.panel}>
            {analysis ? (
              <>
                <Text>{`Overall: ${analysis.overall}% match. Each trait: your score beside ${firstName}'s.`}</Text>
                <ul className={styles.traits} aria-label="Trait by trait">
                  {analysis.traits.map((trait) => (
                    <li key={trait.trait} className={styles.trait} data-band={trait.band}>
                      <div className={styles.traitHead}>
                        <Text as="span" weight="semibold">
                          {trait.label}
                        </Text>
                        <Text as="span" size="sm">
                          {`${trait.match}% match${trait.close ? ' · close' : ''}`}
                        </Text>
                      </div>
                      <div className={styles.bars} aria-hidden="true">
                        <span className={styles.barRow}>
                          <span className={styles.barLabel}>You</span>
                          <span className={styles.barTrack}>
                            <span className={styles.barYou} style={{ width: `${trait.viewer}%` }} />
                          </span>
                        </span>
                        <span className={styles.barRow}>
                          <span className={styles.barLabel}>{firstName}</span>
                          <span className={styles.barTrack}>
                            <span className={styles.barThem} style={{ width: `${trait.colleague}%` }} />
                          </span>
                        </span>
                      </div>
                      <Text size="sm" tone="secondary">{`You ${trait.viewer}%, ${firstName} ${trait.colleague}%`}</Text>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <Text tone="secondary">The analysis needs both personality profiles; one is not complete yet.</Text>
            )}
          </TabPanel>
          <TabPanel id="about" className={styles.panel}>
            <dl className={styles.facts}>
              {card.title && (
                <>
                  <dt>Title</dt>
                  <dd>{card.title}</dd>
                </>
              )}
              {card.department && (
                <>
                  <dt>Department</dt>
                  <dd>{card.department}</dd>
                </>
              )}
              {card.archetype && (
                <>
                  <dt>Archetype</dt>
                  <dd>{card.archetype}</dd>
                </>
              )}
              {card.interests.length > 0 && (
                <>
                  <dt>Interests</dt>
                  <dd>{card.interests.join(', ')}</dd>
                </>
              )}
            </dl>
            {!card.title && !card.department && !card.archetype && card.interests.length === 0 && <Text tone="secondary">{`${firstName} has not filled in their profile yet.`}</Text>}
          </TabPanel>
          <TabPanel id="activity" className={styles.panel}>
            <Text>{matched ? `You were matched on ${matched}.` : 'You were matched in a weekly run.'}</Text>
          </TabPanel>
        </Tabs>
      </div>
    </Dialog>
  );
}
