/**
 * The weekly introduction e-mail (docs/product.md#introductions), plain text and HTML from one input: who the
 * colleague is (name, title, archetype), one line of why the pair matched, one icebreaker, and up to three times
 * both are free in the coming week, each a link that books it; 'Pick another time' and 'Not this week'. A reader
 * without a connected calendar gets the introduction without times and a link to connect one. Every introduction
 * carries its one-click unsubscribe link.
 *
 * The server sends what this returns; the stories render the same HTML (stories/emails), so what a reader sees is
 * what the stories show. Times are written in the reader's own zone, which the text names.
 */

export interface IntroductionMailInput {
  to: string;
  readerFirstName: string;
  organization: string;
  colleague: { name: string; firstName: string; title: string | null; archetypeName: string | null };
  /** One sentence on why they matched; null when either has no results yet. */
  why: string | null;
  icebreaker: string;
  /** The reader's IANA zone, in which the times are written. */
  timeZone: string;
  /** Booking links, best times first by start; empty when none is shared or the reader has no calendar. */
  times: ReadonlyArray<{ start: string; end: string; url: string }>;
  /** Whether the reader has a calendar connected (times are offered only then). */
  calendarConnected: boolean;
  pickAnotherTimeUrl: string;
  notThisWeekUrl: string;
  connectCalendarUrl: string;
  unsubscribeUrl: string;
  settingsUrl: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** 'Tuesday, December 1, 10:00 – 10:30' in the zone, 24-hour clock. */
export function formatTimeRange(start: string, end: string, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', month: 'long', day: 'numeric' }).format(new Date(start));
  const clock = new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${day}, ${clock.format(new Date(start))} – ${clock.format(new Date(end))}`;
}

/** 'Toronto time' for America/Toronto, 'UTC' for UTC. */
export function zoneLabel(timeZone: string): string {
  if (timeZone === 'UTC' || timeZone === 'Etc/UTC') return 'UTC';
  const city = timeZone.split('/').pop() ?? timeZone;
  return `${city.replace(/_/g, ' ')} time`;
}

/** A name that ends a sentence: its own full stop ('Lumen & Co.') or one added. */
const sentenceEnd = (name: string) => (name.endsWith('.') ? name : `${name}.`);

const BUTTON =
  'display: inline-block; margin: 4px 0; padding: 10px 16px; background: #4f46e5; color: #ffffff; border-radius: 6px; text-decoration: none';
const SECONDARY = 'color: #4338ca';
const MUTED = 'color: #55556a; font-size: 14px';

export function introductionMail(input: IntroductionMailInput): RenderedMail {
  const { colleague, timeZone } = input;
  const who = [colleague.title, colleague.archetypeName].filter(Boolean).join(' · ');
  const zone = zoneLabel(timeZone);
  const times = input.times.map((time) => ({ ...time, label: formatTimeRange(time.start, time.end, timeZone) }));

  const lines: string[] = [
    `Hello ${input.readerFirstName},`,
    '',
    `This week Kindred matched you with ${colleague.name} at ${sentenceEnd(input.organization)}`,
  ];
  if (who) lines.push(`${colleague.firstName}: ${who}`);
  if (input.why) lines.push('', `Why you matched: ${input.why}`);
  lines.push('', `To break the ice: "${input.icebreaker}"`, '');
  if (!input.calendarConnected) {
    lines.push(
      `Connect your calendar and Kindred will suggest times you are both free, each bookable in one click:`,
      input.connectCalendarUrl,
    );
  } else if (times.length === 0) {
    lines.push(`You and ${colleague.firstName} share no free time in your working hours in the coming week. Pick a time that suits you both:`, input.pickAnotherTimeUrl);
  } else {
    lines.push(`Times you are both free (${zone}), each books a 30-minute Quick Connect for you both:`);
    for (const time of times) lines.push(`- ${time.label}: ${time.url}`);
    lines.push('', `Pick another time: ${input.pickAnotherTimeUrl}`);
  }
  lines.push(
    `Not this week: ${input.notThisWeekUrl}`,
    '',
    `You get this e-mail because weekly introductions are on in your Kindred settings (${input.settingsUrl}).`,
    `Unsubscribe from weekly introductions: ${input.unsubscribeUrl}`,
  );

  const html: string[] = [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Meet ${escapeHtml(colleague.name)}</title></head>`,
    `<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1d1d1f; max-width: 560px; margin: 0 auto; padding: 16px">`,
    `<p>Hello ${escapeHtml(input.readerFirstName)},</p>`,
    `<p>This week Kindred matched you with <strong>${escapeHtml(colleague.name)}</strong> at ${escapeHtml(sentenceEnd(input.organization))}</p>`,
  ];
  if (who) html.push(`<p style="${MUTED}">${escapeHtml(who)}</p>`);
  if (input.why) html.push(`<h2 style="font-size: 16px; margin-bottom: 4px">Why you matched</h2><p style="margin-top: 0">${escapeHtml(input.why)}</p>`);
  html.push(
    `<h2 style="font-size: 16px; margin-bottom: 4px">To break the ice</h2><p style="margin-top: 0">“${escapeHtml(input.icebreaker)}”</p>`,
  );
  if (!input.calendarConnected) {
    html.push(
      `<p>Connect your calendar and Kindred will suggest times you are both free, each bookable in one click.</p>`,
      `<p><a href="${escapeHtml(input.connectCalendarUrl)}" style="${BUTTON}">Connect your calendar</a></p>`,
    );
  } else if (times.length === 0) {
    html.push(
      `<p>You and ${escapeHtml(colleague.firstName)} share no free time in your working hours in the coming week.</p>`,
      `<p><a href="${escapeHtml(input.pickAnotherTimeUrl)}" style="${BUTTON}">Pick a time</a></p>`,
    );
  } else {
    html.push(
      `<h2 style="font-size: 16px; margin-bottom: 4px">Times you are both free</h2>`,
      `<p style="margin-top: 0">${escapeHtml(zone)}. Each books a 30-minute Quick Connect for you both.</p>`,
      `<ul style="list-style: none; padding: 0">`,
      ...times.map((time) => `<li><a href="${escapeHtml(time.url)}" style="${BUTTON}">${escapeHtml(time.label)}</a></li>`),
      `</ul>`,
      `<p><a href="${escapeHtml(input.pickAnotherTimeUrl)}" style="${SECONDARY}">Pick another time</a></p>`,
    );
  }
  html.push(
    `<p><a href="${escapeHtml(input.notThisWeekUrl)}" style="${SECONDARY}">Not this week</a></p>`,
    `<hr style="border: none; border-top: 1px solid #d4d4dc">`,
    `<p style="${MUTED}">You get this e-mail because weekly introductions are on in your <a href="${escapeHtml(input.settingsUrl)}" style="${SECONDARY}">Kindred settings</a>. ` +
      `<a href="${escapeHtml(input.unsubscribeUrl)}" style="${SECONDARY}">Unsubscribe from weekly introductions</a>.</p>`,
    `</body></html>`,
  );
  return { subject: `Meet ${colleague.name}, your Kindred match this week`, text: lines.join('\n'), html: html.join('') };
}
