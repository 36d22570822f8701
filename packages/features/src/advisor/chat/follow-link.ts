/**
 * Following a link in one of Link's replies (docs/product.md#screens-and-routes "Link popup"): each closes the chat,
 * says in a toast where it goes, and goes there. A resource link hands its toast's key to the resources page
 * (`{ resource, toastKey }` in the navigation's state): the page's answer ('Found resource: ...') takes the place of
 * 'Searching for resource: ...', so that one toast tells the search and its outcome, not two at once. An activity is found by a case-insensitive partial match of its title
 * and opened on /activities: the navigation's state names it, which the page reads when it mounts, and right after
 * the navigation the `openActivity` channel asks a page already open to show it (no wait: whichever of the two finds
 * the page there opens it); no match opens the catalogue. A Quick Connect link passes the colleague's member
 * id in the navigation's state (`{ memberId }`, which the Quick Connect page reads). A kind this client does not
 * know is only logged.
 */
import type { AdvisorLink } from '@kindred/contracts/api/advisor';
import type * as ActivitiesFeature from '@kindred/features/activities';
import { toast } from '@kindred/ui/Toast';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { CHANNELS, send } from '../../shared/channels.ts';

const LINK_TOASTS = {
  resourcesLibrary: 'Opening resources library',
  resource: (title: string) => `Searching for resource: "${title}"`,
  activity: (title: string) => `Opening "${title}" activity`,
  activitiesPage: 'Navigating to activities page',
  quickConnect: 'Opening Quick Connect page',
  calendarEvents: 'Opening calendar events',
} as const;

/** How long a link's toast stays (docs/product.md#constants-and-limits: toasts 3 s). */
const LINK_TOAST_MS = 3000;

export interface FollowLinkOptions {
  /** Runs first: the popup closes itself here. */
  onBeforeNavigate?: () => void;
}

/** What following a link needs from the app: injected, so the rules are tested without a router or a window. */
export interface FollowLinkDeps {
  navigate: (to: string, options?: { state?: unknown }) => void;
  /** Shows the link's toast; returns its key. */
  notify: (title: string) => string;
  /** The catalogue's activity for a partial title, if any. */
  findActivity: (title: string) => { title: string } | undefined;
  /** Asks an activities page already open to show the activity (the `openActivity` channel). */
  openActivity: (title: string) => void;
  warn: (message: string, detail?: unknown) => void;
}

export function followLink(link: AdvisorLink, deps: FollowLinkDeps, options: FollowLinkOptions = {}): void {
  const kind: string = link.kind;
  /** Closes the chat, says where it goes, and goes there, with the navigation's state made from the toast's key. */
  const go = (to: string, message: string, state?: (toastKey: string) => object) => {
    options.onBeforeNavigate?.();
    const toastKey = deps.notify(message);
    deps.navigate(to, state ? { state: state(toastKey) } : undefined);
  };
  switch (link.kind) {
    case 'resource': {
      const title = link.title?.trim();
      if (title) go('/resources', LINK_TOASTS.resource(title), (toastKey) => ({ resource: title, toastKey }));
      else go('/resources', LINK_TOASTS.resourcesLibrary);
      return;
    }
    case 'activity': {
      const found = deps.findActivity(link.title);
      if (!found) {
        go('/activities', LINK_TOASTS.activitiesPage);
        return;
      }
      go('/activities', LINK_TOASTS.activity(found.title), () => ({ activity: found.title }));
      deps.openActivity(found.title);
      return;
    }
    case 'activities-page':
      go('/activities', LINK_TOASTS.activitiesPage);
      return;
    case 'quick-connect':
      go('/quick-connect', LINK_TOASTS.quickConnect, link.memberId ? () => ({ memberId: link.memberId }) : undefined);
      return;
    case 'calendar-event':
      go('/events', LINK_TOASTS.calendarEvents, link.eventId ? () => ({ eventId: link.eventId }) : undefined);
      return;
    default:
      deps.warn(`Link: unknown link kind '${kind}'`, link);
  }
}

type ActivitiesEntry = typeof ActivitiesFeature;
/** The activities feature, fetched at the first activity link rather than with the popup (its catalogue is large). */
let activities: Promise<ActivitiesEntry> | undefined;
const loadActivities = () => (activities ??= import('@kindred/features/activities'));

/**
 * Follows one of Link's links: `(link, { onBeforeNavigate })`. The insights page uses it too. An activity link
 * waits for the activities catalogue (fetched once) before it leaves.
 */
export function useFollowLink(): (link: AdvisorLink, options?: FollowLinkOptions) => void {
  const navigate = useNavigate();
  return useCallback(
    (link: AdvisorLink, options?: FollowLinkOptions) => {
      const base = {
        navigate: (to: string, navigation?: { state?: unknown }) => void navigate(to, navigation),
        notify: (title: string) => toast.show({ title, severity: 'info', duration: LINK_TOAST_MS }),
        warn: (message: string, detail?: unknown) => console.warn(message, detail),
      };
      if (link.kind !== 'activity') {
        followLink(link, { ...base, findActivity: () => undefined, openActivity: () => {} }, options);
        return;
      }
      void loadActivities().then(
        (entry) =>
          followLink(
            link,
            {
              ...base,
              findActivity: (title) => entry.findActivityByTitle(title),
              openActivity: (title) => send(CHANNELS.openActivity, { title }),
            },
            options,
          ),
        // The catalogue could not be fetched (offline): the page itself will say so.
        () => followLink(link, { ...base, findActivity: () => undefined, openActivity: () => {} }, options),
      );
    },
    [navigate],
  );
}
