/**
 * The guided tour's eleven steps (docs/product.md#screens-and-routes "Guided tour"): welcome, personality profile,
 * interactive trait exploration, connections, activities, community, messages, progress, activity feed, smart
 * recommendations, final step. Each points at the real part of the page; where the sidebar is a drawer (phones),
 * the steps about other pages point at the button that opens it, and the widgets' steps switch the dashboard's
 * tab to the one that holds them.
 */
import type { TourStep } from '@kindred/ui/SpotlightTour';
import type { HomeTab } from '../state/home-tab.ts';

export const TOUR_BUTTON_LABEL = 'Take the guided tour';
export const TOUR_COMPLETED = 'Walkthrough completed!';
/** docs/product.md#screens-and-routes: the completion toast stays 4 s (the button's 1 s wait is TOUR_BUTTON_DELAY_MS, in home's state). */
export const TOUR_COMPLETED_MS = 4000;
/** The step whose Next opens a trait's dialog; the tour waits for it to close, then carries on. */
export const TRAIT_STEP_ID = 'trait-exploration';

export interface HomeTourStep extends TourStep {
  /** The dashboard tab to show first, on phones. */
  tab?: HomeTab;
}

const navLink = (path: string, drawer: boolean) =>
  drawer
    ? () => document.querySelector('button[aria-label="Toggle sidebar"]')
    : () => document.querySelector(`nav[aria-label="Main"] a[href="${path}"]`);

export interface TourStepsOptions {
  /** Phones: the sidebar is a drawer. */
  drawer: boolean;
  hasResults: boolean;
  /** The name of the trait the trait step opens (the member's strongest), when they have results. */
  strongestTrait?: string | null;
}

export function tourSteps({ drawer, hasResults, strongestTrait = null }: TourStepsOptions): HomeTourStep[] {
  const where = (page: string) => (drawer ? ` Open the menu and choose ${page}.` : '');
  return [
    {
      id: 'welcome',
      title: 'Welcome to Kindred',
      content: 'A two-minute look at your dashboard and the places you will use most. Use Next and Back, or the arrow keys; Escape leaves the tour.',
      placement: 'center',
    },
    {
      id: 'personality-profile',
      target: '[data-tour="hexaco"]',
      title: 'Your personality profile',
      content: hasResults
        ? 'Your six HEXACO traits and your archetype. They shape who you are matched with and what Link suggests.'
        : 'Your six HEXACO traits appear here once you have completed the personality questionnaire.',
    },
    {
      id: TRAIT_STEP_ID,
      target: '[data-tour="hexaco"]',
      title: 'Explore a trait',
      // Read before the trait opens: what it shows, how to open it, and how the tour goes on.
      content: hasResults
        ? `Each trait opens to what it means, your band and three recommendations. Next opens your strongest${strongestTrait ? `, ${strongestTrait}` : ''}, or choose any trait in the chart. Close the trait to carry on.`
        : 'Once you have results, each trait opens to what it means for you, with three recommendations.',
    },
    {
      id: 'connections',
      target: '[data-tour="connections"]',
      title: 'Your connections',
      content: 'Colleagues you are matched with each week, and how complete your profile is. A fuller profile makes better matches.',
    },
    {
      id: 'activities',
      target: navLink('/activities', drawer),
      title: 'Activities',
      content: `Team activities from 5 to 60 minutes, with a plan for each. Mark one as done to earn points.${where('Activities')}`,
    },
    {
      id: 'community',
      target: navLink('/community', drawer),
      title: 'Community',
      content: `Everyone in your organisation, searchable, with their archetype and how well you match.${where('Community')}`,
    },
    {
      id: 'messages',
      target: navLink('/chat', drawer),
      title: 'Messages',
      content: `Conversations with your connections.${where('Messages')}`,
    },
    {
      id: 'progress',
      target: navLink('/achievements', drawer),
      title: 'Your progress',
      content: `Points, levels and badges for what you do here: activities, Quick Connects, chats with Link.${where('Achievements')}`,
    },
    {
      id: 'activity-feed',
      target: '[data-widget="activity"]',
      tab: 'activity',
      title: 'Recent activity',
      content: 'New matches, achievements, Quick Connects and messages, as they happen.',
    },
    {
      id: 'smart-recommendations',
      target: '[data-widget="recommendations"]',
      tab: 'for-you',
      title: 'Smart recommendations',
      content: 'A colleague to meet, an activity that fits your time, a resource and a tip, picked for you, each with its reason.',
    },
    {
      id: 'final',
      title: 'You are all set',
      // A phone has no keyboard shortcut to speak of: there, the button every page has.
      content: drawer
        ? 'Ask Link anything about work from the quick actions button at the bottom of every page. You can take this tour again from home.'
        : 'Ask Link anything about work with Ctrl+K (⌘K on a Mac). You can take this tour again from home.',
      placement: 'center',
    },
  ];
}
