import { Button } from '@kindred/ui/Button';
import { Link } from '@kindred/ui/Link';
import { Text } from '@kindred/ui/Text';
import { toast } from '@kindred/ui/Toast';
import { useMemo, useState } from 'react';
import { ACTIVITY_OPTIONS } from '../content/activity-options.ts';
import { fromOption, type QuickConnectColleague } from '../utils/booking.ts';
import { ActivityPicker } from './ActivityPicker.tsx';
import { ColleaguePicker, useColleagueChoice } from './ColleaguePicker.tsx';
import { DoneSummary, scheduledTitle } from './DoneSummary.tsx';
import * as styles from './QuickConnect.css.ts';
import { QUICK_CONNECT_TEXT } from './quick-connect-text.ts';
import { TimeStep, type TimeStepResult } from './TimeStep.tsx';

const STEPS = [
  { id: 'select', label: 'Choose an activity' },
  { id: 'invite', label: 'Invite a colleague' },
  { id: 'schedule', label: 'Pick a time' },
  { id: 'confirm', label: 'Confirmed' },
] as const;
type Step = (typeof STEPS)[number]['id'];

export interface QuickConnectWizardProps {
  userId: string;
  /** An activity to start from (its id among the options), from the address. */
  initialActivityId?: string | null;
  /** A colleague to have chosen at the invite step (their member id), from the navigation. */
  initialMemberId?: string | null;
}

/**
 * The Quick Connect wizard (docs/product.md#screens-and-routes "Quick Connect"): select an activity (search,
 * category tabs, 'Popular' above 85), invite a colleague (from the organisation, or by e-mail), pick a time both
 * are free, and the confirmation; 'Schedule Another' starts again.
 */
export function QuickConnectWizard({ userId, initialActivityId = null, initialMemberId = null }: QuickConnectWizardProps) {
  const activities = useMemo(() => ACTIVITY_OPTIONS.map(fromOption), []);
  const [step, setStep] = useState<Step>('select');
  const [activityId, setActivityId] = useState<string | null>(
    initialActivityId && activities.some((activity) => activity.id === initialActivityId) ? initialActivityId : null,
  );
  const choice = useColleagueChoice(userId, true, initialMemberId);
  const [colleague, setColleague] = useState<QuickConnectColleague | null>(null);
  const [result, setResult] = useState<TimeStepResult | null>(null);
  const activity = activities.find((candidate) => candidate.id === activityId);

  const reset = () => {
    setStep('select');
    setActivityId(null);
    choice.reset();
    setColleague(null);
    setResult(null);
  };
  const invite = () => {
    const chosen = choice.resolve();
    if (!chosen) return;
    setColleague(chosen);
    setStep('schedule');
  };
  const done = (outcome: TimeStepResult) => {
    setResult(outcome);
    setStep('confirm');
    if (outcome.kind === 'booked' && activity && colleague) toast.show({ title: scheduledTitle(activity, colleague), severity: 'success' });
  };
  const current = STEPS.findIndex((candidate) => candidate.id === step);

  return (
    <div className={styles.wizard}>
      <ol className={styles.stepper} aria-label="Steps">
        {STEPS.map((candidate, index) => (
          <li key={candidate.id} className={index === current ? styles.stepCurrent : undefined} aria-current={index === current ? 'step' : undefined}>
            {`${index + 1}. ${candidate.label}`}
          </li>
        ))}
      </ol>
      <h2 className={styles.stepCurrent}>{STEPS[current]!.label}</h2>
      {step === 'select' && (
        <>
          <ActivityPicker activities={activities} value={activityId} onChange={setActivityId} withCategories />
          <div className={styles.actions}>
            <Button onPress={() => setStep('invite')} isDisabled={!activity}>
              Next
            </Button>
          </div>
        </>
      )}
      {step === 'invite' && activity && (
        <>
          <Text>{`${activity.name}, ${activity.durationMinutes} minutes. Who would you like to do it with?`}</Text>
          <ColleaguePicker {...choice.pickerProps} />
          <div className={styles.actions}>
            <Button variant="secondary" onPress={() => setStep('select')}>
              Back
            </Button>
            <Button onPress={invite}>Next</Button>
          </div>
        </>
      )}
      {step === 'schedule' && activity && colleague && (
        <>
          <TimeStep userId={userId} colleague={colleague} activity={activity} failedMessage={QUICK_CONNECT_TEXT.wizardFailed} onDone={done} />
          <div className={styles.actions}>
            <Button variant="secondary" onPress={() => setStep('invite')}>
              Back
            </Button>
          </div>
        </>
      )}
      {step === 'confirm' && result && activity && colleague && (
        <>
          <DoneSummary result={result} activity={activity} colleague={colleague} />
          <div className={styles.actions}>
            {result.kind !== 'planned' && (
              <Link href="/events" variant="standalone">
                View in Events
              </Link>
            )}
            <Button onPress={reset}>Schedule Another</Button>
          </div>
        </>
      )}
    </div>
  );
}
