import { describe, expect, it } from 'vitest';
import { createEventParser, type StreamEvent } from './event-stream.ts';

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
