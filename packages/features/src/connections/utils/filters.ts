/**
 * Your Connections' search, filters and sorts (docs/product.md#validation "Searches"), kept in
 * the page's address so a filtered view can be reloaded and shared.
 *
 * The chain runs in a fixed order: search by name, then view status, then the
 * strength labels (a multi-select: a card shows when its label is one of those
 * selected, and selecting none shows all), then the sort. Values read from the
 * address are accepted only from the known sets; anything else falls back to
 * the default.
 */
import { CONNECTION_LABELS, type ConnectionCard, type ConnectionLabel } from './cards.ts';

export const VIEW_STATUSES = ['all', 'new', 'viewed'] as const;
export type ViewStatus = (typeof VIEW_STATUSES)[number];
export const VIEW_STATUS_LABELS: Record<ViewStatus, string> = { all: 'All', new: 'New', viewed: 'Viewed' };

export const SORT_ORDERS = ['strength', 'date', 'name'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const SORT_ORDER_LABELS: Record<SortOrder, string> = { strength: 'Match strength', date: 'Match date', name: 'Name' };

/** How a label is written in the address (`?label=excellent&label=good`). */
type LabelParamValue = 'excellent' | 'good' | 'growing';
const LABEL_PARAM_VALUES: Record<ConnectionLabel, LabelParamValue> = {
  'Excellent match': 'excellent',
  'Good match': 'good',
  'Growing connection': 'growing',
};

/** The address's parameter names. */
const FILTER_PARAMS = { search: 'q', view: 'view', labels: 'label', sort: 'sort' } as const;

export interface ConnectionFilters {
  /** The search box's text as typed; matched trimmed and case-insensitively against names. */
  search: string;
  view: ViewStatus;
  /** Selected strength labels; none selected shows every label. */
  labels: ConnectionLabel[];
  sort: SortOrder;
}

export const DEFAULT_FILTERS: ConnectionFilters = { search: '', view: 'all', labels: [], sort: 'strength' };

// ---------------------------------------------------------------------------
// The chain

/** Names compare in the reader's language, ignoring case but not accents; numbers in names compare as numbers. */
const nameCollator = new Intl.Collator(undefined, { sensitivity: 'accent', numeric: true });

function byName(a: ConnectionCard, b: ConnectionCard): number {
  return nameCollator.compare(a.name, b.name);
}

function byId(a: ConnectionCard, b: ConnectionCard): number {
  if (a.id === b.id) return 0;
  return a.id < b.id ? -1 : 1;
}

/** Newest first; a date that cannot be read goes after every readable one. */
function byDateDescending(a: ConnectionCard, b: ConnectionCard): number {
  const aKnown = Number.isFinite(a.matchTime);
  const bKnown = Number.isFinite(b.matchTime);
  if (aKnown && bKnown) return b.matchTime - a.matchTime;
  if (aKnown !== bKnown) return aKnown ? -1 : 1;
  return 0;
}

const COMPARATORS: Record<SortOrder, (a: ConnectionCard, b: ConnectionCard) => number> = {
  strength: (a, b) => b.connectionStrength - a.connectionStrength || byName(a, b) || byId(a, b),
  date: (a, b) => byDateDescending(a, b) || byName(a, b) || byId(a, b),
  name: (a, b) => byName(a, b) || byId(a, b),
};

function matchesSearch(card: ConnectionCard, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return needle === '' || card.name.toLowerCase().includes(needle);
}

function matchesView(card: ConnectionCard, view: ViewStatus): boolean {
  if (view === 'new') return !card.viewed;
  if (view === 'viewed') return card.viewed;
  return true;
}

function matchesLabels(card: ConnectionCard, labels: readonly ConnectionLabel[]): boolean {
  return labels.length === 0 || labels.includes(card.connectionLabel);
}

/** Search, then view status, then labels, then the sort. Returns a new list; the given one is left as it is. */
export function applyFilters(cards: readonly ConnectionCard[], filters: ConnectionFilters): ConnectionCard[] {
  return cards
    .filter((card) => matchesSearch(card, filters.search))
    .filter((card) => matchesView(card, filters.view))
    .filter((card) => matchesLabels(card, filters.labels))
    .sort(COMPARATORS[filters.sort]);
}

/** Whether the filters hide any card (the sort alone hides none): the empty grid then says 'No connections found'. */
export function isFiltering(filters: ConnectionFilters): boolean {
  return filters.search.trim() !== '' || filters.view !== 'all' || filters.labels.length > 0;
}

// ---------------------------------------------------------------------------
// The address

function isOneOf<T extends string>(values: readonly T[], value: string | null): value is T {
  return value !== null && (values as readonly string[]).includes(value);
}

/** Known labels only, each once, in the order of CONNECTION_LABELS. */
function canonicalLabels(labels: Iterable<ConnectionLabel>): ConnectionLabel[] {
  const chosen = new Set(labels);
  return CONNECTION_LABELS.filter((label) => chosen.has(label));
}

function labelFromParam(value: string): ConnectionLabel | undefined {
  return CONNECTION_LABELS.find((label) => LABEL_PARAM_VALUES[label] === value);
}

/** The filters in an address: `q` (search), `view`, `label` (repeated) and `sort`; unknown values read as the default. */
export function parseFilters(params: URLSearchParams): ConnectionFilters {
  const view = params.get(FILTER_PARAMS.view);
  const sort = params.get(FILTER_PARAMS.sort);
  const labels = params
    .getAll(FILTER_PARAMS.labels)
    .map(labelFromParam)
    .filter((label): label is ConnectionLabel => label !== undefined);
  return {
    search: params.get(FILTER_PARAMS.search) ?? DEFAULT_FILTERS.search,
    view: isOneOf(VIEW_STATUSES, view) ? view : DEFAULT_FILTERS.view,
    labels: canonicalLabels(labels),
    sort: isOneOf(SORT_ORDERS, sort) ? sort : DEFAULT_FILTERS.sort,
  };
}

/**
 * The filters as address parameters, defaults left out (a blank search is
 * left out too). Parameters of `base` other than the filters' are kept.
 */
export function filtersToParams(filters: ConnectionFilters, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const name of Object.values(FILTER_PARAMS)) params.delete(name);
  if (filters.search.trim() !== '') params.set(FILTER_PARAMS.search, filters.search);
  if (filters.view !== DEFAULT_FILTERS.view && isOneOf(VIEW_STATUSES, filters.view)) params.set(FILTER_PARAMS.view, filters.view);
  for (const label of canonicalLabels(filters.labels)) params.append(FILTER_PARAMS.labels, LABEL_PARAM_VALUES[label]);
  if (filters.sort !== DEFAULT_FILTERS.sort && isOneOf(SORT_ORDERS, filters.sort)) params.set(FILTER_PARAMS.sort, filters.sort);
  return params;
}

// ---------------------------------------------------------------------------
// Active-filter chips

export type FilterChipKey = 'search' | 'view' | 'sort' | `label:${LabelParamValue}`;

export interface FilterChip {
  key: FilterChipKey;
  /** What the chip reads: 'Search: ana', 'New', 'Excellent match', 'Sorted by Name'. */
  label: string;
}

function labelChipKey(label: ConnectionLabel): FilterChipKey {
  return `label:${LABEL_PARAM_VALUES[label]}`;
}

/** One chip per filter that differs from the default, in the order of the filter chain, the sort last. */
export function activeFilterChips(filters: ConnectionFilters): FilterChip[] {
  const chips: FilterChip[] = [];
  const search = filters.search.trim();
  if (search !== '') chips.push({ key: 'search', label: `Search: ${search}` });
  if (filters.view !== DEFAULT_FILTERS.view) chips.push({ key: 'view', label: VIEW_STATUS_LABELS[filters.view] });
  for (const label of canonicalLabels(filters.labels)) chips.push({ key: labelChipKey(label), label });
  if (filters.sort !== DEFAULT_FILTERS.sort) chips.push({ key: 'sort', label: `Sorted by ${SORT_ORDER_LABELS[filters.sort]}` });
  return chips;
}

/** The filters with one chip's filter back at its default; the others are kept. */
export function removeChip(filters: ConnectionFilters, key: FilterChipKey): ConnectionFilters {
  switch (key) {
    case 'search':
      return { ...filters, search: DEFAULT_FILTERS.search };
    case 'view':
      return { ...filters, view: DEFAULT_FILTERS.view };
    case 'sort':
      return { ...filters, sort: DEFAULT_FILTERS.sort };
    default:
      return { ...filters, labels: filters.labels.filter((label) => labelChipKey(label) !== key) };
  }
}
