import { useCurrentUser } from '@kindred/features/auth';
import { Badge } from '@kindred/ui/Badge';
import { Button } from '@kindred/ui/Button';
import { Card } from '@kindred/ui/Card';
import { EmptyState } from '@kindred/ui/EmptyState';
import { Heading } from '@kindred/ui/Heading';
import { Meter } from '@kindred/ui/Meter';
import { Page } from '@kindred/ui/Page';
import { Stack } from '@kindred/ui/Stack';
import { Text } from '@kindred/ui/Text';
import { BarChart3 } from 'lucide-react';
import { useState } from 'react';
import type { AnalyticsEvent } from '../../shared/analytics.ts';
import {
  ADVISOR_EVENTS,
  AI_COST_PER_1K_TOKENS,
  AI_SUMMARY_DAYS,
  aiUsageSummary,
  behaviourMetrics,
  readAdvisorAnalytics,
  usageRecommendations,
} from '../context/analytics.ts';
import * as styles from './Dev.css.ts';

export const AI_ANALYTICS_TITLE = 'AI analytics';
export const NO_AI_ACTIVITY = 'No AI activity recorded yet';
/** The newest events the table lists. */
const RECENT_EVENTS_SHOWN = 20;

export interface AiAnalyticsPageProps {
  /** The time the summary counts back from; now by default. */
  now?: number;
}

const KIND_LABELS: Record<string, string> = {
  [ADVISOR_EVENTS.modelUsed]: 'Reply',
  [ADVISOR_EVENTS.contextCollected]: 'Context collected',
  [ADVISOR_EVENTS.feedback]: 'Feedback',
  [ADVISOR_EVENTS.error]: 'Error',
};

function details(event: AnalyticsEvent): string {
  const { data } = event;
  switch (event.type) {
    case ADVISOR_EVENTS.modelUsed:
      return `${data.model ?? 'flash'} on ${data.chatMode ?? 'chat'}, about ${data.tokens ?? 0} tokens`;
    case ADVISOR_EVENTS.contextCollected:
      return `version ${data.version ?? '?'}, ${data.source ?? 'fresh'}`;
    case ADVISOR_EVENTS.feedback:
      return `${data.feedback === 'dislike' ? 'Dislike' : 'Like'} of ${data.messageId ?? 'a reply'}`;
    case ADVISOR_EVENTS.error:
      return `${data.kind ?? 'failed'}: ${data.message ?? ''}`;
    default:
      return '';
  }
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.stat}>
      <dt className={styles.statLabel}>{label}</dt>
      <dd className={styles.statValue}>{value}</dd>
    </div>
  );
}

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * /dev/ai-analytics, a developers' page (docs/decisions.md#two-readings): what this browser's local analytics hold
 * about Link for the signed-in member (docs/product.md#what-it-keeps "Local analytics"): the last 7 days' AI events,
 * replies by model, feedback, errors and their estimated cost, and the engagement score with its recommendations.
 * Nothing here was sent anywhere; a browser with no such events says so.
 */
export function AiAnalyticsPage({ now: fixedNow }: AiAnalyticsPageProps) {
  const user = useCurrentUser();
  const userId = user.status === 'SIGNED_IN' && user.id ? user.id : undefined;
  const [read, setRead] = useState(() => ({ events: readAdvisorAnalytics(), at: fixedNow ?? Date.now() }));
  const summary = aiUsageSummary(read.events, read.at, userId);
  const metrics = behaviourMetrics(read.events, read.at, userId);
  const recommendations = usageRecommendations(metrics);
  const hasData = summary.events.length > 0 || metrics.lastUsed !== null;

  return (
    <Page
      title={AI_ANALYTICS_TITLE}
      description={`Link's usage in this browser over the last ${AI_SUMMARY_DAYS} days. For developers: kept in local storage only, never sent.`}
      actions={
        <Button variant="secondary" onPress={() => setRead({ events: readAdvisorAnalytics(), at: fixedNow ?? Date.now() })}>
          Refresh
        </Button>
      }
    >
      <Stack space="xl">
        {!hasData ? (
          <EmptyState
            icon={<BarChart3 />}
            title={NO_AI_ACTIVITY}
            description={`Nothing about Link has been recorded in this browser in the last ${AI_SUMMARY_DAYS} days. Ask Link a question, then refresh this page.`}
          />
        ) : (
          <>
            <section aria-labelledby="ai-usage">
              <Stack space="md">
                <Heading level={2} id="ai-usage" size="lg">
                  Usage
                </Heading>
                <dl className={styles.stats}>
                  <Stat label="AI events" value={String(summary.events.length)} />
                  <Stat label="Replies with Flash" value={String(summary.models.flash)} />
                  <Stat label="Replies with Pro" value={String(summary.models.pro)} />
                  <Stat label="Likes" value={String(summary.feedback.like)} />
                  <Stat label="Dislikes" value={String(summary.feedback.dislike)} />
                  <Stat label="Errors" value={String(summary.errors.length)} />
                  <Stat label="Estimated cost" value={`$${summary.estimatedCost.toFixed(5)}`} />
                </dl>
                <Text size="sm" tone="secondary">
                  {`Cost estimated from about ${summary.tokens.flash + summary.tokens.pro} tokens at $${AI_COST_PER_1K_TOKENS.flash} (Flash) and $${AI_COST_PER_1K_TOKENS.pro} (Pro) per 1,000 tokens.`}
                </Text>
              </Stack>
            </section>
            <Card title="Recent AI events" titleLevel={2} description={`The newest ${RECENT_EVENTS_SHOWN} of the last ${AI_SUMMARY_DAYS} days.`}>
              {summary.events.length === 0 ? (
                <Text tone="secondary">No AI events in the last {AI_SUMMARY_DAYS} days.</Text>
              ) : (
                <div className={styles.tableScroll}>
                  <table className={styles.table}>
                    <thead>
                      <tr>
                        <th className={styles.cell} scope="col">
                          When
                        </th>
                        <th className={styles.cell} scope="col">
                          Event
                        </th>
                        <th className={styles.cell} scope="col">
                          Details
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {summary.events.slice(0, RECENT_EVENTS_SHOWN).map((event, index) => (
                        <tr key={`${event.timestamp}-${index}`}>
                          <td className={styles.cell}>
                            <time dateTime={new Date(event.timestamp).toISOString()}>{timeFormat.format(event.timestamp)}</time>
                          </td>
                          <td className={styles.cell}>{KIND_LABELS[event.type] ?? event.type}</td>
                          <td className={styles.cell}>{details(event)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </Card>
          </>
        )}
        <Card
          title="Engagement"
          titleLevel={2}
          headerAction={metrics.isActiveUser ? <Badge tone="positive">Active user</Badge> : <Badge tone="neutral">Not yet active</Badge>}
        >
          <Stack space="md">
            <Meter label="Engagement score" value={metrics.engagementScore} minValue={0} maxValue={100} valueLabel={`${metrics.engagementScore} of 100`} />
            <dl className={styles.stats}>
              <Stat label="Quick actions" value={String(metrics.totalQuickActions)} />
              <Stat label="Chat sessions" value={String(metrics.aiChatSessions)} />
              <Stat label="Messages sent" value={String(metrics.messagesSent)} />
              <Stat label="Last used" value={metrics.lastUsed === null ? 'Never' : timeFormat.format(metrics.lastUsed)} />
            </dl>
            <Heading level={3} size="md">
              Recommendations
            </Heading>
            {recommendations.length === 0 ? (
              <Text tone="secondary">None: this member already uses what Link offers.</Text>
            ) : (
              <ul className={styles.list}>
                {recommendations.map((item) => (
                  <li key={item.id}>
                    <Text as="span" weight="semibold">
                      {item.title}
                    </Text>{' '}
                    <Badge tone={item.priority === 'high' ? 'critical' : item.priority === 'medium' ? 'caution' : 'neutral'}>{`${item.priority} priority`}</Badge>
                    <Text tone="secondary">{item.description}</Text>
                  </li>
                ))}
              </ul>
            )}
          </Stack>
        </Card>
      </Stack>
    </Page>
  );
}
