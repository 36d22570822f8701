import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHANNELS } from '../shared/channels.ts';
import { isLinkShortcut, requestLinkOpen, takePendingLinkOpen, type LinkOpenRequest } from './launch.ts';

const key = (key: string, modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...modifiers,
});

describe('opening Link from anywhere', () => {
  afterEach(() => {
    takePendingLinkOpen();
    vi.unstubAllGlobals();
  });

  it('sends on the openLink channel and remembers the latest request until it is taken', () => {
    const target = new EventTarget();
    const seen: LinkOpenRequest[] = [];
    target.addEventListener(CHANNELS.openLink, (event) => seen.push((event as CustomEvent<LinkOpenRequest>).detail));
    vi.stubGlobal('dispatchEvent', target.dispatchEvent.bind(target));

    requestLinkOpen({ prompt: 'First' });
    requestLinkOpen({ prompt: 'Plan my week', send: true });
    expect(seen.map((request) => request.prompt)).toEqual(['First', 'Plan my week']);
    const pending = takePendingLinkOpen();
    expect(pending).toMatchObject({ prompt: 'Plan my week', send: true });
    expect(pending?.id).toBe(seen[1]!.id);
    expect(takePendingLinkOpen()).toBeNull();
  });

  it('sends only a prompt that has words', () => {
    requestLinkOpen({ send: true });
    expect(takePendingLinkOpen()).toMatchObject({ prompt: null, send: false });
    requestLinkOpen({ prompt: '   ', send: true });
    expect(takePendingLinkOpen()).toMatchObject({ prompt: null, send: false });
    requestLinkOpen();
    expect(takePendingLinkOpen()).toMatchObject({ prompt: null, send: false });
  });

  it('gives each request its own id', () => {
    requestLinkOpen({ prompt: 'a' });
    const first = takePendingLinkOpen();
    requestLinkOpen({ prompt: 'a' });
    expect(takePendingLinkOpen()?.id).not.toBe(first?.id);
  });

  it('knows Ctrl+K and Cmd+K, in either case, and nothing else', () => {
    expect(isLinkShortcut(key('k', { ctrlKey: true }))).toBe(true);
    expect(isLinkShortcut(key('K', { metaKey: true }))).toBe(true);
    expect(isLinkShortcut(key('k'))).toBe(false);
    expect(isLinkShortcut(key('k', { ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isLinkShortcut(key('k', { metaKey: true, altKey: true }))).toBe(false);
    expect(isLinkShortcut(key('j', { ctrlKey: true }))).toBe(false);
  });
});
