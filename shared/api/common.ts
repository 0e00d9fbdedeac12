import { z } from 'zod/mini';
import { cents, defineContract, isoDateTime, noInput, lazySchema } from './contract.ts';
import { refusalIssue } from './refusal-issue.ts';
import { languageSchema } from './system.ts';
import { raffleKinds } from '../constants/engagement.ts';
import { fairnessSchema } from './engagement.ts';
import { clientSeedPattern } from '../rules/fairness.ts';

export const feedbackTypes = ['SUGGESTION', 'COMPLAINT', 'BUG', 'OTHER'] as const;

/**
 * Feedback limits (spec §5, §9): the content between minWords and maxWords words and at most maxChars characters; up
 * to maxImages png or jpg images of at most maxImageBytes each (the platform checks the type from the bytes).
 */
export const feedbackLimits = {
  minWords: 2,
  maxWords: 30,
  maxChars: 140,
  maxImages: 3,
  maxImageBytes: 5 * 1024 * 1024,
  imageTypes: ['image/png', 'image/jpeg'],
} as const;

/** Words of a text: runs of letters or digits (so "R$ 10,00!" is two). */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

export const feedbackContentSchema = lazySchema(() =>
  z.string().check(
    z.trim(),
    z.minLength(1),
    z.maxLength(feedbackLimits.maxChars),
    z.superRefine((content, ctx) => {
      const words = countWords(content);
      if (content !== '' && (words < feedbackLimits.minWords || words > feedbackLimits.maxWords)) {
        ctx.addIssue(
          refusalIssue('feedback.words', [], { min: feedbackLimits.minWords, max: feedbackLimits.maxWords }),
        );
      }
    }),
  ),
);

export const sendFeedback = defineContract({
  id: 'common.feedback',
  method: 'PUT',
  path: '/wps/feedback',
  // Spec §6: login is demanded for feedback.
  session: true,
  summary:
    'Sends a feedback message (FEEDBACK3): a type, the content (word limits, at most 140 characters) and up to 3 ' +
    'images uploaded before with common.feedbackImage. The operator answers in an inbox message.',
  request: lazySchema(() =>
    z.object({
      type: z.enum(feedbackTypes),
      content: feedbackContentSchema,
      imageIds: z._default(
        z
          .array(z.string().check(z.minLength(1), z.maxLength(64)))
          .check(z.maxLength(feedbackLimits.maxImages)),
        [],
      ),
    }),
  ),
  response: lazySchema(() =>
    z.object({ id: z.number().check(z.int(), z.positive()), createdTime: isoDateTime() }),
  ),
  example: {
    request: { type: 'SUGGESTION', content: 'Mais jogos de pesca, por favor.', imageIds: [] },
    response: { id: 77, createdTime: '2026-11-21T04:30:00Z' },
  },
});

/** An image travels as base64 in JSON: 5 MB of image is at most ~7 MB of base64 plus the envelope. */
export const feedbackImageBodyLimit = 8 * 1024 * 1024;

export const uploadFeedbackImage = defineContract({
  id: 'common.feedbackImage',
  method: 'PUT',
  path: '/wps/feedback/image',
  session: true,
  summary:
    'Uploads one image for a feedback (png or jpg, checked from its bytes, at most 5 MB); the answer names it for ' +
    'common.feedback. Images not used by a feedback within a day are removed.',
  request: lazySchema(() =>
    z.object({
      fileName: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
      contentBase64: z.string().check(z.minLength(1)),
    }),
  ),
  response: lazySchema(() =>
    z.object({
      imageId: z.string().check(z.minLength(1)),
      mediaType: z.enum(feedbackLimits.imageTypes),
      size: z.number().check(z.int(), z.positive()),
    }),
  ),
  example: {
    request: {
      fileName: 'erro.png',
      contentBase64:
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    },
    response: { imageId: 'fi_3k2j', mediaType: 'image/png', size: 70 },
  },
});

export const claimRafflePromotion = defineContract({
  id: 'common.claimRafflePromotion',
  method: 'POST',
  path: '/wps/relay/MCS2_claimRafflePromotion',
  session: true,
  idempotent: true,
  summary:
    'Opens a red envelope or spins a prize-wheel ticket of a raffle promotion (the oldest unused ticket) and credits ' +
    'the prize (RED_ENVELOPE / WHEEL_PRIZE). The draw is provably fair: HMAC-SHA256 of `clientSeed:nonce` keyed with ' +
    "the ticket's server seed, whose SHA-256 was published before; the answer reveals the seed. Without a client " +
    'seed the platform picks one. Requires the Idempotency-Key header. RAFFLE off: 403 raffle.not.available.',
  request: lazySchema(() =>
    z.object({
      promotionId: z.number().check(z.int(), z.positive()),
      clientSeed: z.optional(z.string().check(z.regex(clientSeedPattern))),
    }),
  ),
  response: lazySchema(() =>
    z.object({
      promotionId: z.number().check(z.int()),
      claimId: z.string().check(z.minLength(1)),
      kind: z.enum(raffleKinds),
      /** the prize credited to the main wallet; 0 for an empty envelope */
      rewardAmount: cents().check(z.nonnegative()),
      /** the prize table entry drawn */
      prizeIndex: z.number().check(z.int(), z.nonnegative()),
      /** tickets still to open */
      remainingTickets: z.number().check(z.int(), z.nonnegative()),
      balance: cents(),
      fairness: fairnessSchema,
    }),
  ),
  example: {
    request: { promotionId: 12, clientSeed: 'sorte-grande' },
    response: {
      promotionId: 12,
      claimId: 'RC00000009',
      kind: 'WHEEL',
      rewardAmount: 500,
      prizeIndex: 2,
      remainingTickets: 1,
      balance: 120_550,
      fairness: {
        serverSeedHash: '5d41402abc4b2a76b9719d911017c592ae8b3c1e5d41402abc4b2a76b9719d91',
        serverSeed: '0c1d2e3f405162738495a6b7c8d9eafb0c1d2e3f405162738495a6b7c8d9eafb',
        clientSeed: 'sorte-grande',
        nonce: 3,
      },
    },
  },
});

export const getUnreadCount = defineContract({
  id: 'common.unreadCount',
  method: 'GET',
  path: '/wps/relay/CSP_unreadCount',
  session: true,
  summary: 'Number of unread internal messages (badge); not called for trial accounts.',
  request: noInput,
  response: lazySchema(() => z.number().check(z.int(), z.nonnegative())),
  example: { request: {}, response: 3 },
});

export const chatModelSchema = lazySchema(() =>
  z.object({
    modelId: z.string().check(z.minLength(1)),
    nickname: z.string(),
    avatarUrl: z.string(),
    online: z.boolean(),
    /** members in the room now */
    viewers: z.number().check(z.int(), z.nonnegative()),
  }),
);

export const getChatModels = defineContract({
  id: 'common.chatModels',
  method: 'GET',
  path: '/wps/relay/CBS_modelList',
  session: false,
  summary: 'Live chat hosts (CBS3) for the chat room modal.',
  request: lazySchema(() => z.object({ language: languageSchema })),
  response: lazySchema(() => z.array(chatModelSchema)),
  example: {
    request: { language: 'pt-BR' },
    response: [
      {
        modelId: 'ana',
        nickname: 'Ana',
        avatarUrl: '/assets-platform/chat/ana.svg',
        online: true,
        viewers: 42,
      },
    ],
  },
});

export const launchChat = defineContract({
  id: 'common.launchChat',
  method: 'GET',
  path: '/wps/relay/CBS_launchChat',
  session: false,
  summary:
    "The address of a host's chat room on the platform's chat page, with a single-use ticket (10 minutes); opened in " +
    'the chat room modal on the web, in the customer-service window on the desktop.',
  request: lazySchema(() =>
    z.object({ modelId: z.string().check(z.minLength(1)), language: languageSchema }),
  ),
  response: lazySchema(() => z.object({ url: z.url() })),
  example: {
    request: { modelId: 'ana', language: 'pt-BR' },
    response: { url: 'https://demo.example/chat/ana?ticket=Zm9vYmFyYmF6cXV4' },
  },
});

export const commonContracts = [
  sendFeedback,
  uploadFeedbackImage,
  claimRafflePromotion,
  getUnreadCount,
  getChatModels,
  launchChat,
] as const;
