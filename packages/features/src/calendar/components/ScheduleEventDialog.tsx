import { Button } from '@kindred/ui/Button';
import { Dialog } from '@kindred/ui/Dialog';
import { Link } from '@kindred/ui/Link';
import { Spinner } from '@kindred/ui/Spinner';
import { Text } from '@kindred/ui/Text';
import { TextArea } from '@kindred/ui/TextArea';
import { TextField } from '@kindred/ui/TextField';
import { toast } from '@kindred/ui/Toast';
import { useId, useState } from 'react';
import { newRequestId } from '../../shared/request-id.ts';
import { useBookEvent, useSchedulingCalendar } from '../api/book-event.ts';
import * as styles from './ScheduleEventDialog.css.ts';
import { EVENT_MINUTES, SCHEDULE_TEXT, type ScheduleEventDialogProps } from './schedule-text.ts';

const WHEN = new Intl.DateTimeFormat(undefined, { weekday: 'long', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' });

interface Draft {
  title: string;
  /** 'YYYY-MM-DD', empty while not filled in. */
  date: string;
  /** 'HH:MM', 24-hour, empty while not filled in. */
  time: string;
  location: string;
  description: string;
}

/** A new draft: tomorrow at 12:00 (docs/product.md#states "Event scheduling dialogs"). */
function freshDraft(firstName: string): Draft {
  const tomorrow = new Date();
  tomorrow.setDate(tomorrow.getDate() + 1);
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    title: firstName ? `Catch-up with ${firstName}` : '',
    date: `${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}`,
    time: '12:00',
    location: '',
    description: '',
  };
}

/** The instant a date and time of day mean in the member's time zone (the browser's); null until both are complete. */
function startOf(date: string, time: string): Date | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})/.exec(time);
  if (!day || !clock) return null;
  const start = new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]), Number(clock[1]), Number(clock[2]));
  return Number.isNaN(start.getTime()) ? null : start;
}


/**
 * Schedules an event with one colleague (docs/product.md#states "Event scheduling dialogs"): a title, a date and a
 * time are needed (tomorrow at 12:00 to start with), a place and a description may be added. The event is created
 * in the member's connected calendar with the colleague invited (docs/decisions.md#calendar); without a calendar
 * the dialog says how to connect one and sends nothing. A refusal is shown here and the draft stays as typed.
 */
export function ScheduleEventDialog({ userId, colleague, missing = 'none-selected', onClose }: ScheduleEventDialogProps) {
  const firstName = colleague?.name.split(/\s+/)[0] ?? '';
  const [draft, setDraft] = useState<Draft>(() => freshDraft(firstName));
  const [requestId, setRequestId] = useState(newRequestId);
  const errorId = useId();
  const { checking, provider, failed: statusFailed } = useSchedulingCalendar(userId);

  const start = startOf(draft.date, draft.time);
  const inPast = start !== null && start.getTime() <= Date.now();
  const complete = draft.title.trim() !== '' && start !== null;

  const book = useBookEvent(userId);
  const send = () => {
    if (!colleague || !provider || !start) return;
    const title = draft.title.trim();
    book.mutate(
      {
        teamMembers: [colleague.memberId],
        provider,
        requestId,
        details: {
          summary: title,
          description: draft.description.trim() || null,
          location: draft.location.trim() || null,
          startTime: start.toISOString(),
          endTime: new Date(start.getTime() + EVENT_MINUTES * 60_000).toISOString(),
          quickConnect: false,
        },
      },
      {
        onSuccess: () => {
          toast.show({
            title: SCHEDULE_TEXT.scheduled,
            description: `${title} with ${colleague.name}, ${WHEN.format(start)}. It is in your calendar and ${firstName} is invited.`,
            severity: 'success',
          });
          // The dialog resets (docs/product.md#states): a fresh draft and a new booking id, then it closes.
          setDraft(freshDraft(firstName));
          setRequestId(newRequestId());
          onClose();
        },
      },
    );
  };

  const edit = (change: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...change }));
    if (book.isError) book.reset();
  };

  if (!colleague) {
    return (
      <Dialog isOpen onOpenChange={(open) => !open && onClose()} title={SCHEDULE_TEXT.title} size="sm" footer={({ close }) => <Button onPress={close}>Close</Button>}>
        <Text role="alert">{missing === 'not-found' ? SCHEDULE_TEXT.memberNotFound : SCHEDULE_TEXT.noMember}</Text>
      </Dialog>
    );
  }

  const canSend = complete && !inPast && provider !== null && !book.isPending;
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={SCHEDULE_TEXT.title}
      description={`An event with ${colleague.name}, ${EVENT_MINUTES} minutes.`}
      size="md"
      footer={({ close }) => (
        <>
          <Button variant="secondary" onPress={close}>
            Cancel
          </Button>
          <Button onPress={() => send()} isDisabled={!canSend} isPending={book.isPending} aria-describedby={book.isError ? errorId : undefined}>
            {SCHEDULE_TEXT.send}
          </Button>
        </>
      )}
    >
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (canSend) send();
        }}
      >
        {checking ? (
          <div className={styles.notice}>
            <Spinner size="sm" label={SCHEDULE_TEXT.checking} showLabel />
          </div>
        ) : provider === null ? (
          <div className={styles.notice} role="status">
            <Text size="sm">{statusFailed ? 'Your calendar could not be checked, so nothing can be sent now. Try again in a moment.' : SCHEDULE_TEXT.notConnected}</Text>
            {!statusFailed && (
              <Link href="/settings?tab=integrations" variant="standalone">
                Connect a calendar
              </Link>
            )}
          </div>
        ) : null}
        <TextField label="Title" isRequired value={draft.title} onChange={(title) => edit({ title })} maxLength={200} />
        <div className={styles.when}>
          <TextField type="date" label="Date" isRequired value={draft.date} onChange={(date) => edit({ date })} isInvalid={inPast} errorMessage={SCHEDULE_TEXT.past} />
          <TextField type="time" label="Time" isRequired value={draft.time} onChange={(time) => edit({ time })} />
        </div>
        <TextField label="Location" description="Optional: a room or a video link." value={draft.location} onChange={(location) => edit({ location })} maxLength={500} />
        <TextArea label="Description" description="Optional." value={draft.description} onChange={(description) => edit({ description })} maxLength={4000} />
        {book.isError && (
          <Text id={errorId} role="alert" tone="critical">
            {book.error.message}
          </Text>
        )}
      </form>
    </Dialog>
  );
}
