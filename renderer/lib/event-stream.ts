/**
 * A Server-Sent Events reader over fetch (not EventSource, so that the platform's headers — Merchant, Language,
 * Authorization — travel as on every other call, and never in the address). `readEventStream` resolves when the
 * stream ends (or is aborted) with the HTTP status; every complete event goes to `onEvent` as it arrives.
 *
 * The stream is asked for at low priority (`priority: 'low'`), as a background channel that never ends: a fetch is
 * high priority by default, and a request of that priority still on its way tells the browser's tools that the page
 * is still loading (Lighthouse waited its 45 s limit on it in every run, then warned that the page "loaded too slowly
 * to finish", issue 16), and ranks the channel with what the page is drawing.
 */
export type StreamEvent = { type: string; data: string };

/** Parses SSE text incrementally: feed chunks, get the complete events (comments and `retry:` ignored). */
export function createEventParser(onEvent: (event: StreamEvent) => void): (chunk: string) => void {
  let buffer = '';
  let type = 'message';
  let data: string[] = [];
  return (chunk) => {
    buffer += chunk;
    let newline: number;
    while ((newline = buffer.search(/\r\n|\r|\n/)) >= 0) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + (buffer.startsWith('\r\n', newline) ? 2 : 1));
      if (line === '') {
        if (data.length > 0) onEvent({ type, data: data.join('\n') });
        type = 'message';
        data = [];
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon >= 0 ? line.slice(0, colon) : line;
      const value = colon >= 0 ? line.slice(colon + 1).replace(/^ /, '') : '';
      if (field === 'event') type = value;
      else if (field === 'data') data.push(value);
    }
  };
}

export async function readEventStream(
  url: string,
  init: { headers: Record<string, string>; signal: AbortSignal },
  handlers: { onOpen?: () => void; onEvent: (event: StreamEvent) => void },
): Promise<number> {
  const response = await fetch(url, {
    method: 'GET',
    headers: { Accept: 'text/event-stream', ...init.headers },
    cache: 'no-store',
    priority: 'low',
    signal: init.signal,
  });
  if (!response.ok || !response.body) {
    await response.body?.cancel().catch(() => undefined);
    return response.status;
  }
  handlers.onOpen?.();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const feed = createEventParser(handlers.onEvent);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      feed(value);
    }
  } finally {
    reader.releaseLock();
  }
  return response.status;
}
