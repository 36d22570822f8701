/**
 * A response that never finishes, for stories of a loading or saving state: its headers arrive, its body never
 * does. A request left this way ends neither in success nor in failure, whenever the story ends, so it cannot
 * answer into a later story sharing the page (a `delay('infinite')` handler does: the client's 30 s timeout
 * fails the request later, and its error toast lands in whatever story is running then). The client's timeout
 * covers the wait for headers only, as a server that starts answering and then stalls would have it.
 */
import { HttpResponse } from 'msw';

export function stalledResponse(): HttpResponse<string> {
  return new HttpResponse(new ReadableStream<Uint8Array>({ start() {} }) as unknown as string, {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}
