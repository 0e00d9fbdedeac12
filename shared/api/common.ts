import { z } from 'zod';
import { cents, defineContract, isoDateTime, noInput } from './contract.ts';
import { languageSchema } from './system.ts';
import { raffleKinds } from '../constants/engagement.ts';
import { fairnessSchema } from './engagement.ts';
import { clientSeedPattern } from '../rules/fairness.ts';

export const feedbackTypes = ['SUGGESTION', 'COMPLAINT', 'BUG', 'OTHER'] as const;

export const sendFeedback = defineContract({
  id: 'common.feedback',
  method: 'PUT',
  path: '/wps/feedback',
  // Spec §6: login is demanded for feedback.
  session: true,
  summary: 'Sends a feedback message (FEEDBACK3), at most 140 characters.',
  request: z.object({ type: z.enum(feedbackTypes), content: z.string().trim().min(1).max(140) }),
  response: z.object({ id: z.number().int().positive(), createdTime: isoDateTime() }),
  example: {
    request: { type: 'SUGGESTION', content: 'Mais jogos de pesca, por favor.' },
    response: { id: 77, createdTime: '2026-11-21T04:30:00Z' },
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
  request: z.object({
    promotionId: z.number().int().positive(),
    clientSeed: z.string().regex(clientSeedPattern).optional(),
  }),
  response: z.object({
    promotionId: z.number().int(),
    claimId: z.string().min(1),
    kind: z.enum(raffleKinds),
    /** the prize credited to the main wallet; 0 for an empty envelope */
    rewardAmount: cents().nonnegative(),
    /** the prize table entry drawn */
    prizeIndex: z.number().int().nonnegative(),
    /** tickets still to open */
    remainingTickets: z.number().int().nonnegative(),
    balance: cents(),
    fairness: fairnessSchema,
  }),
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
  response: z.number().int().nonnegative(),
  example: { request: {}, response: 3 },
});

export const chatModelSchema = z.object({
  modelId: z.string().min(1),
  nickname: z.string(),
  avatarUrl: z.string(),
  online: z.boolean(),
  /** members in the room now */
  viewers: z.number().int().nonnegative(),
});

export const getChatModels = defineContract({
  id: 'common.chatModels',
  method: 'GET',
  path: '/wps/relay/CBS_modelList',
  session: false,
  summary: 'Live chat hosts (CBS3) for the chat room modal.',
  request: z.object({ language: languageSchema }),
  response: z.array(chatModelSchema),
  example: {
    request: { language: 'pt-BR' },
    response: [
      { modelId: 'm1', nickname: 'Ana', avatarUrl: '/assets/chat/m1.png', online: true, viewers: 42 },
    ],
  },
});

export const launchChat = defineContract({
  id: 'common.launchChat',
  method: 'GET',
  path: '/wps/relay/CBS_launchChat',
  session: false,
  summary: "The address of a host's chat room, opened in the chat room modal.",
  request: z.object({ modelId: z.string().min(1), language: languageSchema }),
  response: z.object({ url: z.url() }),
  example: {
    request: { modelId: 'm1', language: 'pt-BR' },
    response: { url: 'https://chat.demo.example/room/m1?lang=pt-BR' },
  },
});

export const commonContracts = [
  sendFeedback,
  claimRafflePromotion,
  getUnreadCount,
  getChatModels,
  launchChat,
] as const;
