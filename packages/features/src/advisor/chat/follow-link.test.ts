import type { AdvisorLink } from '@kindred/contracts/api/advisor';
import { describe, expect, it, vi } from 'vitest';
import { followLink, type FollowLinkDeps } from './follow-link.ts';

const CATALOGUE = [{ title: 'Magic Questions' }, { title: 'Show & Tell' }];

function setup() {
  const calls: string[] = [];
  const deps = {
    navigate: vi.fn((to: string) => void calls.push(`navigate ${to}`)),
    notify: vi.fn((title: string) => {
      calls.push(`toast ${title}`);
      return `toast-${calls.length}`;
    }),
    findActivity: vi.fn((title: string) => CATALOGUE.find((activity) => activity.title.toLowerCase().includes(title.toLowerCase()))),
    openActivity: vi.fn((title: string) => void calls.push(`open ${title}`)),
    warn: vi.fn(),
  } satisfies FollowLinkDeps;
  const onBeforeNavigate = vi.fn(() => void calls.push('close'));
  return { deps, calls, onBeforeNavigate };
}

describe('following a link', () => {
  it('closes the chat, then toasts, then navigates', () => {
    const { deps, calls, onBeforeNavigate } = setup();
    followLink({ kind: 'activities-page', label: 'All activities' }, deps, { onBeforeNavigate });
    expect(calls).toEqual(['close', 'toast Navigating to activities page', 'navigate /activities']);
    expect(deps.navigate).toHaveBeenCalledWith('/activities', undefined);
  });

  it("opens a resource by title, with its toast's key for the page's answer to replace, or the library", () => {
    const { deps } = setup();
    followLink({ kind: 'resource', label: 'Read it', title: 'Radical Candor' }, deps);
    expect(deps.notify).toHaveBeenLastCalledWith('Searching for resource: "Radical Candor"');
    const key = deps.notify.mock.results.at(-1)!.value as string;
    expect(deps.navigate).toHaveBeenLastCalledWith('/resources', { state: { resource: 'Radical Candor', toastKey: key } });
    followLink({ kind: 'resource', label: 'Library' }, deps);
    expect(deps.navigate).toHaveBeenLastCalledWith('/resources', undefined);
    expect(deps.notify).toHaveBeenLastCalledWith('Opening resources library');
  });

  it('opens an activity found by a partial title, and asks a page already open to show it once it has navigated', () => {
    const { deps, calls } = setup();
    followLink({ kind: 'activity', label: 'Try it', title: 'magic', activityId: 'magic-questions' }, deps);
    expect(deps.findActivity).toHaveBeenCalledWith('magic');
    expect(deps.navigate).toHaveBeenCalledWith('/activities', { state: { activity: 'Magic Questions' } });
    expect(deps.notify).toHaveBeenCalledWith('Opening "Magic Questions" activity');
    expect(deps.openActivity).toHaveBeenCalledWith('Magic Questions');
    // Asked after the navigation, with no wait: a page that mounts reads the navigation's state instead.
    expect(calls.slice(-2)).toEqual(['navigate /activities', 'open Magic Questions']);
  });

  it('goes to the catalogue when no activity matches', () => {
    const { deps } = setup();
    followLink({ kind: 'activity', label: 'Try it', title: 'Underwater Basket Weaving', activityId: 'x' }, deps);
    expect(deps.navigate).toHaveBeenCalledWith('/activities', undefined);
    expect(deps.notify).toHaveBeenCalledWith('Navigating to activities page');
    expect(deps.openActivity).not.toHaveBeenCalled();
  });

  it('opens Quick Connect with the colleague, when the link names one', () => {
    const { deps } = setup();
    followLink({ kind: 'quick-connect', label: 'Book', memberId: 'mbr-jordan-okafor', name: 'Jordan' }, deps);
    expect(deps.navigate).toHaveBeenLastCalledWith('/quick-connect', { state: { memberId: 'mbr-jordan-okafor' } });
    expect(deps.notify).toHaveBeenLastCalledWith('Opening Quick Connect page');
    followLink({ kind: 'quick-connect', label: 'Book' }, deps);
    expect(deps.navigate).toHaveBeenLastCalledWith('/quick-connect', undefined);
  });

  it('opens the events page', () => {
    const { deps } = setup();
    followLink({ kind: 'calendar-event', label: 'Your events' }, deps);
    expect(deps.navigate).toHaveBeenLastCalledWith('/events', undefined);
    expect(deps.notify).toHaveBeenLastCalledWith('Opening calendar events');
    followLink({ kind: 'calendar-event', label: 'Stand-up', eventId: 'evt-1' }, deps);
    expect(deps.navigate).toHaveBeenLastCalledWith('/events', { state: { eventId: 'evt-1' } });
  });

  it('only warns about a kind it does not know: no navigation, no toast, the chat stays', () => {
    const { deps, onBeforeNavigate } = setup();
    followLink({ kind: 'hologram', label: 'Beam me up' } as unknown as AdvisorLink, deps, { onBeforeNavigate });
    expect(deps.warn).toHaveBeenCalledTimes(1);
    expect(deps.navigate).not.toHaveBeenCalled();
    expect(deps.notify).not.toHaveBeenCalled();
    expect(onBeforeNavigate).not.toHaveBeenCalled();
  });
});
