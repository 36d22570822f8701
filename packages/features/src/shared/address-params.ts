import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/** What a page's own writes to its address carry in the history entry, to tell them from other navigations. */
type AddressWrite = { addressWrite: string };

let writers = 0;

function isWriteBy(state: unknown, writer: string): boolean {
  return typeof state === 'object' && state !== null && (state as Partial<AddressWrite>).addressWrite === writer;
}

/**
 * The address's search parameters as a page's state (search, filters, sort), for pages that keep them in the address
 * so that a reload or a shared link keeps them.
 *
 * A change shows at once and is written to the address, replacing the history entry rather than pushing one. Each
 * change is made to the parameters as last changed here. react-router's own functional update is made to the
 * parameters as last rendered, and the router renders a new address in a transition, which on a busy machine lags
 * behind quick typing: a search typed and then a filter chosen left only the filter in the address.
 *
 * A navigation from elsewhere (a link to the page, Back) is taken as it comes; a page's own writes arriving late in the
 * router's render are not taken back.
 */
export function useAddressParams(): readonly [
  params: URLSearchParams,
  change: (update: (current: URLSearchParams) => URLSearchParams) => void,
] {
  const [rendered, setSearchParams] = useSearchParams();
  const location = useLocation();
  const [writer] = useState(() => `address-params-${++writers}`);
  const [params, setParams] = useState(rendered);
  const latest = useRef(rendered);

  useLayoutEffect(() => {
    if (isWriteBy(location.state, writer) || rendered.toString() === latest.current.toString()) return;
    latest.current = rendered;
    setParams(rendered);
    // Each navigation is a new key; its parameters are read with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  const change = useCallback(
    (update: (current: URLSearchParams) => URLSearchParams) => {
      const next = update(new URLSearchParams(latest.current));
      if (next.toString() === latest.current.toString()) return;
      latest.current = next;
      setParams(next);
      setSearchParams(next, { replace: true, state: { addressWrite: writer } satisfies AddressWrite });
    },
    [setSearchParams, writer],
  );
  return [params, change] as const;
}

/**
 * A search box's text as typed, beside the address's search (`fromAddress`, which leaves a blank search out): the box
 * keeps what is typed, spaces included, and takes the address's search when that changes to something the box does
 * not say already, as a link to the page or Back changes it.
 */
export function useSearchText(fromAddress: string): readonly [text: string, setText: (text: string) => void] {
  const [text, setText] = useState(fromAddress);
  const [seen, setSeen] = useState(fromAddress);
  if (fromAddress !== seen) {
    setSeen(fromAddress);
    if (fromAddress !== (text.trim() === '' ? '' : text)) setText(fromAddress);
  }
  return [text, setText] as const;
}
