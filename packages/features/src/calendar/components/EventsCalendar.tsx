/**
 * The calendar on /events: Schedule-X's month, week and day views, driven by our own toolbar (today,
 * previous, next, the view) so every control is the kit's, and themed by our tokens (EventsScreen.css.ts).
 * This module, the calendar library and its stylesheet load only when the page shows a calendar (EventsScreen's
 * lazy import), after `ensureTemporal`.
 */
import type { CalendarEvent, CalendarProvider } from '@kindred/contracts/api/calendar';
import { Badge } from '@kindred/ui/Badge';
import { Button } from '@kindred/ui/Button';
import { Heading } from '@kindred/ui/Heading';
import { IconButton } from '@kindred/ui/IconButton';
import { ToggleButton, ToggleButtonGroup } from '@kindred/ui/ToggleButtonGroup';
import { media } from '@kindred/ui/tokens';
import { createViewDay, createViewMonthGrid, createViewWeek, type CalendarType } from '@schedule-x/calendar';
import { ScheduleXCalendar, useCalendarApp } from '@schedule-x/react';
// The component's stylesheet as a file of its own, linked from here: the app merges every imported stylesheet into
// the one that every page loads, and this one (about 5 KB gz) is for this page only.
import scheduleXStyles from '@schedule-x/theme-default/dist/calendar.css?url';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  CALENDAR_GROUPS,
  QUICK_CONNECT_LABEL,
  mergeCalendarEvents,
  providerLabel,
  toScheduleEvent,
  type CalendarGroup,
  type CalendarItem,
} from '../utils/events.ts';
import { createViewControls } from '../utils/view-controls.ts';
import { EventDetails } from './EventDetails.tsx';
import * as styles from './EventsScreen.css.ts';


export const CALENDAR_VIEWS = [
  { id: 'month-grid', label: 'Month', unit: 'month' },
  { id: 'week', label: 'Week', unit: 'week' },
  { id: 'day', label: 'Day', unit: 'day' },
] as const;
export type CalendarViewId = (typeof CALENDAR_VIEWS)[number]['id'];
const UNIT: Record<CalendarViewId, 'months' | 'weeks' | 'days'> = { 'month-grid': 'months', week: 'weeks', day: 'days' };

/** The colour groups as the component takes them: our tokens (EventsScreen.css.ts), so they follow the theme. */
const GROUP_COLORS = Object.fromEntries(
  CALENDAR_GROUPS.map((group) => {
    const colors = styles.groupColors[group];
    return [group, { colorName: group, lightColors: colors, darkColors: colors } satisfies CalendarType];
  }),
) as Record<CalendarGroup, CalendarType>;

/** The hour a week or a day is scrolled to when it opens. */
const MORNING_HOUR = 7;

const LEGEND_TONE = { google: 'info', microsoft: 'positive', 'quick-connect': 'accent' } as const;

export interface EventsCalendarProps {
  /** The connected calendars, in the order they are listed. */
  providers: readonly CalendarProvider[];
  /** Each connected calendar's events (any order; merged here). */
  events: readonly (readonly CalendarEvent[])[];
  /** The member's IANA time zone (the browser's). */
  timeZone: string;
  /** The member's addresses (their own and their calendars' accounts): a Quick Connect organised by one of them can be moved. */
  ownAddresses?: readonly string[];
  /** 'Reschedule' in such an event's details: the screen moves it (its start and end as instants). */
  onReschedule?: (event: CalendarEvent, start: number, end: number) => void;
  /** 'Cancel' in such an event's details: the screen asks, then calls it off. */
  onCancel?: (event: CalendarEvent) => void;
}

/** A timed Quick Connect the member organised (an attendee's copy is moved by its organiser), as instants. */
function movable(item: CalendarItem | null, ownAddresses: readonly string[]) {
  const organizer = item?.event.organizer?.toLowerCase();
  if (!item?.event.quickConnect || !('epochMilliseconds' in item.start) || !('epochMilliseconds' in item.end)) return null;
  if (organizer !== undefined && !ownAddresses.some((address) => address.toLowerCase() === organizer)) return null;
  return { event: item.event, start: item.start.epochMilliseconds, end: item.end.epochMilliseconds };
}

/** The week, or on a phone the day. */
function startingView(): CalendarViewId {
  return globalThis.matchMedia?.(media.mobile).matches ? 'day' : 'week';
}

/** The period on screen, in words: 'November 2026', 'Nov 23 – 29, 2026', 'Tuesday, November 24, 2026'. */
function rangeLabel(view: CalendarViewId, date: Temporal.PlainDate): string {
  const utc = (day: Temporal.PlainDate) => new Date(Date.UTC(day.year, day.month - 1, day.day));
  if (view === 'month-grid') return new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utc(date));
  if (view === 'day') {
    return new Intl.DateTimeFormat(undefined, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(utc(date));
  }
  // The calendar's weeks start on Monday.
  const monday = date.subtract({ days: date.dayOfWeek - 1 });
  const format = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  return format.formatRange(utc(monday), utc(monday.add({ days: 6 })));
}

/** `list` itself while its entries stay the same ones, so a parent's new array of the same lists changes nothing. */
function useSameList<T>(list: readonly T[]): readonly T[] {
  const [kept, setKept] = useState(list);
  const same = kept.length === list.length && kept.every((entry, index) => entry === list[index]);
  if (!same) setKept(list);
  return same ? kept : list;
}

export function EventsCalendar({ providers, events, timeZone, ownAddresses = [], onReschedule, onCancel }: EventsCalendarProps) {
  const lists = useSameList(events);
  const items = useMemo(() => mergeCalendarEvents(lists, timeZone), [lists, timeZone]);
  // Read by the component's click callback, which it keeps from its first render (an event's id is its index).
  const shownItems = useRef<readonly CalendarItem[]>([]);
  useEffect(() => {
    shownItems.current = items;
  }, [items]);

  const [view, setView] = useState<CalendarViewId>(startingView);
  const [date, setDate] = useState(() => Temporal.Now.plainDateISO(timeZone));
  const [selected, setSelected] = useState<CalendarItem | null>(null);
  const [controls] = useState(() => createViewControls());

  // The component reads its configuration once, when it is made; later changes go through `controls` and `events.set`.
  const calendar = useCalendarApp({
    views: [createViewMonthGrid(), createViewWeek(), createViewDay()],
    defaultView: view,
    selectedDate: date,
    timezone: timeZone,
    // Our toolbar offers every view at every width; the component would otherwise force the day view on phones.
    isResponsive: false,
    events: items.map((item, index) => toScheduleEvent(item, index)),
    calendars: GROUP_COLORS,
    plugins: [controls],
    callbacks: {
      onEventClick: (event) => setSelected(shownItems.current[Number(event.id)] ?? null),
      // The component moves by itself too (a '+ 2 events' link opens that day): the toolbar follows.
      onRangeUpdate: () => {
        setView(controls.getView() as CalendarViewId);
        setDate(controls.getDate());
      },
    },
  });

  useEffect(() => {
    calendar?.events.set(items.map((item, index) => toScheduleEvent(item, index)));
  }, [calendar, items]);

  // Kept as the component re-renders: two repairs to its markup, and where its hours open. It labels its day
  // columns (and a few other boxes) with aria-label but no role, which ARIA does not allow: each becomes a group
  // named by its date. Its scrolling view is not focusable, so a week with no events could not be scrolled from
  // the keyboard. And a week or a day opens on the working morning rather than at midnight.
  const calendarElement = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = calendarElement.current;
    if (!root) return;
    let openedView: string | undefined;
    const update = () => {
      for (const box of root.querySelectorAll('div[aria-label]:not([role])')) box.setAttribute('role', 'group');
      const scroller = root.querySelector<HTMLElement>('.sx__view-container');
      if (scroller && !scroller.hasAttribute('tabindex')) {
        scroller.setAttribute('tabindex', '0');
        scroller.setAttribute('role', 'region');
        scroller.setAttribute('aria-label', 'Calendar');
      }
      const shownView = ['week', 'day'].find((name) => root.querySelector(`.sx__calendar-wrapper.is-${name}-view`));
      if (!scroller || shownView === openedView) return;
      if (shownView) {
        const morning = root.querySelectorAll<HTMLElement>('.sx__week-grid__hour')[MORNING_HOUR];
        // The hours are not drawn yet: the next change will bring them.
        if (!morning) return;
        const header = root.querySelector<HTMLElement>('.sx__week-header')?.offsetHeight ?? 0;
        // Half an hour above the line, so that its label shows whole under the day names.
        const top = morning.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop - header - morning.offsetHeight / 2;
        scroller.scrollTo({ top, behavior: 'instant' });
      }
      openedView = shownView;
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);

  const show = (nextView: CalendarViewId, nextDate: Temporal.PlainDate) => {
    setView(nextView);
    setDate(nextDate);
    if (!calendar) return;
    controls.setDate(nextDate);
    if (controls.getView() !== nextView) controls.setView(nextView);
  };
  const step = (direction: 1 | -1) => {
    const from = view === 'month-grid' ? date.with({ day: 1 }) : date;
    show(view, from.add({ [UNIT[view]]: direction }));
  };
  const unit = CALENDAR_VIEWS.find((option) => option.id === view)?.unit ?? 'week';
  const groups: CalendarGroup[] = [...providers, ...(items.some((item) => item.event.quickConnect) ? (['quick-connect'] as const) : [])];

  const move = onReschedule ? movable(selected, ownAddresses) : null;
  const callOff = onCancel ? movable(selected, ownAddresses) : null;
  return (
    <div className={styles.view}>
      {/* React holds the calendar back (the page shows 'Loading calendar...') until this stylesheet has loaded. */}
      <link rel="stylesheet" href={scheduleXStyles} precedence="medium" />
      <div className={styles.toolbar}>
        <div className={styles.navigation}>
          <Button variant="secondary" size="sm" onPress={() => show(view, Temporal.Now.plainDateISO(timeZone))}>
            Today
          </Button>
          <IconButton label={`Previous ${unit}`} size="sm" onPress={() => step(-1)}>
            <ChevronLeft />
          </IconButton>
          <IconButton label={`Next ${unit}`} size="sm" onPress={() => step(1)}>
            <ChevronRight />
          </IconButton>
          <Heading level={2} size="lg" className={styles.range} aria-live="polite">
            {rangeLabel(view, date)}
          </Heading>
        </div>
        <ToggleButtonGroup
          aria-label="Calendar view"
          size="sm"
          disallowEmptySelection
          selectedKeys={[view]}
          onSelectionChange={(keys) => {
            const [next] = keys;
            if (next && next !== view) show(next as CalendarViewId, date);
          }}
        >
          {CALENDAR_VIEWS.map((option) => (
            <ToggleButton key={option.id} id={option.id}>
              {option.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </div>
      <ul className={styles.legend} aria-label="Calendars">
        {groups.map((group) => (
          <li key={group}>
            <Badge tone={LEGEND_TONE[group]} size="sm" dot>
              {group === 'quick-connect' ? QUICK_CONNECT_LABEL : providerLabel(group)}
            </Badge>
          </li>
        ))}
      </ul>
      <div ref={calendarElement} className={styles.calendar}>
        <ScheduleXCalendar calendarApp={calendar} />
      </div>
      <EventDetails
        item={selected}
        onClose={() => setSelected(null)}
        onReschedule={
          move
            ? () => {
                setSelected(null);
                onReschedule?.(move.event, move.start, move.end);
              }
            : undefined
        }
        onCancel={
          callOff
            ? () => {
                setSelected(null);
                onCancel?.(callOff.event);
              }
            : undefined
        }
      />
    </div>
  );
}
