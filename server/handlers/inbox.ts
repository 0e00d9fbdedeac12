import {
  getUnreadCount,
  sendFeedback,
  uploadFeedbackImage,
  feedbackImageBodyLimit,
} from '../../shared/api/common.ts';
import {
  deleteMessage,
  getMessagePrefs,
  getMessages,
  readAllMessages,
  readMessage,
  setMessagePrefs,
} from '../../shared/api/inbox.ts';
import { isTrialType } from '../../shared/constants/members.ts';
import { ApiError, errorCodes } from '../http/errors.ts';
import { createFeedback, storeFeedbackImage } from '../services/feedback.ts';
import * as inbox from '../services/inbox.ts';
import type { HandlerContext, RegisteredHandler } from './types.ts';
import { handle } from './types.ts';

/** The inbox (messageV2), its unread count, the message preferences and the feedback popup's calls. */
function memberOf(ctx: HandlerContext) {
  if (!ctx.member) throw new ApiError(401, errorCodes.unauthorized);
  return ctx.member;
}

export const inboxHandlers: [string, RegisteredHandler][] = [
  // Trial accounts skip the unread count (spec §6): they have no inbox, so 0.
  handle(getUnreadCount, (_input, ctx) => {
    const member = memberOf(ctx);
    return isTrialType(member.type) ? 0 : inbox.unreadCount(ctx.db, member.id);
  }),
  handle(getMessages, (input, ctx) => inbox.listMessages(ctx.db, memberOf(ctx).id, ctx.language, input)),
  handle(readMessage, (input, ctx) => ({
    unreadCount: inbox.markRead(ctx.db, memberOf(ctx).id, input.messageId, input.read),
  })),
  handle(readAllMessages, (_input, ctx) => ({ unreadCount: inbox.markAllRead(ctx.db, memberOf(ctx).id) })),
  handle(deleteMessage, (input, ctx) => ({
    unreadCount: inbox.deleteMessage(ctx.db, memberOf(ctx).id, input.messageId),
  })),
  handle(getMessagePrefs, (_input, ctx) => inbox.messagePrefs(ctx.db, memberOf(ctx).id)),
  handle(setMessagePrefs, (input, ctx) => {
    inbox.setMessagePrefs(ctx.db, memberOf(ctx).id, input);
    return null;
  }),

  handle(uploadFeedbackImage, (input, ctx) => storeFeedbackImage(ctx.db, memberOf(ctx).id, input), {
    bodyLimit: feedbackImageBodyLimit,
  }),
  handle(sendFeedback, (input, ctx) =>
    createFeedback(ctx.db, {
      merchantCode: ctx.merchant.code,
      memberId: memberOf(ctx).id,
      type: input.type,
      content: input.content,
      imageIds: input.imageIds,
      language: ctx.language,
    }),
  ),
];
