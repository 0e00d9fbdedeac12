import { z } from 'zod/mini';
import {
  defineContract,
  isoDateTime,
  noInput,
  noValue,
  pageOf,
  queryBool,
  queryInt,
  lazySchema,
} from './contract.ts';

/**
 * The member's inbox (member centre `messageV2`, "platform information"): system notices and the messages the
 * platform writes on events (deposit credited, withdrawal paid or rejected, reward granted, redemption decided,
 * feedback answered). The unread count is `common.unreadCount` (CSP_unreadCount). Paths in the platform's relay style.
 *
 * Categories: SYSTEM (notices of the operator), TRANSACTION (deposits, withdrawals), REWARD (rewards, points
 * redemptions), FEEDBACK (answers to the member's feedback), MARKETING (promotional; never written for a member who
 * opted out, or whom responsible play has excluded).
 */
export const messageCategories = ['SYSTEM', 'TRANSACTION', 'REWARD', 'FEEDBACK', 'MARKETING'] as const;
export const messageCategorySchema = lazySchema(() => z.enum(messageCategories));
export type MessageCategory = z.infer<typeof messageCategorySchema>;

export const inboxMessageSchema = lazySchema(() =>
  z.object({
    messageId: z.number().check(z.int(), z.positive()),
    category: messageCategorySchema,
    title: z.string(),
    /** HTML, sanitized by the client */
    content: z.string(),
    /** a route of the app the message leads to (e.g. /pointMall?tab=history), or null */
    link: z.nullable(z.string()),
    read: z.boolean(),
    createdTime: isoDateTime(),
  }),
);
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const getMessages = defineContract({
  id: 'inbox.list',
  method: 'GET',
  path: '/wps/relay/CSP_messageList',
  session: true,
  summary:
    "The member's messages, newest first, paged; optionally one category or the unread ones only. Worded in the " +
    "request's language.",
  request: lazySchema(() =>
    z.object({
      pageNo: queryInt().check(z.gte(1)),
      pageSize: queryInt().check(z.gte(1), z.lte(50)),
      category: z.optional(messageCategorySchema),
      unreadOnly: z.optional(queryBool()),
    }),
  ),
  response: lazySchema(() => pageOf(inboxMessageSchema)),
  example: {
    request: { pageNo: '1', pageSize: '10' },
    response: {
      content: [
        {
          messageId: 31,
          category: 'TRANSACTION',
          title: 'Depósito creditado',
          content: '<p>O seu depósito de R$ 50,00 foi creditado.</p>',
          link: '/member?tab=transactionHistory',
          read: false,
          createdTime: '2026-11-21T04:10:00Z',
        },
      ],
      pageNum: 1,
      pageSize: 10,
      totalPages: 1,
      totalElements: 1,
    },
  },
});

const unreadAfter = lazySchema(() => z.object({ unreadCount: z.number().check(z.int(), z.nonnegative()) }));

export const readMessage = defineContract({
  id: 'inbox.read',
  method: 'POST',
  path: '/wps/relay/CSP_readMessage',
  session: true,
  summary: 'Marks one message read (or unread again with read: false); answers the unread count after it.',
  request: lazySchema(() =>
    z.object({
      messageId: z.number().check(z.int(), z.positive()),
      read: z._default(z.boolean(), true),
    }),
  ),
  response: unreadAfter,
  example: { request: { messageId: 1 }, response: { unreadCount: 2 } },
});

export const readAllMessages = defineContract({
  id: 'inbox.readAll',
  method: 'POST',
  path: '/wps/relay/CSP_readAllMessages',
  session: true,
  summary: 'Marks every message of the member read; answers the unread count after it (0).',
  request: noInput,
  response: unreadAfter,
  example: { request: {}, response: { unreadCount: 0 } },
});

export const deleteMessage = defineContract({
  id: 'inbox.delete',
  method: 'DELETE',
  path: '/wps/relay/CSP_deleteMessage',
  session: true,
  summary: 'Deletes one message from the inbox; answers the unread count after it.',
  request: lazySchema(() => z.object({ messageId: queryInt().check(z.positive()) })),
  response: unreadAfter,
  example: { request: { messageId: '1' }, response: { unreadCount: 2 } },
});

export const messagePrefsSchema = lazySchema(() =>
  z.object({
    /** promotional messages (category MARKETING) are not written for this member */
    marketingOptOut: z.boolean(),
  }),
);

export const getMessagePrefs = defineContract({
  id: 'inbox.prefs',
  method: 'GET',
  path: '/wps/relay/CSP_messagePrefs',
  session: true,
  summary: "The member's message preferences.",
  request: noInput,
  response: messagePrefsSchema,
  example: { request: {}, response: { marketingOptOut: false } },
});

export const setMessagePrefs = defineContract({
  id: 'inbox.setPrefs',
  method: 'POST',
  path: '/wps/relay/CSP_updateMessagePrefs',
  session: true,
  summary: "Changes the member's message preferences.",
  request: messagePrefsSchema,
  response: noValue,
  example: { request: { marketingOptOut: true }, response: null },
});

export const inboxContracts = [
  getMessages,
  readMessage,
  readAllMessages,
  deleteMessage,
  getMessagePrefs,
  setMessagePrefs,
] as const;
