import { describe, expect, it } from 'vitest';
import { RESOURCES, type Resource } from '../content/resources.ts';
import {
  DEFAULT_BROWSE,
  answerRequest,
  browseResources,
  browseToParams,
  findResourceByTitle,
  parseBrowse,
  readResourceRequest,
} from './browse.ts';

const sample: Resource[] = [
  { id: 'a', title: 'Radical Candor', type: 'link', url: 'https://example.org/a', source: 'Kim Scott', description: 'Caring personally.' },
  { id: 'b', title: 'The Feedback Equation', type: 'article', url: 'https://example.org/b', source: 'Lara Hogan', description: 'Observation, impact, question.' },
  { id: 'c', title: 'Listen better', type: 'video', url: 'https://example.org/c', source: 'TED', description: 'Five ways to listen.' },
  { id: 'd', title: 'Retrospectives', type: 'document', url: 'https://example.org/d', source: 'Atlassian', description: 'Look back on feedback together.' },
];
const ids = (list: Resource[]) => list.map((resource) => resource.id);

describe('browsing resources', () => {
  it('shows everything with no search under All', () => {
    expect(browseResources(DEFAULT_BROWSE, sample)).toEqual(sample);
    expect(browseResources(DEFAULT_BROWSE)).toHaveLength(RESOURCES.length);
  });

  it('searches title, description and source, trimmed and in any case', () => {
    expect(ids(browseResources({ search: '  FEEDBACK ', filter: 'all' }, sample))).toEqual(['b', 'd']);
    expect(ids(browseResources({ search: 'kim scott', filter: 'all' }, sample))).toEqual(['a']);
    expect(ids(browseResources({ search: 'five ways', filter: 'all' }, sample))).toEqual(['c']);
  });

  it('combines the search with the type filter; Documents holds reference sites too', () => {
    expect(ids(browseResources({ search: 'feedback', filter: 'articles' }, sample))).toEqual(['b']);
    expect(ids(browseResources({ search: 'feedback', filter: 'documents' }, sample))).toEqual(['d']);
    expect(ids(browseResources({ search: '', filter: 'documents' }, sample))).toEqual(['a', 'd']);
    expect(ids(browseResources({ search: '', filter: 'videos' }, sample))).toEqual(['c']);
    expect(browseResources({ search: 'feedback', filter: 'videos' }, sample)).toEqual([]);
  });
});

describe('the address', () => {
  it('reads q and type, unknown values as the defaults', () => {
    expect(parseBrowse(new URLSearchParams('q=team&type=videos'))).toEqual({ search: 'team', filter: 'videos' });
    expect(parseBrowse(new URLSearchParams('type=podcasts'))).toEqual(DEFAULT_BROWSE);
    expect(parseBrowse(new URLSearchParams(''))).toEqual(DEFAULT_BROWSE);
  });

  it('writes only what differs from the defaults, keeping other parameters', () => {
    expect(browseToParams(DEFAULT_BROWSE).toString()).toBe('');
    expect(browseToParams({ search: '   ', filter: 'all' }).toString()).toBe('');
    expect(browseToParams({ search: 'one to one', filter: 'articles' }, new URLSearchParams('x=1')).toString()).toBe('x=1&q=one+to+one&type=articles');
  });

  it('round-trips', () => {
    const browse = { search: 'Edmondson', filter: 'documents' } as const;
    expect(parseBrowse(browseToParams(browse))).toEqual(browse);
  });
});

describe('a resource named by a navigation', () => {
  it('matches a partial title in any case, an exact title first', () => {
    expect(findResourceByTitle('radical', sample)?.id).toBe('a');
    expect(findResourceByTitle('THE FEEDBACK', sample)?.id).toBe('b');
    expect(findResourceByTitle('Radical Candor by Kim Scott', sample)?.id).toBe('a');
    expect(findResourceByTitle('  ', sample)).toBeUndefined();
    expect(findResourceByTitle('quantum physics', sample)).toBeUndefined();
  });

  it('reads { resource } and { search } from the navigation state, nothing else', () => {
    expect(readResourceRequest({ resource: ' Radical ' })).toEqual({ kind: 'resource', title: 'Radical' });
    expect(readResourceRequest({ resource: 'Radical', toastKey: 'toast-1' })).toEqual({ kind: 'resource', title: 'Radical', toastKey: 'toast-1' });
    expect(readResourceRequest({ resource: 'Radical', toastKey: 7 })).toEqual({ kind: 'resource', title: 'Radical' });
    expect(readResourceRequest({ search: 'team' })).toEqual({ kind: 'search', query: 'team' });
    expect(readResourceRequest({ resource: '' })).toBeNull();
    expect(readResourceRequest({ resource: 3 })).toBeNull();
    expect(readResourceRequest(null)).toBeNull();
    expect(readResourceRequest('Radical')).toBeNull();
  });

  it('answers with the search to show and the toast', () => {
    expect(answerRequest({ kind: 'resource', title: 'radical' }, sample)).toEqual({ search: 'Radical Candor', toast: 'Found resource: Radical Candor' });
    expect(answerRequest({ kind: 'resource', title: 'Quantum' }, sample)).toEqual({ search: 'Quantum', toast: 'Searching for resources related to: Quantum' });
    expect(answerRequest({ kind: 'search', query: 'team' }, sample)).toEqual({ search: 'team', toast: 'Searching for: team' });
  });
});
