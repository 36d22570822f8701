import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONNECTION_LABELS, connectionLabel, type ConnectionCard } from './cards.ts';
import {
  DEFAULT_FILTERS,
  SORT_ORDERS,
  SORT_ORDER_LABELS,
  VIEW_STATUSES,
  activeFilterChips,
  applyFilters,
  filtersToParams,
  isFiltering,
  parseFilters,
  removeChip,
  type ConnectionFilters,
} from './filters.ts';

function card(id: string, name: string, strength: number, matchDate: string, viewed = false): ConnectionCard {
  return {
    id,
    memberId: `member-${id}`,
    name,
    email: `${id}@acme.test`,
    avatarUrl: null,
    connectionStrength: strength,
    matchDate,
    matchTime: Date.parse(matchDate),
    viewed,
    connectionLabel: connectionLabel(strength),
    archetype: null,
    title: null,
    department: null,
    hexaco: null,
    mutualConnections: 0,
    interests: [],
  };
}

const ANA = card('a', 'Ana Lima', 91, '2025-03-03T09:00:00Z');
const BEN = card('b', 'Ben Okafor', 64, '2025-03-10T09:00:00Z', true);
const CHLOE = card('c', 'chloé Martin', 45, '2025-02-24T09:00:00Z');
const DANA = card('d', 'Dana Lopez', 80, 'not a date', true);
const ANAIS = card('e', 'Anaïs Roy', 60, '2025-03-17T09:00:00Z');
const CARDS = [ANA, BEN, CHLOE, DANA, ANAIS];

const ids = (cards: ConnectionCard[]) => cards.map((c) => c.id);
const filters = (over: Partial<ConnectionFilters>): ConnectionFilters => ({ ...DEFAULT_FILTERS, ...over });

describe('the filter chain', () => {
  it('shows every connection, strongest first, with the default filters', () => {
    expect(ids(applyFilters(CARDS, DEFAULT_FILTERS))).toEqual(['a', 'd', 'b', 'e', 'c']);
  });

  it('finds connections by name, ignoring case and the spaces around the search', () => {
    expect(ids(applyFilters(CARDS, filters({ search: '  LIMA ' })))).toEqual(['a']);
    expect(ids(applyFilters(CARDS, filters({ search: 'ana' })))).toEqual(['a', 'd', 'e']);
    expect(ids(applyFilters(CARDS, filters({ search: 'lo' })))).toEqual(['d', 'c']);
    expect(ids(applyFilters(CARDS, filters({ search: '   ' })))).toHaveLength(5);
  });

  it('does not find a connection by e-mail or id, only by name', () => {
    expect(applyFilters(CARDS, filters({ search: 'acme.test' }))).toEqual([]);
    expect(applyFilters(CARDS, filters({ search: 'member-a' }))).toEqual([]);
  });

  it("shows only unopened connections under 'new' and only opened ones under 'viewed'", () => {
    expect(ids(applyFilters(CARDS, filters({ view: 'new' })))).toEqual(['a', 'e', 'c']);
    expect(ids(applyFilters(CARDS, filters({ view: 'viewed' })))).toEqual(['d', 'b']);
  });

  it('shows connections whose label is one of those ticked, and all when none is ticked', () => {
    expect(ids(applyFilters(CARDS, filters({ labels: ['Excellent match'] })))).toEqual(['a', 'd']);
    expect(ids(applyFilters(CARDS, filters({ labels: ['Good match', 'Growing connection'] })))).toEqual(['b', 'e', 'c']);
    expect(ids(applyFilters(CARDS, filters({ labels: [] })))).toHaveLength(5);
  });

  it('applies search, view status and labels together', () => {
    const list = applyFilters(CARDS, filters({ search: 'a', view: 'new', labels: ['Excellent match', 'Good match'], sort: 'name' }));
    expect(ids(list)).toEqual(['a', 'e']);
  });

  it('leaves the given list as it was', () => {
    const given = [...CARDS];
    applyFilters(given, filters({ sort: 'name', view: 'new' }));
    expect(given).toEqual(CARDS);
  });

  it('says the grid is filtered only when a filter, not the sort, can hide a connection', () => {
    expect(isFiltering(DEFAULT_FILTERS)).toBe(false);
    expect(isFiltering(filters({ sort: 'name', search: '  ' }))).toBe(false);
    expect(isFiltering(filters({ search: 'x' }))).toBe(true);
    expect(isFiltering(filters({ view: 'viewed' }))).toBe(true);
    expect(isFiltering(filters({ labels: ['Good match'] }))).toBe(true);
  });
});

describe('the sorts', () => {
  it('puts the strongest match first, equal strengths by name, then by id', () => {
    const twinA = card('z', 'Sam Reed', 70, '2025-01-01T00:00:00Z');
    const twinB = card('y', 'sam reed', 70, '2025-01-02T00:00:00Z');
    const other = card('x', 'Alex Hart', 70, '2025-01-03T00:00:00Z');
    const top = card('w', 'Zoe Quinn', 95, '2025-01-04T00:00:00Z');
    expect(ids(applyFilters([twinA, twinB, other, top], filters({ sort: 'strength' })))).toEqual(['w', 'x', 'y', 'z']);
  });

  it('puts the newest match first and connections with an unreadable date last', () => {
    expect(ids(applyFilters(CARDS, filters({ sort: 'date' })))).toEqual(['e', 'b', 'a', 'c', 'd']);
  });

  it('orders same-day matches and several unreadable dates by name, then by id', () => {
    const list = [
      card('5', 'Bo', 50, 'garbage'),
      card('4', 'Al', 50, ''),
      card('3', 'Cy', 50, '2025-01-01T00:00:00Z'),
      card('2', 'Bo', 50, '2025-01-01T00:00:00Z'),
      card('1', 'Bo', 50, '2025-01-01T00:00:00Z'),
    ];
    expect(ids(applyFilters(list, filters({ sort: 'date' })))).toEqual(['1', '2', '3', '4', '5']);
  });

  it('sorts by name from A to Z, ignoring case but not accents, equal names by id', () => {
    const list = [...CARDS, card('f', 'ana lima', 30, '2025-01-01T00:00:00Z')];
    expect(applyFilters(list, filters({ sort: 'name' })).map((c) => c.name)).toEqual([
      'Ana Lima',
      'ana lima',
      'Anaïs Roy',
      'Ben Okafor',
      'chloé Martin',
      'Dana Lopez',
    ]);
  });

  it('gives the same order whatever order the connections arrive in', () => {
    const many = [...CARDS, card('g', 'Ana Lima', 91, 'bad'), card('h', 'Ana Lima', 91, 'bad')];
    fc.assert(
      fc.property(fc.shuffledSubarray(many, { minLength: many.length, maxLength: many.length }), fc.constantFrom(...SORT_ORDERS), (shuffled, sort) => {
        expect(ids(applyFilters(shuffled, filters({ sort })))).toEqual(ids(applyFilters(many, filters({ sort }))));
      }),
    );
  });

  it('names the sorts as the Sort menu shows them', () => {
    expect(SORT_ORDERS.map((sort) => SORT_ORDER_LABELS[sort])).toEqual(['Match strength', 'Match date', 'Name']);
  });
});

describe('filters in the address', () => {
  it('reads the search, view, ticked labels and sort', () => {
    const params = new URLSearchParams('q=ana&view=new&label=good&label=excellent&sort=name');
    expect(parseFilters(params)).toEqual({ search: 'ana', view: 'new', labels: ['Excellent match', 'Good match'], sort: 'name' });
  });

  it('reads an empty address as the default filters', () => {
    expect(parseFilters(new URLSearchParams())).toEqual(DEFAULT_FILTERS);
  });

  it('ignores values outside the known sets', () => {
    const params = new URLSearchParams('view=archived&sort=random&label=excellent&label=Excellent%20match&label=best&label=GOOD');
    expect(parseFilters(params)).toEqual({ ...DEFAULT_FILTERS, labels: ['Excellent match'] });
    expect(parseFilters(new URLSearchParams('view=NEW&sort=Name'))).toEqual(DEFAULT_FILTERS);
  });

  it('counts a label ticked twice once', () => {
    expect(parseFilters(new URLSearchParams('label=growing&label=growing')).labels).toEqual(['Growing connection']);
  });

  it('writes nothing for the default filters or a blank search', () => {
    expect(filtersToParams(DEFAULT_FILTERS).toString()).toBe('');
    expect(filtersToParams(filters({ search: '   ' })).toString()).toBe('');
  });

  it('writes the non-default filters with one label parameter per ticked label', () => {
    const params = filtersToParams({ search: 'ana lima', view: 'viewed', labels: ['Growing connection', 'Excellent match'], sort: 'date' });
    expect(params.toString()).toBe('q=ana+lima&view=viewed&label=excellent&label=growing&sort=date');
  });

  it("keeps the address's other parameters and replaces its old filters", () => {
    const base = new URLSearchParams('connection=conn-9&view=new&label=good');
    expect(filtersToParams(filters({ sort: 'name' }), base).toString()).toBe('connection=conn-9&sort=name');
    expect(base.toString()).toBe('connection=conn-9&view=new&label=good');
  });

  const anyFilters = fc.record({
    search: fc.oneof(fc.constant(''), fc.string({ unit: 'grapheme' }).filter((text) => text.trim() !== '')),
    view: fc.constantFrom(...VIEW_STATUSES),
    labels: fc.subarray([...CONNECTION_LABELS]),
    sort: fc.constantFrom(...SORT_ORDERS),
  });

  it('reads back exactly the filters it wrote', () => {
    fc.assert(
      fc.property(anyFilters, (written) => {
        const read = parseFilters(new URLSearchParams(filtersToParams(written).toString()));
        expect(read).toEqual(written);
      }),
    );
  });

  it('always reads filters from the known sets, whatever the address holds', () => {
    const anyParams = fc.array(
      fc.tuple(fc.constantFrom('q', 'view', 'label', 'sort', 'other'), fc.oneof(fc.string(), fc.constantFrom('new', 'viewed', 'name', 'date', 'good'))),
    );
    fc.assert(
      fc.property(anyParams, (pairs) => {
        const read = parseFilters(new URLSearchParams(pairs));
        expect(VIEW_STATUSES).toContain(read.view);
        expect(SORT_ORDERS).toContain(read.sort);
        for (const label of read.labels) expect(CONNECTION_LABELS).toContain(label);
        expect(new Set(read.labels).size).toBe(read.labels.length);
        // Written and read again, the filters stay the same.
        const again = parseFilters(filtersToParams(read));
        expect(again).toEqual(read.search.trim() === '' ? { ...read, search: '' } : read);
      }),
    );
  });
});

describe('active-filter chips', () => {
  const busy: ConnectionFilters = { search: ' ana ', view: 'new', labels: ['Good match', 'Excellent match'], sort: 'name' };

  it('shows no chip for the default filters', () => {
    expect(activeFilterChips(DEFAULT_FILTERS)).toEqual([]);
    expect(activeFilterChips(filters({ search: '  ' }))).toEqual([]);
  });

  it('shows one chip per active filter, in the order of the chain, the sort last', () => {
    expect(activeFilterChips(busy)).toEqual([
      { key: 'search', label: 'Search: ana' },
      { key: 'view', label: 'New' },
      { key: 'label:excellent', label: 'Excellent match' },
      { key: 'label:good', label: 'Good match' },
      { key: 'sort', label: 'Sorted by Name' },
    ]);
    expect(activeFilterChips(filters({ view: 'viewed', sort: 'date', labels: ['Growing connection'] })).map((chip) => chip.label)).toEqual([
      'Viewed',
      'Growing connection',
      'Sorted by Match date',
    ]);
  });

  it('removes only the chip that was closed', () => {
    expect(removeChip(busy, 'search')).toEqual({ ...busy, search: '' });
    expect(removeChip(busy, 'view')).toEqual({ ...busy, view: 'all' });
    expect(removeChip(busy, 'label:good')).toEqual({ ...busy, labels: ['Excellent match'] });
    expect(removeChip(busy, 'label:excellent')).toEqual({ ...busy, labels: ['Good match'] });
    expect(removeChip(busy, 'sort')).toEqual({ ...busy, sort: 'strength' });
  });

  it('leaves no chips once every chip is closed, and returns to the default filters', () => {
    let current = busy;
    for (const chip of activeFilterChips(busy)) {
      const before = activeFilterChips(current).length;
      current = removeChip(current, chip.key);
      expect(activeFilterChips(current)).toHaveLength(before - 1);
      expect(activeFilterChips(current).map((c) => c.key)).not.toContain(chip.key);
    }
    expect(activeFilterChips(current)).toEqual([]);
    expect(filtersToParams(current).toString()).toBe('');
  });

  it('does not change the filters it was given', () => {
    const copy = structuredClone(busy);
    removeChip(busy, 'label:good');
    expect(busy).toEqual(copy);
  });
});
