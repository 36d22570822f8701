import { introductionMail, type IntroductionMailInput } from '@kindred/contracts/content/introduction-mail';
import { Stack } from '@kindred/ui/Stack';
import { Text } from '@kindred/ui/Text';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

/**
 * The weekly introduction e-mail as the server sends it: `introductionMail` renders both parts from one input, and
 * these stories show exactly what it returns, the HTML part in a frame (as a mail client shows it) and the plain
 * text under it.
 */
function IntroductionEmail({ input }: { input: IntroductionMailInput }) {
  const mail = introductionMail(input);
  return (
    <Stack space="lg">
      <Text>
        <Text as="span" weight="semibold">
          Subject:
        </Text>{' '}
        {mail.subject}
      </Text>
      {/* The e-mail's own width is 560 px at most; the frame is tall enough to show it whole. */}
      <iframe title="Introduction e-mail" srcDoc={mail.html} style={{ width: '100%', maxWidth: '40rem', height: '60rem' }} />
      <pre style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 }}>{mail.text}</pre>
    </Stack>
  );
}

const APP = 'https://kindred.example';

const INPUT: IntroductionMailInput = {
  to: 'maya.chen@example.com',
  readerFirstName: 'Maya',
  organization: 'Acme Robotics',
  colleague: { name: 'Sam Lee', firstName: 'Sam', title: 'Operations Lead', archetypeName: 'The Harmonizer' },
  why: 'You both plan ahead and like to talk ideas through before acting on them.',
  icebreaker: 'What is a small thing at work that made your week better?',
  timeZone: 'America/Toronto',
  times: [
    { start: '2026-12-01T15:00:00.000Z', end: '2026-12-01T15:30:00.000Z', url: `${APP}/book?token=time-1` },
    { start: '2026-12-02T19:00:00.000Z', end: '2026-12-02T19:30:00.000Z', url: `${APP}/book?token=time-2` },
    { start: '2026-12-03T16:30:00.000Z', end: '2026-12-03T17:00:00.000Z', url: `${APP}/book?token=time-3` },
  ],
  calendarConnected: true,
  pickAnotherTimeUrl: `${APP}/connections`,
  notThisWeekUrl: `${APP}/not-this-week?token=decline`,
  connectCalendarUrl: `${APP}/settings?tab=integrations`,
  unsubscribeUrl: `${APP}/unsubscribe?token=unsubscribe`,
  settingsUrl: `${APP}/settings?tab=notifications`,
};

const meta = {
  title: 'E-mails/Introduction e-mail',
  component: IntroductionEmail,
  args: { input: INPUT },
} satisfies Meta<typeof IntroductionEmail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The HTML part's document, once the frame has loaded it. */
async function mailBody(canvas: ReturnType<typeof within>) {
  const frame = canvas.getByTitle('Introduction e-mail') as HTMLIFrameElement;
  await waitFor(() => expect(frame.contentDocument?.body?.textContent).toContain('Hello Maya'));
  return within(frame.contentDocument!.body);
}

/** Three times both are free, each a link that books it, in Toronto time; 'Pick another time' and 'Not this week'. */
export const WithThreeTimes: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Meet Sam Lee, your Kindred match this week')).toBeVisible();
    const mail = await mailBody(canvas);
    await expect(mail.getByText('Toronto time. Each books a 30-minute Quick Connect for you both.')).toBeTruthy();
    await expect(mail.getByRole('link', { name: 'Tuesday, December 1, 10:00 – 10:30' })).toHaveAttribute('href', `${APP}/book?token=time-1`);
    await expect(mail.getByRole('link', { name: 'Wednesday, December 2, 14:00 – 14:30' })).toHaveAttribute('href', `${APP}/book?token=time-2`);
    await expect(mail.getByRole('link', { name: 'Thursday, December 3, 11:30 – 12:00' })).toHaveAttribute('href', `${APP}/book?token=time-3`);
    await expect(mail.getByRole('link', { name: 'Pick another time' })).toHaveAttribute('href', `${APP}/connections`);
    await expect(mail.getByRole('link', { name: 'Not this week' })).toHaveAttribute('href', `${APP}/not-this-week?token=decline`);
    await expect(mail.getByRole('link', { name: 'Unsubscribe from weekly introductions' })).toHaveAttribute('href', `${APP}/unsubscribe?token=unsubscribe`);
    const text = canvas.getByText(/^Hello Maya,/);
    await expect(text).toHaveTextContent(`- Tuesday, December 1, 10:00 – 10:30: ${APP}/book?token=time-1`);
    await expect(text).toHaveTextContent(`Unsubscribe from weekly introductions: ${APP}/unsubscribe?token=unsubscribe`);
  },
};

/** The reader has no calendar connected: no times, and the way to connect one. */
export const WithoutCalendar: Story = {
  args: { input: { ...INPUT, calendarConnected: false, times: [] } },
  play: async ({ canvas }) => {
    const mail = await mailBody(canvas);
    await expect(mail.getByRole('link', { name: 'Connect your calendar' })).toHaveAttribute('href', `${APP}/settings?tab=integrations`);
    await expect(mail.queryByRole('link', { name: /^Tuesday/ })).toBeNull();
    await expect(mail.queryByText('Times you are both free')).toBeNull();
    await expect(canvas.getByText(/^Hello Maya,/)).toHaveTextContent(`each bookable in one click: ${APP}/settings?tab=integrations`);
  },
};

/** Both have calendars, but share no free time in the coming week: 'Pick a time' in Connections. */
export const NoSharedTime: Story = {
  args: { input: { ...INPUT, times: [] } },
  play: async ({ canvas }) => {
    const mail = await mailBody(canvas);
    await expect(mail.getByText('You and Sam share no free time in your working hours in the coming week.')).toBeTruthy();
    await expect(mail.getByRole('link', { name: 'Pick a time' })).toHaveAttribute('href', `${APP}/connections`);
    await expect(mail.queryByRole('link', { name: 'Connect your calendar' })).toBeNull();
    await expect(canvas.getByText(/^Hello Maya,/)).toHaveTextContent('share no free time in your working hours in the coming week');
  },
};
