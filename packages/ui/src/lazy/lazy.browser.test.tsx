import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, usePreloadWhenIdle } from './lazy.tsx';

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

  it('shows its fallback while the code loads', async () => {
    let resolve!: (component: typeof Greeting) => void;
    const Deferred = deferred(() => new Promise<typeof Greeting>((done) => (resolve = done)));
    await act(async () => root.render(<Deferred name="Ada" fallback={<p>Loading Ada</p>} />));
    expect(container.textContent).toBe('Loading Ada');
    await act(async () => resolve(Greeting));
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

  it('renders nothing when the code cannot load, and tries again on the next mount', async () => {
    const load = vi.fn<() => Promise<typeof Greeting>>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(Greeting);
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
    expect(container.querySelector('p')).toBeNull();
    const button = container.querySelector('button');
    await act(async () => button?.click());
    await act(async () => button?.click());
    expect(container.querySelector('p')?.textContent).toBe('Hello, Linus');
    expect(load).toHaveBeenCalledTimes(2);
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
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1), { timeout: 4000 });
  });
});
