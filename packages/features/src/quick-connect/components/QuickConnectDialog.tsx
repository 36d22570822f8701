import { Button } from '@kindred/ui/Button';
import { Dialog } from '@kindred/ui/Dialog';
import { Link } from '@kindred/ui/Link';
import { Text } from '@kindred/ui/Text';
import { toast } from '@kindred/ui/Toast';
import { useMemo, useState } from 'react';
import { ACTIVITY_OPTIONS } from '../content/activity-options.ts';
import { fromOption, type QuickConnectActivity, type QuickConnectColleague } from '../utils/booking.ts';
import { ActivityPicker } from './ActivityPicker.tsx';
import { ColleaguePicker, useColleagueChoice } from './ColleaguePicker.tsx';
import { DoneSummary } from './DoneSummary.tsx';
import type { QuickConnectDialogProps } from './quick-connect-dialog.ts';
import * as styles from './QuickConnect.css.ts';
import { QUICK_CONNECT_TEXT } from './quick-connect-text.ts';
import { TimeStep, type TimeStepResult } from './TimeStep.tsx';

const STEPS = ['Choose', 'Time', 'Done'] as const;
type Step = (typeof STEPS)[number];

/**
 * The Quick Connect dialog (docs/product.md#states "Quick Connect dialog"), opened from a connection, the directory,
 * an activity or an event: Choose (the activity, and the colleague when it was not opened for one; or 'Surprise
 * Me'), Time (when both are free), Done. Back returns to Choose; closing or Done forgets every choice.
 */
export function QuickConnectDialog({ userId, colleague: given, activity: preset, onClose }: QuickConnectDialogProps) {
  const activities = useMemo(() => {
    const options = ACTIVITY_OPTIONS.map(fromOption);
    return preset && !options.some((option) => option.id === preset.id) ? [preset, ...options] : options;
  }, [preset]);
  const [step, setStep] = useState<Step>('Choose');
  const [activityId, setActivityId] = useState<string | null>(preset?.id ?? null);
  const choice = useColleagueChoice(userId, !given);
  const [colleague, setColleague] = useState<QuickConnectColleague | null>(given ?? null);
  const [result, setResult] = useState<TimeStepResult | null>(null);
  const activity: QuickConnectActivity | undefined = activities.find((candidate) => candidate.id === activityId);

  const next = () => {
    if (!given) {
      const chosen = choice.resolve();
      if (!chosen) return;
      setColleague(chosen);
    }
    setStep('Time');
  };
  const done = (outcome: TimeStepResult) => {
    setResult(outcome);
    setStep('Done');
    if (outcome.kind === 'booked') toast.show({ title: QUICK_CONNECT_TEXT.scheduledToast, severity: 'success' });
  };

  let body;
  if (step === 'Choose') {
    body = (
      <div className={styles.step}>
        {!given && <ColleaguePicker {...choice.pickerProps} />}
        <ActivityPicker activities={activities} value={activityId} onChange={setActivityId} />
      </div>
    );
  } else if (step === 'Time' && colleague && activity) {
    body = (
      <TimeStep userId={userId} colleague={colleague} activity={activity} failedMessage={QUICK_CONNECT_TEXT.dialogFailed} onDone={done} />
    );
  } else if (step === 'Done' && result && colleague && activity) {
    body = <DoneSummary result={result} activity={activity} colleague={colleague} />;
  } else {
    body = <Text role="alert">Choose an activity and a colleague first.</Text>;
  }

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title="Quick Connect"
      description={colleague ? `With ${colleague.name}` : 'Choose a colleague and something to do together.'}
      size="lg"
      footer={({ close }) => (
        <>
          {step === 'Time' && (
            <Button variant="secondary" onPress={() => setStep('Choose')}>
              Back
            </Button>
          )}
          {step === 'Choose' && (
            <Button onPress={next} isDisabled={!activityId}>
              Next
            </Button>
          )}
          {step === 'Done' ? (
            <>
              {result?.kind !== 'planned' && (
                <Link href="/events" variant="standalone">
                  View in Events
                </Link>
              )}
              <Button onPress={close}>Done</Button>
            </>
          ) : (
            <Button variant="secondary" onPress={close}>
              Cancel
            </Button>
          )}
        </>
      )}
    >
      <ol className={styles.stepper} aria-label="Steps">
        {STEPS.map((name) => (
          <li key={name} className={name === step ? styles.stepCurrent : undefined} aria-current={name === step ? 'step' : undefined}>
            {name}
          </li>
        ))}
      </ol>
      {body}
    </Dialog>
  );
}
