import { getChatModels, launchChat } from '../../shared/api/common.ts';
import { getArticle, getArticles, getSitePage, verifyRepresentative } from '../../shared/api/site.ts';
import { chatRoomUrl } from '../routes/chat.ts';
import * as site from '../services/site.ts';
import type { RegisteredHandler } from './types.ts';
import { handle } from './types.ts';

/** The site's own pages (about us, licences, verify representative, blog and news) and the live-chat hosts. */
export const siteHandlers: [string, RegisteredHandler][] = [
  handle(getSitePage, (input, ctx) => site.sitePage(ctx.db, ctx.merchant.code, input.key, input.lang)),
  handle(getArticles, (input, ctx) => site.listArticles(ctx.db, ctx.merchant.code, input.lang, input)),
  handle(getArticle, (input, ctx) => site.article(ctx.db, ctx.merchant.code, input.slug, input.lang)),
  handle(verifyRepresentative, (input, ctx) => site.verifyContact(ctx.db, ctx.merchant, input.contact)),

  handle(getChatModels, (_input, ctx) => site.chatModels(ctx.db, ctx.merchant.code)),
  // The room knows the member when a session is sent (a visitor may watch too).
  handle(launchChat, (input, ctx) => {
    const ticket = site.issueChatTicket(ctx.db, {
      merchantCode: ctx.merchant.code,
      modelId: input.modelId,
      memberId: ctx.optionalMember()?.id ?? null,
      language: input.language,
    });
    return { url: chatRoomUrl(ctx.request, input.modelId, ticket) };
  }),
];
