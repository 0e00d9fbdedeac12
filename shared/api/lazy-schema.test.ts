import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import * as classic from 'zod';
import { lazySchema } from './contract.ts';
import { isPushEventType, parsePushEvent, pushEventSchemas, pushEventTypes } from './push.ts';

const member = () =>
  z.object({
    name: z.string().check(z.minLength(2)),
    age: z.number().check(z.int(), z.nonnegative()),
  });

describe('lazySchema', () => {
  it('builds the schema at its first use, once', () => {
    const build = vi.fn(member);
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    expect(z.safeParse(schema, { name: 'Ana', age: 30 }).success).toBe(true);
    expect(z.safeParse(schema, { name: 'A', age: -1 }).success).toBe(false);
    z.safeParse(schema, {});
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('parses exactly as the schema itself: same output, same issues', () => {
    const lazy = lazySchema(member);
    const eager = member();
    for (const input of [{ name: 'Ana', age: 30 }, { name: 'A', age: 1.5 }, { age: 'x' }, null, 'text']) {
      expect(z.safeParse(lazy, input)).toEqual(z.safeParse(eager, input));
    }
  });

  it('composes like the schema: inside objects, arrays, unions, extend, optional and classic zod', () => {
    const lazyMember = lazySchema(member);
    const list = z.array(lazyMember);
    expect(z.safeParse(list, [{ name: 'Ana', age: 1 }]).success).toBe(true);
    expect(z.safeParse(list, [{ name: 'Ana' }]).success).toBe(false);

    const extended = z.extend(lazyMember, { vip: z.boolean() });
    expect(z.safeParse(extended, { name: 'Ana', age: 1, vip: true }).success).toBe(true);
    expect(z.safeParse(extended, { name: 'Ana', age: 1 }).success).toBe(false);

    const ok = lazySchema(() => z.object({ success: z.literal(true), value: z.string() }));
    const refused = lazySchema(() => z.object({ success: z.literal(false), code: z.string() }));
    const envelope = z.discriminatedUnion('success', [ok, refused]);
    expect(z.safeParse(envelope, { success: false, code: 'x' }).data).toEqual({ success: false, code: 'x' });
    expect(z.safeParse(envelope, { success: true, code: 'x' }).success).toBe(false);

    expect(z.safeParse(z.optional(lazyMember), undefined).success).toBe(true);
    expect(classic.object({ who: lazyMember }).safeParse({ who: { name: 'Ana', age: 2 } }).success).toBe(
      true,
    );
  });

  it('answers type and key questions as the schema does', () => {
    const lazyMember = lazySchema(member);
    expect(lazyMember instanceof z.ZodMiniObject).toBe(true);
    expect(Object.keys(lazyMember._zod.def.shape)).toEqual(['name', 'age']);
    expect('_zod' in lazyMember).toBe(true);
    expect(Object.getPrototypeOf(lazyMember)).toBe(Object.getPrototypeOf(member()));

    // a record of schemas (the push events' table) spreads and lists its keys
    const table = lazySchema(() => ({ hello: z.string(), balance: z.number() }) as const);
    expect(Object.keys(table)).toEqual(['hello', 'balance']);
    expect(Object.keys({ ...table })).toEqual(['hello', 'balance']);
    expect(z.safeParse(table.balance, 3).success).toBe(true);
  });
});

describe('the push events’ table', () => {
  it('names its events without building their schemas, and has a schema for each of them and no other', () => {
    expect(Object.keys(pushEventSchemas).sort()).toEqual([...pushEventTypes].sort());
    expect(pushEventTypes.every(isPushEventType)).toBe(true);
    expect(isPushEventType('toString')).toBe(false);
    expect(parsePushEvent('unread', '{"unreadCount":2}')).toEqual({
      type: 'unread',
      data: { unreadCount: 2 },
    });
  });
});
