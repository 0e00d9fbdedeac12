import type { Language } from '../constants/i18n.ts';
import { fillPlaceholders, type RefusalParams, type RefusalTexts } from './refusals.ts';

/**
 * The one catalogue of the texts the platform sends to a member outside the app (SMS and e-mail bodies): id → text in
 * every supported language, with the same `{placeholders}` as the refusal catalogue (`{minutes:number}` ...). The
 * platform words a message in the member's stored language, else in the language of the request that caused it.
 */
export const messages = {
  // --- One-time codes (SMS or e-mail); {site} is the merchant's site name
  'code.no-login': {
    'pt-BR': '{site}: {code} é o seu código de acesso (válido por {minutes:number} min). Não o compartilhe.',
    en: '{site}: {code} is your access code (valid for {minutes:number} min). Do not share it.',
  },
  'code.register': {
    'pt-BR':
      '{site}: {code} é o seu código de cadastro (válido por {minutes:number} min). Não o compartilhe.',
    en: '{site}: {code} is your registration code (valid for {minutes:number} min). Do not share it.',
  },
  'code.ip-verification': {
    'pt-BR':
      '{site}: {code} é o seu código para confirmar a entrada de um novo local (válido por {minutes:number} min). Não o compartilhe.',
    en: '{site}: {code} is your code to confirm a login from a new location (valid for {minutes:number} min). Do not share it.',
  },
  // --- E-mail
  'email.password.reset': {
    'pt-BR':
      '{site}: para redefinir a sua senha, abra {link} (válido por 1 hora). Se não foi você quem pediu, ignore este e-mail.',
    en: '{site}: to reset your password, open {link} (valid for 1 hour). If you did not ask for it, ignore this e-mail.',
  },
  // --- Titles of rewards the platform grants (issue 12): the reward centre and its history show them
  'reward.vip.level': {
    'pt-BR': 'Bônus de subida de nível: {level}',
    en: 'Level-up bonus: {level}',
  },
  'reward.birthday': {
    'pt-BR': 'Bônus de aniversário {year}',
    en: 'Birthday bonus {year}',
  },
  'reward.referral': {
    'pt-BR': 'Indicação: {friend} se qualificou',
    en: 'Referral: {friend} qualified',
  },
  'reward.rebate': {
    'pt-BR': 'Cashback manual',
    en: 'Manual rebate',
  },
  'reward.leaderboard': {
    'pt-BR': '{place:number}º lugar no ranking: {mission}',
    en: 'Place {place:number} on the leaderboard: {mission}',
  },
} as const satisfies Record<string, RefusalTexts>;

export type MessageId = keyof typeof messages;

/** The text of a message in a language, its placeholders filled. */
export function messageText(id: MessageId, language: Language, params?: RefusalParams): string {
  return fillPlaceholders(messages[id][language], language, params);
}
