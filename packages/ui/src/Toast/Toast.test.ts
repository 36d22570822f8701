import { describe, expect, it, vi } from 'vitest';
import { createToastApi, createToastQueue } from './Toast.tsx';

describe('toast.clear', () => {
  it('closes every toast, those on screen and those waiting', () => {
    const queue = createToastQueue();
    const api = createToastApi(queue);
    for (let index = 0; index < 7; index++) api.info(`Toast ${index}`, { duration: 0 });
    expect(queue.visibleToasts).toHaveLength(5);
    api.clear();
    expect(queue.visibleToasts).toHaveLength(0);
    // Nothing was waiting behind the five either.
    api.info('After', { duration: 0 });
    expect(queue.visibleToasts.map((queued) => queued.content.title)).toEqual(['After']);
  });

  it('does nothing with no toast at all: no update, so no view transition holding the page', () => {
    const queue = createToastQueue();
    const api = createToastApi(queue);
    const listener = vi.fn();
    queue.subscribe(listener);
    api.clear();
    expect(listener).not.toHaveBeenCalled();
    api.info('One', { duration: 0 });
    expect(listener).toHaveBeenCalledTimes(1);
    api.clear();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('toast.show', () => {
  it('shows a message that is already on screen once, not a stack of the same one', () => {
    const queue = createToastQueue();
    const api = createToastApi(queue);
    const first = api.error('Server error occurred. Please try again later.', { duration: 0 });
    const again = api.error('Server error occurred. Please try again later.', { duration: 0 });
    expect(again).toBe(first);
    api.warning('Server error occurred. Please try again later.', { duration: 0 });
    api.error('Server error occurred. Please try again later.', { description: 'With more to say', duration: 0 });
    expect(queue.visibleToasts).toHaveLength(3);
    api.dismiss(first);
    api.error('Server error occurred. Please try again later.', { duration: 0 });
    expect(queue.visibleToasts).toHaveLength(3);
  });
});
