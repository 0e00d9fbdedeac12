import type { Language } from '../constants/i18n.ts';
import { platformTimeZone } from '../time/time-zone.ts';

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
    'pt-BR': 'A solicitação passa do limite de {limit} desta chamada.',
    en: 'The request exceeds the {limit} limit of this call.',
  },
  'request.unsupported.media': {
    'pt-BR': 'Tipo de conteúdo não aceito: envie application/json ou application/x-www-form-urlencoded.',
    en: 'Unsupported content type: send application/json or application/x-www-form-urlencoded.',
  },
  'request.validation.failed': {
    'pt-BR': 'Verifique os campos destacados.',
    en: 'Please check the highlighted fields.',
  },
  'request.idempotency.key.required': {
    'pt-BR': 'Esta operação precisa de uma chave de idempotência.',
    en: 'This operation needs an idempotency key.',
  },
  'request.idempotency.key.invalid': {
    'pt-BR': 'A chave de idempotência deve ter de 1 a 200 caracteres visíveis.',
    en: 'The idempotency key must be 1 to 200 visible characters.',
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
  'not.found': {
    'pt-BR': 'Nada encontrado neste endereço.',
    en: 'Nothing was found at this address.',
  },
  forbidden: {
    'pt-BR': 'Você não tem permissão para fazer isso.',
    en: 'You are not allowed to do this.',
  },
  'too.many.requests': {
    'pt-BR': 'Muitas solicitações. Aguarde um pouco e tente novamente.',
    en: 'Too many requests. Please wait a moment and try again.',
  },
  'merchant.required': {
    'pt-BR': 'O site não foi identificado (falta o cabeçalho Merchant). Entre em contato com o atendimento.',
    en: 'The site was not identified (the Merchant header is missing). Please contact customer service.',
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
  'internal.error': {
    'pt-BR': 'Algo deu errado no servidor. Tente novamente.',
    en: 'Something went wrong on the server. Please try again.',
  },
  // --- Sessions and login
  'session.invalid': {
    'pt-BR': 'Você não está conectado. Entre na sua conta.',
    en: 'You are not logged in, please log in.',
  },
  'session.credentials.invalid': {
    'pt-BR': 'Usuário ou senha incorretos.',
    en: 'Incorrect username or password.',
  },
  'session.captcha.required': {
    'pt-BR': 'Digite o código da imagem.',
    en: 'Please enter the captcha.',
  },
  'session.captcha.invalid': {
    'pt-BR': 'O código da imagem está incorreto.',
    en: 'Captcha check failed.',
  },
  'session.login.locked': {
    'pt-BR': 'Muitas tentativas. Tente novamente após {minutes:number} minutos.',
    en: 'Too many requests, try again after {minutes:number} minutes.',
  },
  'session.non.member': {
    'pt-BR': 'Contas que não são de membro não podem entrar.',
    en: 'Non-member account unable to login.',
  },
  'session.account.disabled': {
    'pt-BR': 'Esta conta está desativada. Entre em contato com o atendimento.',
    en: 'This account is disabled. Please contact customer service.',
  },
  'session.sms.login.not.available': {
    'pt-BR': 'A entrada com código por SMS não está disponível.',
    en: 'Login with an SMS code is not available.',
  },
  'session.free.play.not.available': {
    'pt-BR': 'O jogo grátis não está disponível.',
    en: 'Free play is not available.',
  },
  'session.device.unidentified': {
    'pt-BR': 'Não foi possível identificar este dispositivo. Recarregue a página e tente novamente.',
    en: 'This device could not be identified. Please reload the page and try again.',
  },
  'session.verification.required': {
    'pt-BR': 'Confirme que é você: enviamos um código de verificação.',
    en: 'Please confirm it is you: we need a verification code.',
  },
  'session.verification.no.contact': {
    'pt-BR':
      'Para entrar de um novo local é preciso confirmar com um código, mas a conta não tem celular nem e-mail. Entre em contato com o atendimento.',
    en: 'Logging in from a new location needs a verification code, but the account has no mobile number or e-mail. Please contact customer service.',
  },
  'session.verification.expired': {
    'pt-BR': 'A verificação expirou. Entre novamente.',
    en: 'The verification has expired. Please log in again.',
  },
  'session.verification.other.device': {
    'pt-BR': 'Conclua a verificação no dispositivo em que você tentou entrar.',
    en: 'Complete the verification on the device that tried to log in.',
  },
  'session.verification.attempts.exceeded': {
    'pt-BR': 'Muitos códigos incorretos. Entre novamente.',
    en: 'Too many wrong codes. Please log in again.',
  },
  'session.verification.method.not.offered': {
    'pt-BR': 'Esta forma de verificação não foi oferecida para este login.',
    en: 'This verification method was not offered for this login.',
  },
  // --- One-time codes by SMS and e-mail
  'verification.code.too.soon': {
    'pt-BR': 'Aguarde um segundo antes de pedir outro código.',
    en: 'Please wait a second before asking for another code.',
  },
  'verification.code.already.sent': {
    'pt-BR': 'Um código já foi enviado. Você pode pedir outro em {seconds:number} segundos.',
    en: 'A code was already sent. You can ask for a new one in {seconds:number} seconds.',
  },
  'verification.code.network.limit': {
    'pt-BR': 'Muitos códigos pedidos a partir desta rede. Tente novamente mais tarde.',
    en: 'Too many codes requested from this network. Please try again later.',
  },
  'verification.code.invalid': {
    'pt-BR': 'Código de verificação inválido ou ausente.',
    en: 'Invalid or missing verification code.',
  },
  'verification.code.expired': {
    'pt-BR': 'O código expirou. Peça um novo.',
    en: 'Code expired, send again.',
  },
  'verification.code.attempts.exceeded': {
    'pt-BR': 'Muitos códigos incorretos. Peça um novo.',
    en: 'Too many wrong codes: send again.',
  },
  // --- Registration, profile and passwords
  'register.username.not.available': {
    'pt-BR': 'O cadastro com nome de usuário não está disponível.',
    en: 'Registration with a username is not available.',
  },
  'register.mobile.not.available': {
    'pt-BR': 'O cadastro com número de celular não está disponível.',
    en: 'Registration with a mobile number is not available.',
  },
  'member.not.found': {
    'pt-BR': 'Membro não encontrado.',
    en: 'Member not found.',
  },
  'member.mobile.not.registered': {
    'pt-BR': 'Este número de celular não está cadastrado.',
    en: 'This mobile number is not registered.',
  },
  'member.icon.invalid': {
    'pt-BR': 'Escolha um dos avatares de {min:number} a {max:number}.',
    en: 'Choose one of the avatars {min:number} to {max:number}.',
  },
  'password.login.incorrect': {
    'pt-BR': 'A senha de login está incorreta.',
    en: 'The login password is incorrect.',
  },
  'password.unchanged': {
    'pt-BR': 'A nova senha deve ser diferente da atual',
    en: 'The new password must differ from the current one',
  },
  'password.recovery.account.not.found': {
    'pt-BR': 'Usuário ou e-mail não encontrado.',
    en: 'Username/Email does not exist.',
  },
  'password.recovery.mobile.not.available': {
    'pt-BR': 'A recuperação de senha pelo celular não está disponível.',
    en: 'Password recovery by mobile is not available.',
  },
  // --- Social sign-in
  'social.provider.not.available': {
    'pt-BR': 'A entrada com {provider} não está disponível.',
    en: 'Sign-in with {provider} is not available.',
  },
  'social.provider.unreachable': {
    'pt-BR': 'Não foi possível falar com o provedor de login. Tente novamente.',
    en: 'The sign-in provider could not be reached. Please try again.',
  },
  'social.redirect.invalid': {
    'pt-BR': 'Este endereço de retorno não está registrado no provedor.',
    en: 'This redirect address is not registered with the provider.',
  },
  'social.login.failed': {
    'pt-BR': 'Falha ao entrar. Tente novamente.',
    en: 'Login failure. Please try again.',
  },
  // --- Games and play
  'game.not.found': {
    'pt-BR': 'Este jogo não existe.',
    en: 'This game does not exist.',
  },
  'game.room.not.found': {
    'pt-BR': 'Esta sala não existe.',
    en: 'This room does not exist.',
  },
  'game.vendor.empty': {
    'pt-BR': 'Este provedor não tem jogos.',
    en: 'This provider has no games.',
  },
  'game.maintenance': {
    'pt-BR': 'Este jogo está em manutenção.',
    en: 'This game is under maintenance.',
  },
  'game.previous.not.finished': {
    'pt-BR': 'O jogo anterior ainda não terminou.',
    en: 'The previous game has not finished yet.',
  },
  'game.trial.demo.only': {
    'pt-BR': 'Contas de teste jogam apenas com dinheiro de demonstração.',
    en: 'Trial accounts play with demo money only.',
  },
  'game.favourites.limit.reached': {
    'pt-BR': 'Você pode manter até {max:number} jogos favoritos. Remova um primeiro.',
    en: 'You can keep up to {max:number} favourite games. Remove one first.',
  },
  'game.link.invalid': {
    'pt-BR': 'Este link de jogo não é válido. Abra o jogo novamente.',
    en: 'This game link is not valid. Launch the game again.',
  },
  'game.link.used': {
    'pt-BR': 'Este link de jogo já foi usado. Abra o jogo novamente.',
    en: 'This game link was already used. Launch the game again.',
  },
  'game.link.expired': {
    'pt-BR': 'Este link de jogo expirou. Abra o jogo novamente.',
    en: 'This game link has expired. Launch the game again.',
  },
  'game.link.other.game': {
    'pt-BR': 'Este link é de outro jogo.',
    en: 'This game link is for another game.',
  },
  'game.link.other.member': {
    'pt-BR': 'Este link de jogo pertence a outro membro.',
    en: 'This game link belongs to another member.',
  },
  'game.session.ended': {
    'pt-BR': 'Esta sessão de jogo terminou. Abra o jogo novamente.',
    en: 'This game session has ended. Launch the game again.',
  },
  'game.stake.out.of.range': {
    'pt-BR': 'A aposta deve ficar entre {min:money} e {max:money}.',
    en: 'The stake must be between {min:money} and {max:money}.',
  },
  'game.round.id.invalid': {
    'pt-BR': 'O identificador da rodada deve ter de 8 a 64 caracteres: letras, números, - ou _.',
    en: 'A round id is 8 to 64 letters, digits, - or _.',
  },
  'game.round.conflict': {
    'pt-BR': 'Este identificador de rodada já foi usado em outra aposta.',
    en: 'This round id was already used for another bet.',
  },
  'game.bet.option.invalid': {
    'pt-BR': 'Escolha uma das opções de aposta desta mesa.',
    en: 'Choose one of the bet options of this table.',
  },
  'game.match.closed': {
    'pt-BR': 'Esta partida não aceita mais apostas. Atualize a lista.',
    en: 'This match is no longer open for bets. Refresh the list.',
  },
  'game.match.pick.required': {
    'pt-BR': 'Escolha uma partida e um resultado.',
    en: 'Choose a match and an outcome.',
  },
  'game.tickets.only': {
    'pt-BR': 'Jogos de loteria aceitam bilhetes, não rodadas.',
    en: 'Lottery games take tickets, not rounds.',
  },
  'game.not.lottery': {
    'pt-BR': 'Este jogo não aceita bilhetes de loteria.',
    en: 'This game does not take lottery tickets.',
  },
  'lottery.picks.invalid': {
    'pt-BR': 'Escolha de 1 a {maxPicks:number} números diferentes, de {from} a {to}.',
    en: 'Pick 1 to {maxPicks:number} different numbers from {from} to {to}.',
  },
  // --- Wallets and the ledger
  'wallet.not.found': {
    'pt-BR': 'Carteira não encontrada.',
    en: 'Wallet not found.',
  },
  'wallet.insufficient.balance': {
    'pt-BR': 'Saldo insuficiente.',
    en: 'Insufficient balance.',
  },
  'wallet.balance.out.of.range': {
    'pt-BR': 'O saldo resultante ficaria fora do limite permitido.',
    en: 'The resulting balance would be out of range.',
  },
  'wallet.vendor.not.found': {
    'pt-BR': 'A carteira de provedor "{vendor}" não existe.',
    en: 'There is no provider wallet "{vendor}".',
  },
  'wallet.vendor.maintenance': {
    'pt-BR': 'Esta carteira está em manutenção.',
    en: 'This wallet is under maintenance.',
  },
  'wallet.transfer.sides.invalid': {
    'pt-BR': 'Um lado da transferência é a carteira principal; o outro, a carteira de um provedor.',
    en: 'One side of a wallet transfer is the main wallet, the other a provider wallet.',
  },
  'wallet.transfer.same.account': {
    'pt-BR': 'Uma transferência precisa de duas carteiras diferentes.',
    en: 'A transfer needs two different wallets.',
  },
  'wallet.transfer.kind.mismatch': {
    'pt-BR': 'Transferências só acontecem entre carteiras da mesma moeda e do mesmo tipo de dinheiro.',
    en: 'Transfers stay within one currency and money kind.',
  },
  'ledger.amount.invalid': {
    'pt-BR': 'O valor deve ser um número inteiro positivo de centavos.',
    en: 'An amount is a positive whole number of cents.',
  },
  'ledger.movement.type.invalid': {
    'pt-BR': 'O tipo de movimento deve ser um código em maiúsculas, como DEPOSIT.',
    en: 'A movement type is an upper-case code such as DEPOSIT.',
  },
  'transfer.no.upline': {
    'pt-BR': 'Sua conta não tem um agente superior.',
    en: 'Your account has no upline.',
  },
  // --- Money
  'money.trial.not.allowed': {
    'pt-BR': 'Crie uma conta real para usar esta função.',
    en: 'Register a real account to use this function.',
  },
  'money.amount.out.of.range': {
    'pt-BR': 'O valor deve ficar entre {min:money} e {max:money}.',
    en: 'The amount must be between {min:money} and {max:money}.',
  },
  'deposit.order.not.found': {
    'pt-BR': 'Pedido de depósito não encontrado.',
    en: 'Deposit order not found.',
  },
  'deposit.order.expired': {
    'pt-BR': 'Este pedido de depósito expirou. Crie um novo.',
    en: 'This deposit order has expired. Please create a new one.',
  },
  'deposit.order.closed': {
    'pt-BR': 'Este pedido de depósito já foi encerrado.',
    en: 'This deposit order is already closed.',
  },
  'payment.password.required': {
    'pt-BR': 'Defina uma senha de pagamento primeiro.',
    en: 'Set a payment password first.',
  },
  'payment.password.invalid': {
    'pt-BR': 'Senha de pagamento incorreta.',
    en: 'Incorrect payment password.',
  },
  'payment.password.locked': {
    'pt-BR': 'Muitas senhas de pagamento incorretas. Tente novamente em {minutes:number} minutos.',
    en: 'Too many wrong payment passwords. Try again in {minutes:number} minutes.',
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
  'withdraw.not.allowed': {
    'pt-BR': 'Esta conta não pode sacar.',
    en: 'This account cannot withdraw.',
  },
  'withdraw.not.found': {
    'pt-BR': 'Saque não encontrado.',
    en: 'Withdrawal not found.',
  },
  'withdraw.not.confirmable': {
    'pt-BR': 'Este saque não pode ser confirmado agora.',
    en: 'This withdrawal cannot be confirmed now.',
  },
  'withdraw.account.not.found': {
    'pt-BR': 'Conta de saque não encontrada.',
    en: 'Withdrawal account not found.',
  },
  'withdraw.account.limit.reached': {
    'pt-BR': 'Você atingiu o número máximo de contas de saque.',
    en: 'You have reached the maximum number of withdrawal accounts.',
  },
  'withdraw.pix.key.cpf': {
    'pt-BR': 'Informe um CPF válido como chave PIX',
    en: 'Enter a valid CPF as the PIX key',
  },
  'withdraw.pix.key.phone': {
    'pt-BR': 'Informe um celular válido como chave PIX',
    en: 'Enter a valid mobile number as the PIX key',
  },
  'withdraw.pix.key.email': {
    'pt-BR': 'Informe um e-mail válido como chave PIX',
    en: 'Enter a valid e-mail address as the PIX key',
  },
  'withdraw.pix.key.random': {
    'pt-BR': 'Informe uma chave aleatória válida (formato UUID)',
    en: 'Enter a valid random key (UUID format)',
  },
  'upload.proof.required': {
    'pt-BR': 'Envie pelo menos um comprovante.',
    en: 'Please attach at least one proof.',
  },
  'upload.wrong.type': {
    'pt-BR': 'Envie imagens PNG ou JPG.',
    en: 'Please send PNG or JPG images.',
  },
  'upload.unreadable': {
    'pt-BR': 'Não foi possível ler a imagem "{fileName}".',
    en: 'The image "{fileName}" could not be read.',
  },
  'upload.too.large': {
    'pt-BR': 'Cada imagem pode ter no máximo 5 MB.',
    en: 'Each image can be at most 5 MB.',
  },
  'upload.too.many': {
    'pt-BR': 'Envie no máximo 3 imagens.',
    en: 'Send at most 3 images.',
  },
  // --- Records
  'records.range.reversed': {
    'pt-BR': 'A data final é anterior à data inicial.',
    en: 'The end date is before the start date.',
  },
  'records.range.too.long': {
    'pt-BR': 'O período pode ter no máximo {days:number} dias.',
    en: 'The period can be at most {days:number} days.',
  },
  // --- Operator API (/__operator)
  'operator.loopback.only': {
    'pt-BR': 'As rotas de operador só atendem chamadas da própria máquina.',
    en: 'The operator routes answer loopback callers only.',
  },
  'operator.secret.invalid': {
    'pt-BR': 'É preciso um cabeçalho {header} válido.',
    en: 'A valid {header} header is required.',
  },
  'operator.clock.fixed': {
    'pt-BR':
      'O relógio desta plataforma não pode ser adiantado (inicie-a com ADJUSTABLE_CLOCK=1 para testes).',
    en: "This platform's clock cannot be moved (start it with ADJUSTABLE_CLOCK=1 for tests).",
  },
  'operator.flag.unknown': {
    'pt-BR': 'Flag de configuração desconhecida: "{flag}".',
    en: 'Unknown whitelabel flag "{flag}".',
  },
  'operator.captcha.not.found': {
    'pt-BR': 'Nenhum captcha ativo tem esta chave.',
    en: 'No live captcha has this key.',
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
  // --- Security (issue 15)
  'platform.maintenance': {
    'pt-BR': 'O site está em manutenção. Tente novamente quando a manutenção terminar.',
    en: 'The site is under maintenance. Please try again when the maintenance is over.',
  },
  'platform.region.restricted': {
    'pt-BR': 'O acesso a este site não está disponível na sua região.',
    en: 'This site is not available in your region.',
  },
  'game.link.logged.out': {
    'pt-BR': 'A sessão que abriu este jogo terminou. Entre de novo e abra o jogo outra vez.',
    en: 'The session that opened this game has ended. Log in again and launch the game once more.',
  },
  'game.session.logged.out': {
    'pt-BR':
      'Você saiu da sua conta ou trocou a senha, e esta sessão de jogo terminou. Entre de novo para jogar.',
    en: 'You logged out or changed your password, so this game session has ended. Log in again to play.',
  },
  'session.login.code.invalid': {
    'pt-BR': 'Este link de acesso não vale mais: ele expira em poucos minutos e só pode ser usado uma vez.',
    en: 'This sign-in link is no longer valid: it expires after a few minutes and works only once.',
  },
  'session.login.code.other.member': {
    'pt-BR':
      'Este link entra na conta {username}, mas você está conectado como {current}. Confirme a troca de conta.',
    en: 'This link signs in as {username}, but you are logged in as {current}. Confirm the account switch.',
  },
  'wallet.upline.turnover.not.met': {
    'pt-BR':
      'Ainda faltam {remaining:money} em apostas para liberar o seu saldo: a transferência ao agente fica disponível depois disso.',
    en: 'You still need {remaining:money} in bets to release your balance: the transfer to your agent opens after that.',
  },
  'request.replayed': {
    'pt-BR': 'Esta solicitação cifrada já foi recebida uma vez e não vale de novo. Tente outra vez.',
    en: 'This encrypted request was already received once and is not accepted again. Please try again.',
  },
  'request.stale': {
    'pt-BR': 'Esta solicitação cifrada é antiga demais (aceitamos até {seconds:number} s). Tente outra vez.',
    en: 'This encrypted request is too old (we accept up to {seconds:number} s). Please try again.',
  },
  'request.headers.too.large': {
    'pt-BR': 'O endereço ou os cabeçalhos da solicitação passam do limite de {limit:number} bytes.',
    en: 'The request address or headers exceed the limit of {limit:number} bytes.',
  },
  // --- Responsible play (issue 14)
  'responsible.limits.disabled': {
    'pt-BR': 'Os limites de jogo não estão disponíveis neste site.',
    en: 'Play limits are not available on this site.',
  },
  'responsible.limit.value.invalid': {
    'pt-BR': 'Este valor não pode ser usado como limite.',
    en: 'This value cannot be used as a limit.',
  },
  'responsible.limit.mandatory': {
    'pt-BR':
      'Neste site é obrigatório manter um limite de perdas e um de tempo: altere o valor em vez de removê-lo.',
    en: 'This site requires you to keep a loss limit and a time limit: change the value instead of removing it.',
  },
  'responsible.pauses.disabled': {
    'pt-BR': 'A pausa e a autoexclusão não estão disponíveis neste site. Fale com o atendimento.',
    en: 'Cool-off and self-exclusion are not available on this site. Please contact customer service.',
  },
  'responsible.pause.duration.invalid': {
    'pt-BR': 'Escolha uma das durações oferecidas para este tipo de pausa.',
    en: 'Choose one of the durations offered for this kind of pause.',
  },
  'responsible.pause.shorter': {
    'pt-BR': 'Você já está em pausa até {until:datetime}: escolha uma pausa que termine depois.',
    en: 'You are already on a pause until {until:datetime}: choose one that ends later.',
  },
  'responsible.reality.check.disabled': {
    'pt-BR': 'O aviso de tempo de jogo não está disponível neste site.',
    en: 'Reality checks are not available on this site.',
  },
  'responsible.reality.check.mandatory': {
    'pt-BR': 'Neste site o aviso de tempo de jogo é obrigatório: escolha um intervalo.',
    en: 'Reality checks are mandatory on this site: choose an interval.',
  },
  'responsible.reality.check.interval': {
    'pt-BR': 'Escolha um dos intervalos oferecidos.',
    en: 'Choose one of the intervals offered.',
  },
  'responsible.reality.check.due': {
    'pt-BR': 'Pausa para o aviso de tempo de jogo: confirme o aviso para continuar jogando.',
    en: 'Time for your reality check: answer it to keep playing.',
  },
  'responsible.risk.warning.pending': {
    'pt-BR': 'Leia e confirme o aviso de risco desta sessão antes de jogar ou depositar.',
    en: 'Read and accept the risk warning of this session before playing or depositing.',
  },
  'responsible.identity.required': {
    'pt-BR':
      'Confirme o seu CPF e a sua data de nascimento em Jogo responsável antes de depositar ou apostar.',
    en: 'Confirm your CPF and date of birth under Responsible play before depositing or betting.',
  },
  'responsible.identity.locked': {
    'pt-BR': 'O seu CPF já está confirmado. Para corrigi-lo, fale com o atendimento.',
    en: 'Your CPF is already confirmed. To correct it, please contact customer service.',
  },
  'responsible.limits.required': {
    'pt-BR': 'Defina os seus limites de perdas e de tempo em Jogo responsável antes de depositar ou apostar.',
    en: 'Set your loss and time limits under Responsible play before depositing or betting.',
  },
  'responsible.session.required': {
    'pt-BR': 'A sua sessão no site terminou. Entre novamente no site para continuar jogando.',
    en: 'Your session on the site has ended. Log in again on the site to keep playing.',
  },
  'responsible.cool.off': {
    'pt-BR':
      'Você está em pausa até {until:datetime}: jogar e depositar estão bloqueados. Saques continuam disponíveis.',
    en: 'You are on a cool-off until {until:datetime}: playing and depositing are blocked. Withdrawals remain available.',
  },
  'responsible.self.excluded': {
    'pt-BR':
      'Esta conta está autoexcluída até {until:datetime}. Não é possível entrar, jogar nem depositar até essa data.',
    en: 'This account is self-excluded until {until:datetime}. You cannot log in, play or deposit until then.',
  },
  'responsible.self.excluded.indefinite': {
    'pt-BR':
      'Esta conta está autoexcluída por tempo indeterminado. Não é possível entrar, jogar nem depositar.',
    en: 'This account is self-excluded indefinitely. You cannot log in, play or deposit.',
  },
  'responsible.deposit.limit.day': {
    'pt-BR': 'Limite diário de depósito de {limit:money}: você ainda pode depositar {remaining:money} hoje.',
    en: 'Daily deposit limit of {limit:money}: you can deposit {remaining:money} more today.',
  },
  'responsible.deposit.limit.week': {
    'pt-BR':
      'Limite semanal de depósito de {limit:money}: você ainda pode depositar {remaining:money} nesta semana.',
    en: 'Weekly deposit limit of {limit:money}: you can deposit {remaining:money} more this week.',
  },
  'responsible.deposit.limit.month': {
    'pt-BR':
      'Limite mensal de depósito de {limit:money}: você ainda pode depositar {remaining:money} neste mês.',
    en: 'Monthly deposit limit of {limit:money}: you can deposit {remaining:money} more this month.',
  },
  'responsible.loss.limit.day': {
    'pt-BR':
      'Aposta recusada: ela pode ultrapassar o seu limite diário de perdas de {limit:money}. Você ainda pode arriscar {remaining:money} hoje.',
    en: 'Bet refused: it could take you past your daily loss limit of {limit:money}. You can risk {remaining:money} more today.',
  },
  'responsible.loss.limit.week': {
    'pt-BR':
      'Aposta recusada: ela pode ultrapassar o seu limite semanal de perdas de {limit:money}. Você ainda pode arriscar {remaining:money} nesta semana.',
    en: 'Bet refused: it could take you past your weekly loss limit of {limit:money}. You can risk {remaining:money} more this week.',
  },
  'responsible.loss.limit.month': {
    'pt-BR':
      'Aposta recusada: ela pode ultrapassar o seu limite mensal de perdas de {limit:money}. Você ainda pode arriscar {remaining:money} neste mês.',
    en: 'Bet refused: it could take you past your monthly loss limit of {limit:money}. You can risk {remaining:money} more this month.',
  },
  'responsible.bets.limit.day': {
    'pt-BR':
      'Você atingiu o seu limite diário de {limit:number} apostas. Você pode voltar a apostar a partir de {resumesAt:datetime}.',
    en: 'You have reached your daily limit of {limit:number} bets. You can bet again from {resumesAt:datetime}.',
  },
  'responsible.bets.limit.week': {
    'pt-BR':
      'Você atingiu o seu limite semanal de {limit:number} apostas. Você pode voltar a apostar a partir de {resumesAt:datetime}.',
    en: 'You have reached your weekly limit of {limit:number} bets. You can bet again from {resumesAt:datetime}.',
  },
  'responsible.bets.limit.month': {
    'pt-BR':
      'Você atingiu o seu limite mensal de {limit:number} apostas. Você pode voltar a apostar a partir de {resumesAt:datetime}.',
    en: 'You have reached your monthly limit of {limit:number} bets. You can bet again from {resumesAt:datetime}.',
  },
  'responsible.time.limit.day': {
    'pt-BR':
      'Você atingiu o seu limite diário de tempo de jogo ({limit:number} min). O jogo fica bloqueado até {resumesAt:datetime}.',
    en: 'You have reached your daily play-time limit ({limit:number} min). Play is blocked until {resumesAt:datetime}.',
  },
  'responsible.time.limit.week': {
    'pt-BR':
      'Você atingiu o seu limite semanal de tempo de jogo ({limit:number} min). O jogo fica bloqueado até {resumesAt:datetime}.',
    en: 'You have reached your weekly play-time limit ({limit:number} min). Play is blocked until {resumesAt:datetime}.',
  },
  'responsible.time.limit.month': {
    'pt-BR':
      'Você atingiu o seu limite mensal de tempo de jogo ({limit:number} min). O jogo fica bloqueado até {resumesAt:datetime}.',
    en: 'You have reached your monthly play-time limit ({limit:number} min). Play is blocked until {resumesAt:datetime}.',
  },
  'field.cpf.taken': {
    'pt-BR': 'Este CPF já tem uma conta neste site.',
    en: 'This CPF already has an account on this site.',
  },
  'field.cpf.blocked': {
    'pt-BR': 'Não é possível abrir uma conta com este CPF. Fale com o atendimento.',
    en: 'An account cannot be opened with this CPF. Please contact customer service.',
  },
  'field.risk.warning': {
    'pt-BR': 'Confirme que você leu o aviso de risco.',
    en: 'Confirm that you have read the risk warning.',
  },
  'field.limit.max': {
    'pt-BR': 'O limite pode ser no máximo {max:number}.',
    en: 'The limit can be at most {max:number}.',
  },
  // --- Points mall, messages, feedback, live chat and the site's pages (issue 13)
  'points.mall.disabled': {
    'pt-BR': 'A loja de pontos não está disponível no momento.',
    en: 'The points mall is not available at the moment.',
  },
  'points.conversion.disabled': {
    'pt-BR': 'A conversão de pontos em dinheiro não está disponível no momento.',
    en: 'Converting points into money is not available at the moment.',
  },
  'points.trial.not.allowed': {
    'pt-BR': 'Contas de teste não acumulam nem resgatam pontos. Cadastre uma conta real.',
    en: 'Trial accounts do not earn or redeem points. Register a real account.',
  },
  'points.insufficient': {
    'pt-BR': 'Pontos insuficientes: são necessários {required:number} pontos e você tem {balance:number}.',
    en: 'Not enough points: {required:number} points are needed and you have {balance:number}.',
  },
  'points.reward.not.found': {
    'pt-BR': 'Esta recompensa não existe ou não está mais disponível.',
    en: 'This reward does not exist or is no longer available.',
  },
  'points.reward.out.of.stock': {
    'pt-BR': 'Esta recompensa esgotou.',
    en: 'This reward is out of stock.',
  },
  'points.reward.stock.short': {
    'pt-BR': 'Restam apenas {left:number} unidades desta recompensa.',
    en: 'Only {left:number} of this reward are left.',
  },
  'points.reward.amount.requirement': {
    'pt-BR': 'Esta recompensa exige {required:money} em apostas válidas; você tem {current:money}.',
    en: 'This reward needs {required:money} of valid bets; you have {current:money}.',
  },
  'points.convert.below.min': {
    'pt-BR': 'Converta pelo menos {min:number} pontos.',
    en: 'Convert at least {min:number} points.',
  },
  'points.convert.above.max': {
    'pt-BR': 'Converta no máximo {max:number} pontos por vez.',
    en: 'Convert at most {max:number} points at a time.',
  },
  'points.convert.step': {
    'pt-BR': 'Converta pontos em múltiplos de {step:number}.',
    en: 'Convert points in multiples of {step:number}.',
  },
  'points.redemption.not.found': {
    'pt-BR': 'Resgate não encontrado.',
    en: 'Redemption not found.',
  },
  'points.redemption.decided': {
    'pt-BR': 'Este resgate já foi decidido ({status}).',
    en: 'This redemption has already been decided ({status}).',
  },
  'inbox.message.not.found': {
    'pt-BR': 'Mensagem não encontrada.',
    en: 'Message not found.',
  },
  'feedback.words': {
    'pt-BR': 'Escreva entre {min:number} e {max:number} palavras.',
    en: 'Write between {min:number} and {max:number} words.',
  },
  'feedback.image.not.found': {
    'pt-BR': 'Uma das imagens não foi encontrada; envie-a de novo.',
    en: 'One of the images was not found; upload it again.',
  },
  'feedback.not.found': {
    'pt-BR': 'Feedback não encontrado.',
    en: 'Feedback not found.',
  },
  'feedback.already.answered': {
    'pt-BR': 'Este feedback já foi respondido.',
    en: 'This feedback has already been answered.',
  },
  'chat.model.not.found': {
    'pt-BR': 'Esta sala de bate-papo não existe.',
    en: 'This chat room does not exist.',
  },
  'chat.model.offline': {
    'pt-BR': '{nickname} está offline agora. Tente outra sala.',
    en: '{nickname} is offline now. Try another room.',
  },
  'chat.ticket.invalid': {
    'pt-BR': 'O acesso a esta sala expirou. Abra a sala de novo.',
    en: 'The access to this room has expired. Open the room again.',
  },
  'site.page.not.found': {
    'pt-BR': 'Esta página não existe.',
    en: 'This page does not exist.',
  },
  'site.article.not.found': {
    'pt-BR': 'Este artigo não existe ou foi removido.',
    en: 'This article does not exist or was removed.',
  },
  'push.busy': {
    'pt-BR':
      'Atualizações ao vivo indisponíveis no momento; as informações serão atualizadas periodicamente.',
    en: 'Live updates are unavailable right now; the information will be refreshed periodically.',
  },
  'operator.member.required': {
    'pt-BR': 'Informe um membro (username) ou todos os membros (all: true).',
    en: 'Name a member (username) or all members (all: true).',
  },
  // --- Player engagement (issue 12)
  'promotions.not.available': {
    'pt-BR': 'As promoções não estão disponíveis neste site.',
    en: 'Promotions are not available on this site.',
  },
  'rewards.not.available': {
    'pt-BR': 'A central de recompensas não está disponível neste site.',
    en: 'The reward centre is not available on this site.',
  },
  'missions.not.available': {
    'pt-BR': 'As missões não estão disponíveis neste site.',
    en: 'Missions are not available on this site.',
  },
  'vip.not.available': {
    'pt-BR': 'O programa VIP não está disponível neste site.',
    en: 'The VIP programme is not available on this site.',
  },
  'rebate.not.available': {
    'pt-BR': 'O cashback manual não está disponível neste site.',
    en: 'Manual rebate is not available on this site.',
  },
  'raffle.not.available': {
    'pt-BR': 'Envelopes vermelhos e a roleta de prêmios não estão disponíveis neste site.',
    en: 'Red envelopes and the prize wheel are not available on this site.',
  },
  'referral.not.available': {
    'pt-BR': 'O programa de indicação não está disponível neste site.',
    en: 'The referral programme is not available on this site.',
  },
  'engagement.trial.refused': {
    'pt-BR': 'Promoções e recompensas são para contas reais. Cadastre-se para participar.',
    en: 'Promotions and rewards are for real accounts. Sign up to take part.',
  },
  'promotion.not.found': {
    'pt-BR': 'Esta promoção não existe.',
    en: 'This promotion does not exist.',
  },
  'promotion.not.started': {
    'pt-BR': 'Esta promoção começa em {start:datetime}.',
    en: 'This promotion starts on {start:datetime}.',
  },
  'promotion.ended': {
    'pt-BR': 'Esta promoção já terminou.',
    en: 'This promotion has ended.',
  },
  'promotion.not.claimable': {
    'pt-BR': 'Esta promoção não tem bônus para resgatar.',
    en: 'This promotion has no bonus to claim.',
  },
  'promotion.deposit.required': {
    'pt-BR': 'Faça um depósito de pelo menos {min:money} no período da promoção para resgatar o bônus.',
    en: "Make a deposit of at least {min:money} during the promotion's period to claim the bonus.",
  },
  'promotion.already.claimed': {
    'pt-BR': 'Você já resgatou este bônus neste período.',
    en: 'You have already claimed this bonus in this period.',
  },
  'promotion.not.applicable': {
    'pt-BR': 'Esta promoção não recebe inscrições.',
    en: 'This promotion does not take applications.',
  },
  'promotion.already.applied': {
    'pt-BR': 'Você já se inscreveu nesta promoção.',
    en: 'You have already applied to this promotion.',
  },
  'application.not.found': {
    'pt-BR': 'Esta inscrição não existe.',
    en: 'This application does not exist.',
  },
  'application.already.approved': {
    'pt-BR': 'Esta inscrição já foi aprovada.',
    en: 'This application has already been approved.',
  },
  'application.already.rejected': {
    'pt-BR': 'Esta inscrição já foi recusada.',
    en: 'This application has already been rejected.',
  },
  'mission.not.found': {
    'pt-BR': 'Esta missão não existe.',
    en: 'This mission does not exist.',
  },
  'mission.not.complete': {
    'pt-BR': 'Complete a missão antes de resgatar: faltam {remaining:number} de {target:number}.',
    en: 'Complete the mission before claiming: {remaining:number} of {target:number} to go.',
  },
  'mission.already.claimed': {
    'pt-BR': 'Você já resgatou esta missão neste período.',
    en: 'You have already claimed this mission in this period.',
  },
  'reward.not.found': {
    'pt-BR': 'Esta recompensa não existe.',
    en: 'This reward does not exist.',
  },
  'reward.already.claimed': {
    'pt-BR': 'Esta recompensa já foi resgatada.',
    en: 'This reward has already been claimed.',
  },
  'rebate.nothing.to.claim': {
    'pt-BR': 'Ainda não há cashback para resgatar (mínimo {min:money}).',
    en: 'There is no rebate to claim yet (minimum {min:money}).',
  },
  'raffle.not.found': {
    'pt-BR': 'Este sorteio não existe.',
    en: 'This draw does not exist.',
  },
  'raffle.no.ticket': {
    'pt-BR': 'Você não tem tickets para este sorteio.',
    en: 'You have no tickets for this draw.',
  },
  'raffle.ended': {
    'pt-BR': 'Este sorteio já terminou.',
    en: 'This draw has ended.',
  },
  'round.not.found': {
    'pt-BR': 'Esta rodada não existe.',
    en: 'This round does not exist.',
  },
  'round.not.settled': {
    'pt-BR': 'Só uma rodada encerrada pode ser anulada.',
    en: 'Only a settled round can be voided.',
  },
  'round.void.balance': {
    'pt-BR': 'O saldo não cobre o prêmio a estornar ({win:money}).',
    en: 'The balance does not cover the win to take back ({win:money}).',
  },
  // --- Agent back office (issue 10)
  'agent.only': {
    'pt-BR': 'Somente agentes podem usar a central do agente.',
    en: 'Only agents can use the agent centre.',
  },
  'agent.member.outside.team': {
    'pt-BR': 'Este membro não faz parte da sua equipe.',
    en: 'This member is not in your team.',
  },
  'agent.transfer.direct.only': {
    'pt-BR': 'Transferências só podem ir para um membro direto da sua equipe.',
    en: 'Transfers can only go to a direct member of your team.',
  },
  'agent.transfer.daily.limit': {
    'pt-BR':
      'Esta transferência passaria do seu limite diário de {max:money} (ainda pode transferir {left:money} hoje).',
    en: 'This transfer would pass your daily limit of {max:money} ({left:money} left today).',
  },
  'agent.subagents.not.allowed': {
    'pt-BR': 'Este site não permite cadastrar subagentes.',
    en: 'This site does not allow sub-agents.',
  },
  'agent.referral.link.limit': {
    'pt-BR': 'Você pode manter no máximo {max:number} links de convite.',
    en: 'You can keep at most {max:number} invitation links.',
  },
  // --- Agent contracts (issue 11)
  'agent.contract.kind.disabled': {
    'pt-BR': 'Este tipo de contrato não está disponível neste site.',
    en: 'This kind of contract is not available on this site.',
  },
  'agent.contract.direct.only': {
    'pt-BR': 'Contratos só podem ser oferecidos a um subagente direto da sua equipe.',
    en: 'Contracts can only be offered to a direct sub-agent of your team.',
  },
  'agent.contract.downline.not.agent': {
    'pt-BR': 'Esta conta é de jogador: contratos são oferecidos a subagentes.',
    en: 'This is a player account: contracts are offered to sub-agents.',
  },
  'agent.contract.not.found': {
    'pt-BR': 'Não há contrato deste tipo.',
    en: 'There is no contract of this kind.',
  },
  'agent.contract.no.request': {
    'pt-BR': 'Não há nenhuma solicitação aguardando a sua resposta neste contrato.',
    en: 'Nothing on this contract is waiting for your answer.',
  },
  'agent.contract.termination.pending': {
    'pt-BR': 'O encerramento deste contrato já foi solicitado; ele termina em {at:datetime}.',
    en: 'This contract’s termination was already requested; it ends on {at:datetime}.',
  },
  'agent.contract.own.required': {
    'pt-BR': 'Você precisa ter um contrato ativo deste tipo com o seu agente para oferecê-lo à sua equipe.',
    en: 'You need an active contract of this kind with your own agent to offer it to your team.',
  },
  'agent.contract.rate.above.limit': {
    'pt-BR': 'A taxa pode ser no máximo {max:number}%.',
    en: 'The rate can be at most {max:number}%.',
  },
  'agent.contract.lower.rate': {
    'pt-BR':
      'Esta taxa é menor que a de {count:number} contrato(s) abaixo de {account}. Se você concordar, esses contratos serão encerrados.',
    en: 'This rate is lower than that of {count:number} contract(s) below {account}. If you agree, those contracts will be terminated.',
  },
  'agent.contract.period.daily': {
    'pt-BR': 'O salário diário é apurado por dia (período D).',
    en: 'Daily salary is settled per day (period D).',
  },
  'agent.contract.same.terms': {
    'pt-BR': 'Estas já são as condições do contrato.',
    en: 'These already are the contract’s terms.',
  },
  'agent.contract.owed.block': {
    'pt-BR':
      'Você deve {amount:money} em salários e dividendos à sua equipe: as transferências ficam bloqueadas até que sejam pagos.',
    en: 'You owe your team {amount:money} in salaries and dividends: transfers are blocked until they are paid.',
  },
  'agent.contract.tier.threshold': {
    'pt-BR': 'Uma faixa precisa de pelo menos um mínimo: membros ativos, apostas válidas ou perda da equipe.',
    en: 'A tier needs at least one minimum: active members, valid bet or team loss.',
  },
  'agent.contract.tier.rate.low': {
    'pt-BR': 'A taxa de uma faixa precisa ser maior que a taxa base ({base:number}%).',
    en: 'A tier’s rate must be higher than the base rate ({base:number}%).',
  },
  'agent.contract.tier.unused': {
    'pt-BR':
      'Esta faixa nunca seria usada: a faixa {tier:number} pede o mesmo ou menos e paga {rate:number}%.',
    en: 'This tier would never be used: tier {tier:number} asks for the same or less and pays {rate:number}%.',
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
  // Form codes of the money screens and the records filters (checked by the forms before sending)
  'field.payment.password': {
    'pt-BR': 'A senha de pagamento tem exatamente 6 dígitos',
    en: 'The payment password has exactly 6 digits',
  },
  'field.pix.phone': {
    'pt-BR': 'Informe um telefone válido com DDD',
    en: 'Enter a valid phone number with the area code',
  },
  'field.pix.random': {
    'pt-BR': 'Informe a chave aleatória como o banco a emitiu (ex.: 123e4567-e89b-12d3-a456-426614174000)',
    en: 'Enter the random key as your bank issued it (e.g. 123e4567-e89b-12d3-a456-426614174000)',
  },
  'field.bank.code': {
    'pt-BR': 'O código do banco tem 3 dígitos',
    en: 'The bank code has 3 digits',
  },
  'field.bank.branch': {
    'pt-BR': 'A agência tem até 5 dígitos',
    en: 'The branch has up to 5 digits',
  },
  'field.bank.account': {
    'pt-BR': 'Informe o número da conta com o dígito',
    en: 'Enter the account number with its check digit',
  },
  'field.holder.name': {
    'pt-BR': 'Informe o nome completo do titular',
    en: "Enter the account holder's full name",
  },
  'field.amount.over.withdrawable': {
    'pt-BR': 'Valor acima do disponível para saque agora ({available:money})',
    en: 'The amount is above what you can withdraw now ({available:money})',
  },
  'field.proof.type': {
    'pt-BR': '{file} não é uma imagem PNG ou JPG',
    en: '{file} is not a PNG or JPG image',
  },
  'field.proof.size': {
    'pt-BR': '{file} tem mais de 5 MB',
    en: '{file} is larger than 5 MB',
  },
} as const satisfies Record<string, RefusalTexts>;

export type RefusalCode = keyof typeof refusals;

export function isRefusalCode(code: unknown): code is RefusalCode {
  return typeof code === 'string' && Object.hasOwn(refusals, code);
}

/**
 * The placeholders' formatters, built at their first use rather than when the catalogue loads: a page's first
 * `Intl.NumberFormat` loads the locale's number data (~50 ms on a desktop, ~200 ms on a phone), and the renderer
 * loads this catalogue while the first view is still settling (issue 16).
 */
let placeholderFormats:
  | {
      money: Record<Language, Intl.NumberFormat>;
      number: Record<Language, Intl.NumberFormat>;
      dateTime: Record<Language, Intl.DateTimeFormat>;
    }
  | undefined;

function formatsOf(): NonNullable<typeof placeholderFormats> {
  placeholderFormats ??= {
    money: {
      'pt-BR': new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }),
      en: new Intl.NumberFormat('en', {
        style: 'currency',
        currency: 'BRL',
        currencyDisplay: 'narrowSymbol',
      }),
    },
    number: {
      'pt-BR': new Intl.NumberFormat('pt-BR'),
      en: new Intl.NumberFormat('en'),
    },
    dateTime: {
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
    },
  };
  return placeholderFormats;
}

function formatParam(value: string | number, format: string | undefined, language: Language): string {
  switch (format) {
    case 'money': {
      const cents = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(cents) ? formatsOf().money[language].format(cents / 100) : String(value);
    }
    case 'number': {
      const n = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(n) ? formatsOf().number[language].format(n) : String(value);
    }
    case 'datetime': {
      const date = new Date(value);
      return Number.isNaN(date.getTime()) ? String(value) : formatsOf().dateTime[language].format(date);
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
