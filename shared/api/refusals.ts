import type { Language } from '../constants/i18n.ts';

/**
 * The one catalogue of platform refusals: code → text in every supported language. The platform words a refusal in
 * the request's `Language`; the renderer shows its own text for the code (so a platform that answers in another
 * language still reads right) and falls back to the envelope's message for a code it does not know.
 *
 * Texts take `{name}` placeholders filled from the refusal's `params`. A placeholder may name a format:
 * `{amount:money}` (integer cents, shown as R$ 1.234,56 / R$1,234.56), `{at:datetime}` (an ISO instant, shown in
 * Brasília time), `{n:number}`. One code, one meaning: a refusal that needs other words gets a code of its own.
 */
export type RefusalTexts = Readonly<Record<Language, string>>;
export type RefusalParams = Readonly<Record<string, string | number>>;

export const refusals = {
  // --- Platform plumbing (the first three codes come from the real platform, see platform-notes)
  'function.not.available': {
    'pt-BR': 'Esta função não está disponível no momento.',
    en: 'This function is not available at the moment.',
  },
  'function.not.implemented': {
    'pt-BR': 'Esta função ainda não existe nesta plataforma.',
    en: 'This function is not implemented on this platform.',
  },
  http_method_not_support: {
    'pt-BR': 'Este método não é aceito neste endereço.',
    en: 'This method is not supported on this address.',
  },
  request_body_required: {
    'pt-BR': 'Esta solicitação precisa de um corpo.',
    en: 'This request needs a body.',
  },
  'request.invalid': {
    'pt-BR': 'A solicitação não é válida.',
    en: 'The request is not valid.',
  },
  'request.malformed': {
    'pt-BR': 'O corpo da solicitação não é um JSON válido.',
    en: 'The request body is not valid JSON.',
  },
  'request.too.large': {
    'pt-BR': 'A solicitação é maior que o limite de {limit:number} bytes.',
    en: 'The request is larger than the limit of {limit:number} bytes.',
  },
  'request.unsupported.media': {
    'pt-BR': 'Tipo de conteúdo não aceito: envie application/json ou application/x-www-form-urlencoded.',
    en: 'Unsupported content type: send application/json or application/x-www-form-urlencoded.',
  },
  'not.found': {
    'pt-BR': 'Nada encontrado neste endereço.',
    en: 'Nothing was found at this address.',
  },
  'session.invalid': {
    'pt-BR': 'Você não está conectado. Entre na sua conta.',
    en: 'You are not logged in, please log in.',
  },
  forbidden: {
    'pt-BR': 'Você não tem permissão para fazer isso.',
    en: 'You are not allowed to do this.',
  },
  'merchant.unknown': {
    'pt-BR': 'Site desconhecido. Entre em contato com o atendimento.',
    en: 'Unknown site. Please contact customer service.',
  },
  'system.maintenance': {
    'pt-BR': 'O site está em manutenção. Tente novamente mais tarde.',
    en: 'The site is under maintenance. Please try again later.',
  },
  'system.region.restricted': {
    'pt-BR': 'O acesso não está disponível na sua região.',
    en: 'Access is not available in your region.',
  },
  'too.many.requests': {
    'pt-BR': 'Muitas tentativas. Tente novamente após 5 minutos.',
    en: 'Too many requests, try again after 5 minutes.',
  },
  'session.captcha.required': {
    'pt-BR': 'Digite o código da imagem.',
    en: 'Please enter the captcha.',
  },
  'session.verification.required': {
    'pt-BR': 'Confirme que é você: enviamos um código de verificação.',
    en: 'Please confirm it is you: we need a verification code.',
  },
  'game.previous.not.finished': {
    'pt-BR': 'O jogo anterior ainda não terminou.',
    en: 'The previous game has not finished yet.',
  },
  'wallet.insufficient.balance': {
    'pt-BR': 'Saldo insuficiente.',
    en: 'Insufficient balance.',
  },
  'request.idempotency.conflict': {
    'pt-BR': 'Esta operação já foi enviada com outros dados. Comece de novo.',
    en: 'This operation was already sent with other details. Please start again.',
  },
  'request.encryption.required': {
    'pt-BR': 'Esta solicitação precisa ser criptografada.',
    en: 'This request must be encrypted.',
  },
  'request.cipher.key.unknown': {
    'pt-BR': 'A chave de criptografia mudou. Tente novamente.',
    en: 'The encryption key has changed. Please try again.',
  },
  'request.decryption.failed': {
    'pt-BR': 'Não foi possível ler a solicitação criptografada.',
    en: 'The encrypted request could not be read.',
  },
  'session.credentials.invalid': {
    'pt-BR': 'Usuário ou senha incorretos.',
    en: 'Incorrect username or password.',
  },
  'session.non.member': {
    'pt-BR': 'Contas que não são de membro não podem entrar.',
    en: 'Non-member account unable to login.',
  },
  'request.validation.failed': {
    'pt-BR': 'Verifique os campos destacados.',
    en: 'Please check the highlighted fields.',
  },
  // --- Money
  'deposit.order.expired': {
    'pt-BR': 'Este pedido de depósito expirou. Crie um novo.',
    en: 'This deposit order has expired. Please create a new one.',
  },
  'deposit.order.closed': {
    'pt-BR': 'Este pedido de depósito já foi encerrado.',
    en: 'This deposit order is already closed.',
  },
  'money.amount.out.of.range': {
    'pt-BR': 'O valor deve ficar entre {min:money} e {max:money}.',
    en: 'The amount must be between {min:money} and {max:money}.',
  },
  'payment.password.required': {
    'pt-BR': 'Defina uma senha de pagamento primeiro.',
    en: 'Set a payment password first.',
  },
  'payment.password.invalid': {
    'pt-BR': 'Senha de pagamento incorreta.',
    en: 'Incorrect payment password.',
  },
  'payment.password.already.set': {
    'pt-BR': 'A senha de pagamento já foi definida.',
    en: 'The payment password is already set.',
  },
  'withdraw.turnover.not.met': {
    'pt-BR': 'Ainda faltam {remaining:money} em apostas válidas antes de sacar.',
    en: 'You still need {remaining:money} of valid bets before withdrawing.',
  },
  'withdraw.daily.count.reached': {
    'pt-BR': 'Você atingiu o número de saques permitidos hoje.',
    en: 'You have reached the number of withdrawals allowed today.',
  },
  'withdraw.not.confirmable': {
    'pt-BR': 'Este saque não pode ser confirmado agora.',
    en: 'This withdrawal cannot be confirmed now.',
  },
  'withdraw.account.limit.reached': {
    'pt-BR': 'Você atingiu o número máximo de contas de saque.',
    en: 'You have reached the maximum number of withdrawal accounts.',
  },
  'upload.proof.required': {
    'pt-BR': 'Envie pelo menos um comprovante.',
    en: 'Please attach at least one proof.',
  },
  'upload.wrong.type': {
    'pt-BR': 'Envie imagens PNG ou JPG.',
    en: 'Please send PNG or JPG images.',
  },
  'upload.too.large': {
    'pt-BR': 'Cada imagem pode ter no máximo 5 MB.',
    en: 'Each image can be at most 5 MB.',
  },
  'upload.too.many': {
    'pt-BR': 'Envie no máximo 3 imagens.',
    en: 'Send at most 3 images.',
  },
  'transfer.no.upline': {
    'pt-BR': 'Sua conta não tem um agente superior.',
    en: 'Your account has no upline.',
  },
  'wallet.vendor.maintenance': {
    'pt-BR': 'Esta carteira está em manutenção.',
    en: 'This wallet is under maintenance.',
  },
  'request.idempotency.key.required': {
    'pt-BR': 'Esta operação precisa de uma chave de idempotência.',
    en: 'This operation needs an idempotency key.',
  },
  'internal.error': {
    'pt-BR': 'Algo deu errado no servidor. Tente novamente.',
    en: 'Something went wrong on the server. Please try again.',
  },
} as const satisfies Record<string, RefusalTexts>;

export type RefusalCode = keyof typeof refusals;

export function isRefusalCode(code: unknown): code is RefusalCode {
  return typeof code === 'string' && Object.hasOwn(refusals, code);
}

const moneyFormats: Record<Language, Intl.NumberFormat> = {
  'pt-BR': new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }),
  en: new Intl.NumberFormat('en', { style: 'currency', currency: 'BRL', currencyDisplay: 'narrowSymbol' }),
};
const numberFormats: Record<Language, Intl.NumberFormat> = {
  'pt-BR': new Intl.NumberFormat('pt-BR'),
  en: new Intl.NumberFormat('en'),
};
const dateTimeFormats: Record<Language, Intl.DateTimeFormat> = {
  'pt-BR': new Intl.DateTimeFormat('pt-BR', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'America/Sao_Paulo',
  }),
  en: new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'America/Sao_Paulo',
  }),
};

function formatParam(value: string | number, format: string | undefined, language: Language): string {
  switch (format) {
    case 'money': {
      const cents = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(cents) ? moneyFormats[language].format(cents / 100) : String(value);
    }
    case 'number': {
      const n = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(n) ? numberFormats[language].format(n) : String(value);
    }
    case 'datetime': {
      const date = new Date(value);
      return Number.isNaN(date.getTime()) ? String(value) : dateTimeFormats[language].format(date);
    }
    default:
      return String(value);
  }
}

/** Fills `{name}` / `{name:format}` placeholders; a placeholder without a param stays as written. */
export function fillPlaceholders(template: string, language: Language, params: RefusalParams = {}): string {
  return template.replace(/\{(\w+)(?::(\w+))?\}/g, (whole, name: string, format: string | undefined) => {
    const value = params[name];
    return value === undefined ? whole : formatParam(value, format, language);
  });
}

/** The text of a refusal code in a language, or undefined for a code this catalogue does not know. */
export function refusalText(code: string, language: Language, params?: RefusalParams): string | undefined {
  if (!isRefusalCode(code)) return undefined;
  return fillPlaceholders(refusals[code][language], language, params);
}

/** The placeholders a text names (`{amount:money}` → `amount`), for the catalogue's own tests. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{(\w+)(?::\w+)?\}/g)].map((m) => m[1] ?? '').sort();
}
