/**
 * useAddressParams in a real browser, with the router's own transitions: a page that keeps its search and filter in
 * the address loses neither when the router is slow to render the new address, and still takes a navigation made
 * from elsewhere.
 */
import { Suspense, use } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { useAddressParams, useSearchText } from './address-params.ts';

// Holds back the router's render of any address with a search until a test lets it through, as a busy machine does:
// the router renders a new address in a transition, which waits while part of the page suspends.
let gate: { passed: Promise<void>; open: () => void };

function RenderedAddress() {
  const { search } = useLocation();
  if (search !== '') use(gate.passed);
  return <output aria-label="Rendered address">{search}</output>;
}

function Browse() {
  const [params, setParams] = useAddressParams();
  const [text, setText] = useSearchText(params.get('q') ?? '');
  const navigate = useNavigate();
  return (
    <>
      <input
        aria-label="Search"
        value={text}
        onChange={(event) => {
          const value = event.target.value;
          setText(value);
          setParams((current) => {
            const next = new URLSearchParams(current);
            // A blank search is left out of the address, as the pages do.
            if (value.trim() === '') next.delete('q');
            else next.set('q', value);
            return next;
          });
        }}
      />
      <button
        type="button"
        onClick={() =>
          setParams((current) => {
            const next = new URLSearchParams(current);
            next.set('type', 'articles');
            return next;
          })
        }
      >
        Articles
      </button>
      <button type="button" onClick={() => void navigate('?type=videos')}>
        A link to videos
      </button>
      <output aria-label="Page state">{params.toString()}</output>
      <Suspense fallback={<p>Loading</p>}>
        <RenderedAddress />
      </Suspense>
    </>
  );
}

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  let open!: () => void;
  gate = { passed: new Promise<void>((resolve) => (open = resolve)), open };
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  root.render(
    <MemoryRouter initialEntries={['/resources']}>
      <Browse />
    </MemoryRouter>,
  );
});

afterEach(() => {
  root.unmount();
  container.remove();
});

const byLabel = (label: string) => container.querySelector<HTMLElement>(`[aria-label="${label}"]`);
const button = (name: string) => [...container.querySelectorAll('button')].find((element) => element.textContent === name)!;

it('keeps a search typed and a filter chosen while the router has not yet rendered either', async () => {
  await vi.waitFor(() => expect(byLabel('Search')).not.toBeNull());
  await userEvent.type(byLabel('Search')!, 'feedback');
  await userEvent.click(button('Articles'));
  // The page shows both at once; the router is still on the address before them.
  expect(byLabel('Page state')?.textContent).toBe('q=feedback&type=articles');
  expect((byLabel('Search') as HTMLInputElement).value).toBe('feedback');
  expect(byLabel('Rendered address')?.textContent).toBe('');

  gate.open();
  await vi.waitFor(() => expect(byLabel('Rendered address')?.textContent).toBe('?q=feedback&type=articles'));
  expect(byLabel('Page state')?.textContent).toBe('q=feedback&type=articles');
});

it('keeps the spaces typed in the box, which the address leaves out', async () => {
  gate.open();
  await vi.waitFor(() => expect(byLabel('Search')).not.toBeNull());
  await userEvent.type(byLabel('Search')!, 'a');
  await userEvent.type(byLabel('Search')!, '{Backspace} ');
  expect((byLabel('Search') as HTMLInputElement).value).toBe(' ');
  expect(byLabel('Page state')?.textContent).toBe('');
  await userEvent.type(byLabel('Search')!, 'b');
  expect((byLabel('Search') as HTMLInputElement).value).toBe(' b');
  expect(byLabel('Page state')?.textContent).toBe('q=+b');
});

it('takes a navigation made from elsewhere, search box included, and changes it from there', async () => {
  gate.open();
  await vi.waitFor(() => expect(byLabel('Search')).not.toBeNull());
  await userEvent.type(byLabel('Search')!, 'team');
  await vi.waitFor(() => expect(byLabel('Rendered address')?.textContent).toBe('?q=team'));

  await userEvent.click(button('A link to videos'));
  await vi.waitFor(() => expect(byLabel('Page state')?.textContent).toBe('type=videos'));
  expect((byLabel('Search') as HTMLInputElement).value).toBe('');

  await userEvent.type(byLabel('Search')!, 'x');
  await vi.waitFor(() => expect(byLabel('Rendered address')?.textContent).toBe('?type=videos&q=x'));
});
