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
  // --- Inbox messages the platform writes on events, and the points ledger's remarks (issue 13). An inbox message
  // is `<id>.title` + `<id>.body`; {reward}, {title} and {answer} may be given per language.
  'inbox.welcome.title': {
    'pt-BR': 'Bem-vindo à {site}',
    en: 'Welcome to {site}',
  },
  'inbox.welcome.body': {
    'pt-BR':
      'Aqui chegam os avisos da plataforma e as notícias da sua conta: depósitos, saques, recompensas e resgates. Jogue com responsabilidade.',
    en: 'Platform notices and news about your account arrive here: deposits, withdrawals, rewards and redemptions. Play responsibly.',
  },
  'inbox.deposit.credited.title': {
    'pt-BR': 'Depósito creditado',
    en: 'Deposit credited',
  },
  'inbox.deposit.credited.body': {
    'pt-BR': 'O seu depósito de {amount:money} (pedido {orderId}) foi creditado na sua carteira.',
    en: 'Your deposit of {amount:money} (order {orderId}) has been credited to your wallet.',
  },
  'inbox.withdrawal.paid.title': {
    'pt-BR': 'Saque pago',
    en: 'Withdrawal paid',
  },
  'inbox.withdrawal.paid.body': {
    'pt-BR':
      'O seu saque de {amount:money} ({withdrawalId}) foi pago. Confirme o recebimento na tela de saque.',
    en: 'Your withdrawal of {amount:money} ({withdrawalId}) has been paid. Confirm that you received it on the withdrawal screen.',
  },
  'inbox.withdrawal.rejected.title': {
    'pt-BR': 'Saque recusado',
    en: 'Withdrawal rejected',
  },
  'inbox.withdrawal.rejected.body': {
    'pt-BR':
      'O seu saque de {amount:money} ({withdrawalId}) foi recusado e o valor voltou para a sua carteira.',
    en: 'Your withdrawal of {amount:money} ({withdrawalId}) was rejected and the amount is back in your wallet.',
  },
  'inbox.reward.granted.title': {
    'pt-BR': 'Recompensa recebida: {reward}',
    en: 'Reward received: {reward}',
  },
  'inbox.reward.granted.body': {
    'pt-BR': 'Você recebeu {reward}: {amount:money} foram creditados na sua carteira.',
    en: 'You received {reward}: {amount:money} has been credited to your wallet.',
  },
  'inbox.redemption.approved.title': {
    'pt-BR': 'Resgate aprovado: {reward}',
    en: 'Redemption approved: {reward}',
  },
  'inbox.redemption.approved.body': {
    'pt-BR': 'O seu resgate de {quantity:number} × {reward} ({points:number} pontos) foi aprovado.',
    en: 'Your redemption of {quantity:number} × {reward} ({points:number} points) has been approved.',
  },
  'inbox.redemption.rejected.title': {
    'pt-BR': 'Resgate recusado: {reward}',
    en: 'Redemption rejected: {reward}',
  },
  'inbox.redemption.rejected.body': {
    'pt-BR':
      'O seu resgate de {quantity:number} × {reward} foi recusado. Os {points:number} pontos voltaram para o seu saldo.',
    en: 'Your redemption of {quantity:number} × {reward} was rejected. The {points:number} points are back in your balance.',
  },
  'inbox.feedback.answered.title': {
    'pt-BR': 'Resposta ao seu feedback',
    en: 'Answer to your feedback',
  },
  'inbox.feedback.answered.body': {
    'pt-BR': 'Você escreveu: “{content}”. Nossa resposta: {answer}',
    en: 'You wrote: “{content}”. Our answer: {answer}',
  },
  'inbox.remark': {
    'pt-BR': 'Observação: {remark}',
    en: 'Note: {remark}',
  },
  'points.remark.earn': {
    'pt-BR': 'Apostas válidas de {amount:money}',
    en: 'Valid bets of {amount:money}',
  },
  'points.remark.redeem': {
    'pt-BR': 'Resgate de {quantity:number} × {reward}',
    en: 'Redemption of {quantity:number} × {reward}',
  },
  'points.remark.refund': {
    'pt-BR': 'Resgate recusado: {reward}',
    en: 'Redemption rejected: {reward}',
  },
  'points.remark.convert': {
    'pt-BR': 'Conversão em {amount:money}',
    en: 'Converted into {amount:money}',
  },
  'points.remark.welcome': {
    'pt-BR': 'Pontos de boas-vindas',
    en: 'Welcome points',
  },
  'points.remark.adjust': {
    'pt-BR': 'Ajuste do operador',
    en: 'Operator adjustment',
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
