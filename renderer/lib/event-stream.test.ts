import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEventParser, readEventStream, type StreamEvent } from './event-stream.ts';

describe('the event-stream parser', () => {
  it('gives complete events whatever the chunks, skipping comments and retry lines', () => {
    const events: StreamEvent[] = [];
    const feed = createEventParser((event) => events.push(event));
    feed('retry: 1000\n\n: ping\n\nevent: bal');
    feed('ance\ndata: {"balance":1');
    expect(events).toEqual([]);
    feed('00}\n\nevent: unread\r\ndata: {"unreadCount":2}\r\n\r\ndata: a\ndata: b\n\n');
    expect(events).toEqual([
      { type: 'balance', data: '{"balance":100}' },
      { type: 'unread', data: '{"unreadCount":2}' },
      { type: 'message', data: 'a\nb' },
    ]);
  });
});

describe('readEventStream', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for the stream at low priority, uncached, with the headers given, and reads its events to the end', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const encoder = new TextEncoder();
        controller.enqueue(encoder.encode('event: balance\ndata: {"balance":1'));
        controller.enqueue(encoder.encode('00}\n\n'));
        controller.close();
      },
    });
    const fetchStub = vi.fn(() => Promise.resolve(new Response(body, { status: 200 })));
    vi.stubGlobal('fetch', fetchStub);
    const events: StreamEvent[] = [];
    const opened = vi.fn();
    const status = await readEventStream(
      'http://platform.test/wps/push/stream',
      { headers: { Merchant: 'demo' }, signal: new AbortController().signal },
      { onOpen: opened, onEvent: (event) => events.push(event) },
    );
    expect(status).toBe(200);
    expect(opened).toHaveBeenCalledOnce();
    expect(events).toEqual([{ type: 'balance', data: '{"balance":100}' }]);
    expect(fetchStub).toHaveBeenCalledWith(
      'http://platform.test/wps/push/stream',
      expect.objectContaining({
        method: 'GET',
        priority: 'low',
        cache: 'no-store',
        headers: { Accept: 'text/event-stream', Merchant: 'demo' },
      }),
    );
  });

  it('gives the status of a refused stream without reading it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('no', { status: 401 }))),
    );
    const onEvent = vi.fn();
    const status = await readEventStream(
      'http://platform.test/wps/push/stream',
      { headers: {}, signal: new AbortController().signal },
      { onEvent },
    );
    expect(status).toBe(401);
    expect(onEvent).not.toHaveBeenCalled();
  });
});
