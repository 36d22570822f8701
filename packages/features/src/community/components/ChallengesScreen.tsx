import { Badge } from '@kindred/ui/Badge';
import { Button } from '@kindred/ui/Button';
import { CardGrid, CatalogueCard } from '@kindred/ui/CardGrid';
import { EmptyState } from '@kindred/ui/EmptyState';
import { Page } from '@kindred/ui/Page';
import { PremiumFeature } from '@kindred/ui/PremiumFeature';
import { ProgressBar } from '@kindred/ui/ProgressBar';
import { Tab, TabList, TabPanel, Tabs } from '@kindred/ui/Tabs';
import { Text } from '@kindred/ui/Text';
import { useMemo, useState } from 'react';
import { createSampleChallenges, splitChallenges, type Challenge } from '../content/challenges.ts';
import * as styles from './Challenges.css.ts';

const CHALLENGES_TITLE = 'Community Challenges';
export const JOIN_CHALLENGE = 'Join Challenge';
export const LEAVE_CHALLENGE = 'Leave Challenge';
/** Said plainly on the page: the challenges are samples (docs/decisions.md#what-the-specification-simulates). */
export const SAMPLE_NOTICE =
  'These are sample challenges that show what Community Challenges will offer. Joining one is kept on this page only, until you leave it, and earns no points.';

const completedDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

function daysLeft(days: number): string {
  if (days === 0) return 'Ends today';
  return days === 1 ? '1 day left' : `${days} days left`;
}

/** What both tabs' cards show of a challenge: the title with its status, the category and difficulty, the description. */
function challengeCardProps(challenge: Challenge, status: string | undefined) {
  return {
    title: challenge.title,
    headingLevel: 3,
    badge: status && (
      <Badge tone="positive" size="sm">
        {status}
      </Badge>
    ),
    tags: (
      <>
        <Badge size="sm">{challenge.category}</Badge>
        <Badge size="sm" tone="info">
          {challenge.difficulty}
        </Badge>
      </>
    ),
    children: challenge.description,
  } as const;
}

function ActiveChallengeCard({ challenge, joined, onToggle }: { challenge: Challenge; joined: boolean; onToggle: () => void }) {
  // Joining counts the member among the participants.
  const participants = challenge.participants + (joined ? 1 : 0);
  return (
    <CatalogueCard
      {...challengeCardProps(challenge, joined ? 'Joined' : undefined)}
      details={
        <>
          <ul className={styles.facts}>
            <li>
              <Text size="sm">{participants === 1 ? '1 participant' : `${participants} participants`}</Text>
            </li>
            <li>
              <Text size="sm">{daysLeft(challenge.days_left)}</Text>
            </li>
            <li>
              <Text size="sm">Reward: {challenge.reward}</Text>
            </li>
          </ul>
          <ProgressBar label="Progress" value={challenge.progress} size="sm" />
        </>
      }
      actions={
        <Button
          size="sm"
          variant={joined ? 'secondary' : 'primary'}
          onPress={onToggle}
          aria-label={`${joined ? LEAVE_CHALLENGE : JOIN_CHALLENGE}: ${challenge.title}`}
        >
          {joined ? LEAVE_CHALLENGE : JOIN_CHALLENGE}
        </Button>
      }
    />
  );
}

function CompletedChallengeCard({ challenge }: { challenge: Challenge }) {
  return (
    <CatalogueCard
      {...challengeCardProps(challenge, 'Completed')}
      details={
        <ul className={styles.facts}>
          {challenge.completedDate && (
            <li>
              <Text size="sm">Completed {completedDate.format(new Date(`${challenge.completedDate}T00:00:00Z`))}</Text>
            </li>
          )}
          <li>
            <Text size="sm">{challenge.participants} participants</Text>
          </li>
          <li>
            <Text size="sm">Reward: {challenge.reward}</Text>
          </li>
        </ul>
      }
    />
  );
}

export interface ChallengesScreenProps {
  /** The challenges shown; the sample challenges by default. */
  challenges?: readonly Challenge[];
}

/**
 * /challenges, 'Community Challenges' (docs/product.md#screens-and-routes): the sample challenges inside the kit's
 * premium-feature wrapper, under Active Challenges and Completed, with Join Challenge / Leave Challenge on each
 * active one. No rule for who may use the feature is given (docs/product.md#who-may-do-what), so every member may:
 * the wrapper marks it premium and the content is reachable. Joining is sample state, kept by this page only.
 */
export function ChallengesScreen({ challenges }: ChallengesScreenProps) {
  const { active, completed } = useMemo(() => splitChallenges(challenges ?? createSampleChallenges()), [challenges]);
  const [joined, setJoined] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (id: string) =>
    setJoined((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Page title={CHALLENGES_TITLE} width="wide" description="Take on a challenge with your colleagues and get to know each other along the way.">
      <PremiumFeature title="Sample challenges" description={SAMPLE_NOTICE}>
        <Tabs defaultSelectedKey="active">
          <TabList aria-label="Challenges" wrap>
            <Tab id="active" badge={active.length}>
              Active Challenges
            </Tab>
            <Tab id="completed" badge={completed.length}>
              Completed
            </Tab>
          </TabList>
          <TabPanel id="active">
            {active.length === 0 ? (
              <EmptyState headingLevel={3} title="No active challenges" description="New challenges will show here when they start." />
            ) : (
              <CardGrid aria-label="Active Challenges">
                {active.map((challenge) => (
                  <ActiveChallengeCard key={challenge.id} challenge={challenge} joined={joined.has(challenge.id)} onToggle={() => toggle(challenge.id)} />
                ))}
              </CardGrid>
            )}
          </TabPanel>
          <TabPanel id="completed">
            {completed.length === 0 ? (
              <EmptyState headingLevel={3} title="No completed challenges yet" description="Challenges you have finished will show here." />
            ) : (
              <CardGrid aria-label="Completed">
                {completed.map((challenge) => (
                  <CompletedChallengeCard key={challenge.id} challenge={challenge} />
                ))}
              </CardGrid>
            )}
          </TabPanel>
        </Tabs>
      </PremiumFeature>
    </Page>
  );
}
