import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, usePreloadWhenIdle, useWhenIdle } from './lazy.tsx';

// Tells React these renders run inside act(), as a test renderer does.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

describe('deferred', () => {
  it('renders nothing while the code loads, then the component with its props', async () => {
    let resolve!: (component: typeof Greeting) => void;
    const load = vi.fn(() => new Promise<typeof Greeting>((done) => (resolve = done)));
    const Deferred = deferred(load);
    await act(async () => root.render(<Deferred name="Ada" />));
    expect(container.textContent).toBe('');
    await act(async () => resolve(Greeting));
    expect(container.textContent).toBe('Hello, Ada');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders its fallback while the code loads, and nothing once fetching it has failed', async () => {
    let resolve!: (component: typeof Greeting) => void;
    const Deferred = deferred(() => new Promise<typeof Greeting>((done) => (resolve = done)), { fallback: <span>Loading…</span> });
    await act(async () => root.render(<Deferred name="Ada" />));
    expect(container.textContent).toBe('Loading…');
    await act(async () => resolve(Greeting));
    expect(container.textContent).toBe('Hello, Ada');

    const Failing = deferred<{ name: string }>(() => Promise.reject(new TypeError('Failed to fetch')), { fallback: <span>Loading…</span> });
    await act(async () => root.render(<Failing name="Ada" />));
    await act(async () => new Promise((done) => setTimeout(done, 20)));
    expect(container.textContent).toBe('');
  });

  it('renders at once, with no empty frame, once its code is there', async () => {
    const Deferred = deferred(() => Promise.resolve(Greeting));
    await Deferred.preload();
    act(() => root.render(<Deferred name="Ada" />));
    expect(container.textContent).toBe('Hello, Ada');
  });

  it('loads once, however often it is preloaded and rendered', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Deferred = deferred(load);
    await Promise.all([Deferred.preload(), Deferred.preload()]);
    await act(async () => root.render(<Deferred name="Grace" />));
    expect(container.textContent).toBe('Hello, Grace');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders nothing when the code cannot load, tries once more, and again on the next mount', async () => {
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    const load = vi.fn<() => Promise<typeof Greeting>>().mockImplementationOnce(offline).mockImplementationOnce(offline).mockResolvedValue(Greeting);
    const Deferred = deferred(load);
    function Toggle() {
      const [shown, setShown] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setShown((value) => !value)}>
            toggle
          </button>
          {shown && <Deferred name="Linus" />}
        </>
      );
    }
    await act(async () => root.render(<Toggle />));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    // Both tries failed; the screen stands, and nothing keeps fetching while offline.
    expect(container.querySelector('p')).toBeNull();
    expect(container.querySelector('button')).not.toBeNull();
    expect(load).toHaveBeenCalledTimes(2);

    const button = container.querySelector('button');
    await act(async () => button?.click());
    await act(async () => button?.click());
    await vi.waitFor(() => expect(container.querySelector('p')?.textContent).toBe('Hello, Linus'));
    expect(load).toHaveBeenCalledTimes(3);
  });
});

describe('useWhenIdle', () => {
  it('runs the task once, after the screen has rendered', async () => {
    const task = vi.fn(() => expect(container.textContent).toBe('screen'));
    function Screen() {
      useWhenIdle(task);
      return <p>screen</p>;
    }
    const scheduled = vi.spyOn(window, 'requestIdleCallback');
    try {
      await act(async () => root.render(<Screen />));
      await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1), { timeout: 30_000 });
      // A re-render schedules nothing more (counted where it is scheduled: a second run could come seconds later).
      await act(async () => root.render(<Screen />));
      expect(scheduled).toHaveBeenCalledTimes(1);
      expect(task).toHaveBeenCalledTimes(1);
    } finally {
      scheduled.mockRestore();
    }
  });
});

describe('usePreloadWhenIdle', () => {
  it('preloads the components once the page is idle', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Deferred = deferred(load);
    function Screen() {
      usePreloadWhenIdle(Deferred);
      return <p>screen</p>;
    }
    await act(async () => root.render(<Screen />));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1), { timeout: 30_000 });
  });

  it('rejects nothing when the code cannot load: preload fails, the next preload fetches again', async () => {
    const load = vi.fn<() => Promise<typeof Greeting>>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(Greeting);
    const Deferred = deferred(load);
    await expect(Deferred.preload()).rejects.toThrow();
    await expect(Deferred.preload()).resolves.toBe(Greeting);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
