import { getAnnouncementContent } from '../../shared/api/content.ts';
import { announcementContent } from '../services/content.ts';
import { handle } from './types.ts';

export const contentHandlers = [
  handle(getAnnouncementContent, (input, ctx) =>
    announcementContent(ctx.db, {
      merchantCode: ctx.merchant.code,
      language: input.language,
      types: input.types,
      loggedIn: ctx.optionalMember() !== null,
    }),
  ),
];
