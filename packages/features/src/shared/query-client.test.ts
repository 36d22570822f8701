/**
 * The query client's one word on a lost connection: a read or a write that could not reach the server shows
 * 'Connection issue...' once; an answer that came (an HTTP error) leaves the words to the screen or the write; a
 * quiet write (one the member did not ask for) is only logged.
 */
import { toast, toastQueue } from '@kindred/ui/Toast';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from './errors.ts';
import { createQueryClient } from './query-client.ts';

afterEach(() => toast.clear());

const shown = () => toastQueue.visibleToasts.map((queued) => queued.content.title);

function write(client: QueryClient, error: Error, meta?: { quiet?: boolean }) {
  const mutation = client.getMutationCache().build(client, { mutationFn: () => Promise.reject(error), retry: false, meta });
  return mutation.execute(undefined).catch(() => undefined);
}

const offline = () => new TypeError('Failed to fetch');
const serverError = () => Object.assign(new Error('Internal server error'), { status: 500 });

describe('a write that fails', () => {
  it('to reach the server shows the connection toast, once for two such writes', async () => {
    const client = createQueryClient();
    await write(client, offline());
    await write(client, offline());
    expect(shown()).toEqual([ERROR_MESSAGES.network]);
  });

  it('with a lost connection behind its own error (its cause) shows the connection toast', async () => {
    const client = createQueryClient();
    await write(client, new Error('Failed to schedule event: no answer', { cause: offline() }));
    expect(shown()).toEqual([ERROR_MESSAGES.network]);
  });

  it('with an answer from the server shows nothing of the client’s own: the write words it', async () => {
    const client = createQueryClient();
    await write(client, serverError());
    expect(shown()).toEqual([]);
  });

  it('quietly (a write the member did not ask for) shows nothing, a lost connection included', async () => {
    const client = createQueryClient();
    await write(client, offline(), { quiet: true });
    expect(shown()).toEqual([]);
  });
});

describe('a read that fails to reach the server', () => {
  it('shows the connection toast too', async () => {
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ['offline'], queryFn: () => Promise.reject(offline()), retry: false }).catch(() => undefined);
    expect(shown()).toEqual([ERROR_MESSAGES.network]);
  });
});
