import type { Language } from '../constants/i18n.ts';
import { platformTimeZone } from '../time/brasilia.ts';

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
  // --- Date ranges of the records and lists (one rule: shared/time/brasilia.ts, refused by the request schemas)
  'range.order': {
    'pt-BR': 'A data final não pode ser anterior à data inicial.',
    en: 'The end date cannot be before the start date.',
  },
  'range.too.long': {
    'pt-BR': 'O período pode ter no máximo {max:number} dias.',
    en: 'The period can be at most {max:number} days.',
  },
  // --- Per-field refusals (FieldRefusal.code; the pattern texts of spec §5 take {range}: '6-20', or '6' when equal)
  'field.pattern.0': {
    'pt-BR': 'Digite de {range} caracteres',
    en: 'Enter {range} characters',
  },
  'field.pattern.1': {
    'pt-BR': '{range} caracteres, começando com uma letra; apenas letras e números',
    en: '{range} characters, starting with a letter; letters and digits only',
  },
  'field.pattern.2': {
    'pt-BR': '{range} caracteres, apenas kanji e números',
    en: '{range} characters, kanji and digits only',
  },
  'field.pattern.3': {
    'pt-BR': 'Digite um e-mail válido com {range} caracteres',
    en: 'Enter a valid e-mail address of {range} characters',
  },
  'field.pattern.4': {
    'pt-BR': '{range} caracteres, apenas letras ou números',
    en: '{range} characters, letters or digits only',
  },
  'field.pattern.5': {
    'pt-BR': '{range} caracteres, combinando letras e números',
    en: '{range} characters, combining letters and digits',
  },
  'field.pattern.6': {
    'pt-BR': '{range} dígitos, apenas números',
    en: '{range} digits, numbers only',
  },
  'field.pattern.7': {
    'pt-BR': '{range} letras e números, com pelo menos uma letra maiúscula',
    en: '{range} letters and digits with at least one uppercase letter',
  },
  'field.pattern.8': {
    'pt-BR': '{range} caracteres, apenas letras (A-Z) e espaços',
    en: '{range} characters, English letters and spaces only',
  },
  'field.pattern.9': {
    'pt-BR': '{range} caracteres, sem espaços',
    en: '{range} characters, no spaces',
  },
  'field.pattern.10': {
    'pt-BR': '{range} caracteres, apenas caracteres chineses e pontuação',
    en: '{range} characters, Chinese characters and punctuation only',
  },
  'field.pattern.11': {
    'pt-BR': 'Digite a data no formato aaaa-MM-dd',
    en: 'Enter the date as yyyy-MM-dd',
  },
  'field.pattern.12': {
    'pt-BR': '{range} caracteres, apenas letras e espaços',
    en: '{range} characters, letters and spaces only',
  },
  'field.pattern.13': {
    'pt-BR': 'Digite a data no formato MM-dd-aaaa',
    en: 'Enter the date as MM-dd-yyyy',
  },
  'field.pattern.14': {
    'pt-BR': '{range} caracteres, apenas letras e números',
    en: '{range} characters, letters and digits only',
  },
  'field.pattern.15': {
    'pt-BR': '{range} caracteres, apenas coreano',
    en: '{range} characters, Korean only',
  },
  'field.pattern.16': {
    'pt-BR': '{range} caracteres, apenas tailandês',
    en: '{range} characters, Thai only',
  },
  'field.pattern.17': {
    'pt-BR': '{range} caracteres, apenas letras tailandesas ou inglesas e espaços',
    en: '{range} characters, Thai or English letters and spaces only',
  },
  'field.pattern.18': {
    'pt-BR': '{range} caracteres, letras maiúsculas e espaços, com pelo menos uma letra A-Z',
    en: '{range} characters, uppercase letters and spaces with at least one English letter',
  },
  'field.pattern.19': {
    'pt-BR': '{range} caracteres: letras, números e símbolos',
    en: '{range} characters: letters, digits and symbols',
  },
  'field.pattern.20': {
    'pt-BR': '{range} caracteres, com pelo menos uma maiúscula, uma minúscula, um número e um símbolo',
    en: '{range} characters with at least one uppercase letter, one lowercase letter, one digit and one symbol',
  },
  'field.pattern.21': {
    'pt-BR': 'Digite nome e sobrenome separados por um espaço ({range} caracteres)',
    en: 'Enter first and last name separated by a space ({range} characters)',
  },
  'field.pattern.22': {
    'pt-BR': '{range} caracteres em hiragana, katakana ou kanji de largura total, sem espaços',
    en: '{range} full-width Hiragana, Katakana or Kanji characters, no spaces',
  },
  'field.required': {
    'pt-BR': 'O campo não pode ficar vazio',
    en: 'Input cannot be empty',
  },
  'field.mismatch': {
    'pt-BR': 'As duas entradas não coincidem',
    en: 'Inconsistent twice: the two entries do not match',
  },
  'field.mobile': {
    'pt-BR': 'Digite um número de celular válido',
    en: 'Please enter a valid mobile number',
  },
  'field.mobile.digits': {
    'pt-BR': 'O número de telefone deve ter {digits} dígitos',
    en: 'Phone number must have {digits} digits',
  },
  'field.cpf': {
    'pt-BR': 'CPF inválido',
    en: 'Invalid CPF',
  },
  'field.terms': {
    'pt-BR': 'Marque esta caixa para continuar (não está vazio?)',
    en: 'Tick this box to continue (not empty?)',
  },
  'field.age': {
    'pt-BR': 'Confirme que você tem pelo menos 18 anos',
    en: 'Please confirm you are at least 18 years old',
  },
  'field.taken': {
    'pt-BR': 'Já cadastrado',
    en: 'Already registered',
  },
  'field.affiliate': {
    'pt-BR': 'Código de convite inválido',
    en: 'Invalid invitation code',
  },
  'field.captcha': {
    'pt-BR': 'Digite o captcha corretamente',
    en: 'Please enter the captcha correctly',
  },
  'field.verification.code': {
    'pt-BR': 'Código de verificação inválido ou ausente',
    en: 'Invalid or missing verification code',
  },
  'field.invalid': {
    'pt-BR': 'Valor inválido',
    en: 'Invalid value',
  },
  'field.too.short': {
    'pt-BR': 'Digite pelo menos {min:number} caracteres',
    en: 'Enter at least {min:number} characters',
  },
  'field.too.long': {
    'pt-BR': 'Digite no máximo {max:number} caracteres',
    en: 'Enter at most {max:number} characters',
  },
  'field.too.small': {
    'pt-BR': 'O valor mínimo é {min:number}',
    en: 'The minimum is {min:number}',
  },
  'field.too.big': {
    'pt-BR': 'O valor máximo é {max:number}',
    en: 'The maximum is {max:number}',
  },
  'field.too.few': {
    'pt-BR': 'Escolha pelo menos {min:number}',
    en: 'Choose at least {min:number}',
  },
  'field.too.many': {
    'pt-BR': 'Escolha no máximo {max:number}',
    en: 'Choose at most {max:number}',
  },
  'field.choice': {
    'pt-BR': 'Escolha uma das opções',
    en: 'Choose one of the options',
  },
  'field.email': {
    'pt-BR': 'Digite um e-mail válido',
    en: 'Enter a valid e-mail address',
  },
  'field.date': {
    'pt-BR': 'Digite uma data válida',
    en: 'Enter a valid date',
  },
  'field.whole.number': {
    'pt-BR': 'Digite um número inteiro',
    en: 'Enter a whole number',
  },
  'field.amount': {
    'pt-BR': 'Informe um valor válido, por exemplo 10,50',
    en: 'Enter a valid amount, for example 10.50',
  },
  'field.unknown': {
    'pt-BR': 'Este campo não é aceito aqui',
    en: 'This field is not accepted here',
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
    timeZone: platformTimeZone,
  }),
  en: new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: platformTimeZone,
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
