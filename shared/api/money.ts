import { z } from 'zod/mini';
import {
  cents,
  defineContract,
  isoDate,
  isoDateTime,
  noInput,
  noValue,
  pageOf,
  queryInt,
  lazySchema,
} from './contract.ts';
import { errorCodes } from './errors.ts';
import { refusalIssue } from './refusal-issue.ts';
import { maxRangeDays, rangeProblem } from '../time/brasilia.ts';
import { merchantWalletSchema } from './wallet.ts';

/**
 * Money: PIX deposits, payment password, withdrawal accounts, withdrawals with the player's confirmation (spec §4),
 * vendor wallets "recall all", and the records of the member centre. Amounts are integer cents. Every
 * money-changing call is `idempotent` (send the `Idempotency-Key` header; a retry with the same key returns the
 * first result, the same key with another body is a 409 `request.idempotency.conflict`).
 *
 * | id                            | method | path                                                  | T | E | idem |
 * | ----------------------------- | ------ | ----------------------------------------------------- | - | - | ---- |
 * | money.depositChannels         | GET    | /wps/relay/MCS2_depositChannels                       | T |   |      |
 * | money.createDeposit           | POST   | /wps/relay/MCS2_createDepositOrder                    | T |   | yes  |
 * | money.depositOrder            | GET    | /wps/relay/MCS2_depositOrder  (poll every 3 s)        | T |   |      |
 * | money.deposits                | GET    | /wps/relay/MCS2_depositList                           | T |   |      |
 * | money.paymentPasswordStatus   | GET    | /wps/member/password/payment/status                   | T |   |      |
 * | money.setPaymentPassword      | POST   | /wps/member/password/payment/set (login password)     | T | E |      |
 * | money.changePaymentPassword   | POST   | /wps/member/password/payment/change                   | T | E |      |
 * | money.withdrawAccounts        | GET    | /wps/relay/MCS2_withdrawAccounts                      | T |   |      |
 * | money.addWithdrawAccount      | POST   | /wps/relay/passwordCheck/MCS2_addWithdrawAccount      | T | E |      |
 * | money.removeWithdrawAccount   | DELETE | /wps/relay/MCS2_removeWithdrawAccount                 | T |   |      |
 * | money.withdrawSettings        | GET    | /wps/relay/MCS2_withdrawSettings                      | T |   |      |
 * | money.requestWithdrawal       | POST   | /wps/relay/passwordCheck/MCS2_withdraw                | T | E | yes  |
 * | money.withdrawals             | GET    | /wps/relay/MCS2_withdrawList                          | T |   |      |
 * | money.confirmWithdrawal       | POST   | /wps/relay/MCS2_confirmWithdraw  (proofs as base64)   | T |   | yes  |
 * | money.recallAll               | POST   | /wps/relay/GCS_recallAllWallets                       | T |   | yes  |
 * | money.bettingRecord           | GET    | /wps/relay/ODSFE2_betRecord                           | T |   |      |
 * | money.accountRecord           | GET    | /wps/relay/ODSFE2_accountRecord                       | T |   |      |
 * | money.profitLoss              | GET    | /wps/relay/ODSFE2_personalProfitLoss                  | T |   |      |
 * | money.bonusDetails            | GET    | /wps/relay/ODSFE2_bonusDetails                        | T |   |      |
 *
 * The existing wallet calls (shared/api/wallet.ts) complete the set: wallet.balance, wallet.transfer,
 * wallet.merchantWallets, wallet.consolidatedFunds, wallet.transferUpline (E, payment password).
 *
 * Date ranges: `startDate` / `endDate` are calendar days (yyyy-MM-dd, both included) in the platform's time zone,
 * Brasília (America/Sao_Paulo, shared/time/brasilia.ts); the end not before the start and at most 92 days, refused by
 * the request schema on `endDate` with `range.order` / `range.too.long`.
 */

/** Failure codes of the money calls (carried by `{ success: false, code }`); they live in errors.ts. */
export const moneyErrorCodes = {
  depositOrderExpired: errorCodes.depositOrderExpired,
  depositOrderClosed: errorCodes.depositOrderClosed,
  amountOutOfRange: errorCodes.amountOutOfRange,
  paymentPasswordRequired: errorCodes.paymentPasswordRequired,
  paymentPasswordInvalid: errorCodes.paymentPasswordInvalid,
  paymentPasswordAlreadySet: errorCodes.paymentPasswordAlreadySet,
  /** the failure value carries `{ remainingTurnover }` in cents */
  turnoverNotMet: errorCodes.turnoverNotMet,
  dailyCountReached: errorCodes.dailyCountReached,
  withdrawalNotConfirmable: errorCodes.withdrawalNotConfirmable,
  accountLimitReached: errorCodes.accountLimitReached,
  proofRequired: errorCodes.proofRequired,
  proofWrongType: errorCodes.proofWrongType,
  proofTooLarge: errorCodes.proofTooLarge,
  proofTooMany: errorCodes.proofTooMany,
  noUpline: errorCodes.noUpline,
  vendorMaintenance: errorCodes.vendorMaintenance,
  insufficientBalance: errorCodes.insufficientBalance,
  idempotencyKeyRequired: errorCodes.idempotencyKeyRequired,
  idempotencyConflict: errorCodes.idempotencyConflict,
} as const;

/** Proof images of a "not received" confirmation (spec §5 and §9). */
export const proofLimits = {
  maxFiles: 3,
  maxBytes: 5 * 1024 * 1024,
  types: ['image/png', 'image/jpeg'],
} as const;

export const pageQuery = lazySchema(() => ({
  pageNo: queryInt().check(z.gte(1)),
  pageSize: queryInt().check(z.gte(1), z.lte(100)),
}));
const rangeQuery = lazySchema(() => ({ startDate: isoDate(), endDate: isoDate() }));

/**
 * The request of a call over a range of calendar days (`rangeQuery` plus `shape`): the rule of
 * shared/time/brasilia.ts `rangeProblem`, refused on `endDate` with a catalogue code.
 */
export function rangeRequest<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.object({ ...rangeQuery, ...shape }).check(
    z.superRefine((value, ctx) => {
      // the object holds rangeQuery's two dates (a generic shape hides them from the type checker)
      const problem = rangeProblem(value as z.output<z.ZodMiniObject<typeof rangeQuery>>);
      if (problem === 'order') ctx.addIssue(refusalIssue('range.order', ['endDate']));
      if (problem === 'tooLong') {
        ctx.addIssue(refusalIssue('range.too.long', ['endDate'], { max: maxRangeDays }));
      }
    }),
  );
}
const examplePage = { pageNum: 1, pageSize: 20, totalPages: 1, totalElements: 1 };

// ---------------------------------------------------------------------------------------------------------------
// Deposits

export const depositChannelCodes = ['PIX'] as const;
export const depositChannelSchema = lazySchema(() =>
  z.object({
    channelCode: z.enum(depositChannelCodes),
    displayName: z.string(),
    minAmount: cents().check(z.positive()),
    maxAmount: cents().check(z.positive()),
    /** preset amount buttons */
    presets: z.array(cents().check(z.positive())),
    /** how long an order can be paid */
    expiryMinutes: z.number().check(z.int(), z.positive()),
  }),
);

export const getDepositChannels = defineContract({
  id: 'money.depositChannels',
  method: 'GET',
  path: '/wps/relay/MCS2_depositChannels',
  session: true,
  summary: 'Deposit channels of the merchant, PIX first, with their limits and preset amounts in cents.',
  request: noInput,
  response: lazySchema(() => z.array(depositChannelSchema)),
  example: {
    request: {},
    response: [
      {
        channelCode: 'PIX',
        displayName: 'PIX',
        minAmount: 1_000,
        maxAmount: 5_000_000,
        presets: [2_000, 5_000, 10_000, 20_000, 50_000, 100_000],
        expiryMinutes: 15,
      },
    ],
  },
});

/** PENDING until paid (PAID, credited once), failed by the provider (FAILED) or expired unpaid (EXPIRED). */
export const depositStatuses = ['PENDING', 'PAID', 'FAILED', 'EXPIRED'] as const;
export const depositOrderSchema = lazySchema(() =>
  z.object({
    orderId: z.string().check(z.minLength(1)),
    channelCode: z.enum(depositChannelCodes),
    /** the PIX transaction id carried in the BR Code (field 62-05) */
    txid: z.string().check(z.minLength(1)),
    amount: cents().check(z.positive()),
    /** the PIX "copia e cola" string; render it as the QR code too */
    brCode: z.string().check(z.minLength(1)),
    status: z.enum(depositStatuses),
    createdTime: isoDateTime(),
    expiresAt: isoDateTime(),
    paidTime: z.nullable(isoDateTime()),
  }),
);

const exampleOrder = {
  orderId: 'D20261121000001',
  channelCode: 'PIX',
  txid: 'AURORAD20261121000001',
  amount: 5_000,
  brCode:
    '00020126450014br.gov.bcb.pix0123pix@aurora.demo.example520400005303986540550.005802BR5911AURORA PLAY6009SAO PAULO62250521AURORAD2026112100000163043F8F',
  status: 'PENDING',
  createdTime: '2026-11-21T05:00:00.000Z',
  expiresAt: '2026-11-21T05:15:00.000Z',
  paidTime: null,
} as const;

export const createDeposit = defineContract({
  id: 'money.createDeposit',
  method: 'POST',
  path: '/wps/relay/MCS2_createDepositOrder',
  session: true,
  idempotent: true,
  summary:
    'Creates a deposit order on a channel: the PIX BR Code to show as QR and copy string, its txid and expiry. ' +
    'Requires the Idempotency-Key header (a double click creates one order).',
  request: lazySchema(() =>
    z.object({ channelCode: z.enum(depositChannelCodes), amount: cents().check(z.positive()) }),
  ),
  response: depositOrderSchema,
  example: { request: { channelCode: 'PIX', amount: 5_000 }, response: exampleOrder },
});

export const getDepositOrder = defineContract({
  id: 'money.depositOrder',
  method: 'GET',
  path: '/wps/relay/MCS2_depositOrder',
  session: true,
  summary: 'One deposit order of the member, for polling its status while the QR code is shown.',
  request: lazySchema(() => z.object({ orderId: z.string().check(z.minLength(1)) })),
  response: depositOrderSchema,
  example: { request: { orderId: 'D20261121000001' }, response: exampleOrder },
});

export const getDeposits = defineContract({
  id: 'money.deposits',
  method: 'GET',
  path: '/wps/relay/MCS2_depositList',
  session: true,
  summary: "The member's deposit orders in a date range, newest first, paged.",
  request: lazySchema(() => rangeRequest({ ...pageQuery, status: z.optional(z.enum(depositStatuses)) })),
  response: lazySchema(() => pageOf(depositOrderSchema)),
  example: {
    request: { startDate: '2026-11-15', endDate: '2026-11-21', pageNo: '1', pageSize: '20' },
    response: { ...examplePage, content: [exampleOrder] },
  },
});

// ---------------------------------------------------------------------------------------------------------------
// Payment password (6 digits, stored with scrypt)

export const paymentPasswordSchema = lazySchema(() => z.string().check(z.regex(/^\d{6}$/)));

export const getPaymentPasswordStatus = defineContract({
  id: 'money.paymentPasswordStatus',
  method: 'GET',
  path: '/wps/member/password/payment/status',
  session: true,
  summary: 'Whether the member has set a payment password (withdrawals and upline transfers need one).',
  request: noInput,
  response: lazySchema(() => z.object({ hasPaymentPassword: z.boolean() })),
  example: { request: {}, response: { hasPaymentPassword: false } },
});

export const setPaymentPassword = defineContract({
  id: 'money.setPaymentPassword',
  method: 'POST',
  path: '/wps/member/password/payment/set',
  session: true,
  encrypted: true,
  summary:
    'Sets the first payment password (6 digits), checked by the login password. Refused once one exists.',
  request: lazySchema(() =>
    z.object({ loginPassword: z.string().check(z.minLength(1)), paymentPassword: paymentPasswordSchema }),
  ),
  response: noValue,
  example: { request: { loginPassword: 'Demo1234', paymentPassword: '246810' }, response: null },
});

export const changePaymentPassword = defineContract({
  id: 'money.changePaymentPassword',
  method: 'POST',
  path: '/wps/member/password/payment/change',
  session: true,
  encrypted: true,
  summary: 'Changes the payment password, checked by the current one.',
  request: lazySchema(() =>
    z.object({
      oldPaymentPassword: z.string().check(z.minLength(1)),
      newPaymentPassword: paymentPasswordSchema,
    }),
  ),
  response: noValue,
  example: { request: { oldPaymentPassword: '246810', newPaymentPassword: '135790' }, response: null },
});

// ---------------------------------------------------------------------------------------------------------------
// Withdrawal accounts

export const pixKeyTypes = ['CPF', 'PHONE', 'EMAIL', 'RANDOM'] as const;
export const withdrawAccountTypes = ['PIX', 'BANK'] as const;
export const bankAccountKinds = ['CHECKING', 'SAVINGS'] as const;

export const withdrawAccountSchema = lazySchema(() =>
  z.object({
    accountId: z.number().check(z.int(), z.positive()),
    accountType: z.enum(withdrawAccountTypes),
    /** PIX only */
    pixKeyType: z.nullable(z.enum(pixKeyTypes)),
    /** masked for display: the PIX key, or bank / branch / account */
    display: z.string(),
    holderName: z.string(),
    /** the holder's CPF, masked (***.456.789-**) */
    holderCpf: z.string(),
    /** BANK only */
    bankCode: z.nullable(z.string()),
    bankName: z.nullable(z.string()),
    createdTime: isoDateTime(),
  }),
);

export const getWithdrawAccounts = defineContract({
  id: 'money.withdrawAccounts',
  method: 'GET',
  path: '/wps/relay/MCS2_withdrawAccounts',
  session: true,
  summary: "The member's withdrawal accounts (at most 5): PIX keys and bank accounts.",
  request: noInput,
  response: lazySchema(() => z.array(withdrawAccountSchema)),
  example: {
    request: {},
    response: [
      {
        accountId: 3,
        accountType: 'PIX',
        pixKeyType: 'CPF',
        display: '***.456.789-**',
        holderName: 'Maria Silva',
        holderCpf: '***.456.789-**',
        bankCode: null,
        bankName: null,
        createdTime: '2026-11-20T12:00:00.000Z',
      },
    ],
  },
});

/**
 * PIX key formats: CPF 11 digits (check digits valid), PHONE +55 and 10–11 digits, EMAIL an address, RANDOM a UUID.
 * The holder's CPF is labelled "CPF" on the form.
 */
export const addWithdrawAccountRequestSchema = lazySchema(() =>
  z.discriminatedUnion('accountType', [
    z.object({
      accountType: z.literal('PIX'),
      pixKeyType: z.enum(pixKeyTypes),
      pixKey: z.string().check(z.trim(), z.minLength(1), z.maxLength(77)),
      holderName: z.string().check(z.trim(), z.minLength(2), z.maxLength(80)),
      holderCpf: z.string().check(z.trim(), z.minLength(11), z.maxLength(14)),
      paymentPassword: z.string().check(z.minLength(1)),
    }),
    z.object({
      accountType: z.literal('BANK'),
      /** COMPE code, 3 digits */
      bankCode: z.string().check(z.regex(/^\d{3}$/)),
      branch: z.string().check(z.regex(/^\d{1,5}$/)),
      accountNumber: z.string().check(z.regex(/^\d{1,13}-?[\dXx]?$/)),
      accountKind: z.enum(bankAccountKinds),
      holderName: z.string().check(z.trim(), z.minLength(2), z.maxLength(80)),
      holderCpf: z.string().check(z.trim(), z.minLength(11), z.maxLength(14)),
      paymentPassword: z.string().check(z.minLength(1)),
    }),
  ]),
);

export const addWithdrawAccount = defineContract({
  id: 'money.addWithdrawAccount',
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCS2_addWithdrawAccount',
  session: true,
  encrypted: true,
  summary: 'Adds a withdrawal account (PIX key by type, or bank account), checked by the payment password.',
  request: addWithdrawAccountRequestSchema,
  response: withdrawAccountSchema,
  example: {
    request: {
      accountType: 'PIX',
      pixKeyType: 'CPF',
      pixKey: '123.456.789-09',
      holderName: 'Maria Silva',
      holderCpf: '123.456.789-09',
      paymentPassword: '246810',
    },
    response: {
      accountId: 3,
      accountType: 'PIX',
      pixKeyType: 'CPF',
      display: '***.456.789-**',
      holderName: 'Maria Silva',
      holderCpf: '***.456.789-**',
      bankCode: null,
      bankName: null,
      createdTime: '2026-11-20T12:00:00.000Z',
    },
  },
});

export const removeWithdrawAccount = defineContract({
  id: 'money.removeWithdrawAccount',
  method: 'DELETE',
  path: '/wps/relay/MCS2_removeWithdrawAccount',
  session: true,
  summary: 'Removes a withdrawal account (withdrawals already made with it keep their record).',
  request: lazySchema(() => z.object({ accountId: queryInt().check(z.positive()) })),
  response: noValue,
  example: { request: { accountId: 3 }, response: null },
});

// ---------------------------------------------------------------------------------------------------------------
// Withdrawals

export const getWithdrawSettings = defineContract({
  id: 'money.withdrawSettings',
  method: 'GET',
  path: '/wps/relay/MCS2_withdrawSettings',
  session: true,
  summary:
    'What the withdraw screen shows: limits per request, daily count, the remaining turnover requirement (a ' +
    'deposit adds its amount; stakes reduce it; withdrawal is refused while it is above 0) and the balance.',
  request: noInput,
  response: lazySchema(() =>
    z.object({
      minAmount: cents().check(z.positive()),
      maxAmount: cents().check(z.positive()),
      dailyCountLimit: z.number().check(z.int(), z.nonnegative()),
      dailyCountUsed: z.number().check(z.int(), z.nonnegative()),
      remainingTurnover: cents().check(z.nonnegative()),
      balance: cents(),
      /** balance the member can withdraw now: 0 while turnover remains */
      withdrawableBalance: cents().check(z.nonnegative()),
      hasPaymentPassword: z.boolean(),
      /** no answer within these minutes after payment counts as received */
      confirmTimeoutMinutes: z.number().check(z.int(), z.positive()),
    }),
  ),
  example: {
    request: {},
    response: {
      minAmount: 2_000,
      maxAmount: 5_000_000,
      dailyCountLimit: 5,
      dailyCountUsed: 1,
      remainingTurnover: 0,
      balance: 100_000,
      withdrawableBalance: 100_000,
      hasPaymentPassword: true,
      confirmTimeoutMinutes: 60,
    },
  },
});

/**
 * PENDING (amount held) → PAID by the operator, awaiting the player's confirmation until `confirmDeadline` →
 * RECEIVED (player, or the deadline passed) / NOT_RECEIVED (player, with proofs) → FORCED_RECEIVED (operator
 * decides it was paid: not refunded) or REFUNDED (operator refunds). PENDING → REJECTED refunds the held amount.
 */
export const withdrawalStatuses = [
  'PENDING',
  'REJECTED',
  'PAID',
  'RECEIVED',
  'NOT_RECEIVED',
  'FORCED_RECEIVED',
  'REFUNDED',
] as const;

export const withdrawalSchema = lazySchema(() =>
  z.object({
    withdrawalId: z.string().check(z.minLength(1)),
    accountId: z.number().check(z.int(), z.positive()),
    /** the withdrawal account as displayed (masked) */
    accountDisplay: z.string(),
    amount: cents().check(z.positive()),
    status: z.enum(withdrawalStatuses),
    /** the amount the player has received (or is deemed to have received) */
    receivedAmount: cents().check(z.nonnegative()),
    /** amount - receivedAmount */
    remainingAmount: cents().check(z.nonnegative()),
    createdTime: isoDateTime(),
    paidTime: z.nullable(isoDateTime()),
    /** while PAID: the time after which it counts as received */
    confirmDeadline: z.nullable(isoDateTime()),
    confirmedTime: z.nullable(isoDateTime()),
    /** true when RECEIVED came from the timeout, not the player */
    autoConfirmed: z.boolean(),
    proofCount: z.number().check(z.int(), z.nonnegative()),
    remark: z.nullable(z.string()),
  }),
);

const exampleWithdrawal = {
  withdrawalId: 'W20261121000001',
  accountId: 3,
  accountDisplay: 'PIX CPF ***.456.789-**',
  amount: 10_000,
  status: 'PAID',
  receivedAmount: 0,
  remainingAmount: 10_000,
  createdTime: '2026-11-21T05:00:00.000Z',
  paidTime: '2026-11-21T05:05:00.000Z',
  confirmDeadline: '2026-11-21T06:05:00.000Z',
  confirmedTime: null,
  autoConfirmed: false,
  proofCount: 0,
  remark: null,
} as const;

export const requestWithdrawal = defineContract({
  id: 'money.requestWithdrawal',
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCS2_withdraw',
  session: true,
  encrypted: true,
  idempotent: true,
  summary:
    "Requests a withdrawal to one of the member's accounts, checked by the payment password; the amount is held " +
    '(debited) at once and refunded if rejected. Requires the Idempotency-Key header.',
  request: lazySchema(() =>
    z.object({
      accountId: z.number().check(z.int(), z.positive()),
      amount: cents().check(z.positive()),
      paymentPassword: z.string().check(z.minLength(1)),
    }),
  ),
  response: lazySchema(() => z.extend(withdrawalSchema, { balance: cents() })),
  example: {
    request: { accountId: 3, amount: 10_000, paymentPassword: '246810' },
    response: {
      ...exampleWithdrawal,
      status: 'PENDING',
      paidTime: null,
      confirmDeadline: null,
      balance: 90_000,
    },
  },
});

export const getWithdrawals = defineContract({
  id: 'money.withdrawals',
  method: 'GET',
  path: '/wps/relay/MCS2_withdrawList',
  session: true,
  summary: "The member's withdrawals in a date range with their states, newest first, paged.",
  request: lazySchema(() => rangeRequest({ ...pageQuery, status: z.optional(z.enum(withdrawalStatuses)) })),
  response: lazySchema(() => pageOf(withdrawalSchema)),
  example: {
    request: { startDate: '2026-11-15', endDate: '2026-11-21', pageNo: '1', pageSize: '20' },
    response: { ...examplePage, content: [exampleWithdrawal] },
  },
});

/** A proof image: the file's bytes in base64 (no data: prefix). The type is read from the bytes, not the name. */
export const proofFileSchema = lazySchema(() =>
  z.object({
    fileName: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
    /** base64 of at most 5 MB */
    contentBase64: z.string().check(z.minLength(1), z.maxLength(7_000_000)),
  }),
);

export const confirmWithdrawal = defineContract({
  id: 'money.confirmWithdrawal',
  method: 'POST',
  path: '/wps/relay/MCS2_confirmWithdraw',
  session: true,
  idempotent: true,
  summary:
    'The player confirms a PAID withdrawal: received, or not received with 1 to 3 proof images (png or jpg, 5 MB ' +
    'each, sent as base64; the body may be up to 24 MB). Requires the Idempotency-Key header.',
  request: lazySchema(() =>
    z.object({
      withdrawalId: z.string().check(z.minLength(1)),
      received: z.boolean(),
      proofs: z.optional(z.array(proofFileSchema).check(z.maxLength(10))),
      remark: z.optional(z.string().check(z.trim(), z.maxLength(140))),
    }),
  ),
  response: withdrawalSchema,
  example: {
    request: { withdrawalId: 'W20261121000001', received: true },
    response: {
      ...exampleWithdrawal,
      status: 'RECEIVED',
      receivedAmount: 10_000,
      remainingAmount: 0,
      confirmDeadline: null,
      confirmedTime: '2026-11-21T05:10:00.000Z',
    },
  },
});

// ---------------------------------------------------------------------------------------------------------------
// Vendor wallets

export const recallAllWallets = defineContract({
  id: 'money.recallAll',
  method: 'POST',
  path: '/wps/relay/GCS_recallAllWallets',
  session: true,
  idempotent: true,
  summary:
    'Moves every vendor wallet balance back to MAIN (vendors under maintenance are skipped). Requires the ' +
    'Idempotency-Key header.',
  request: lazySchema(() => z.strictObject({})),
  response: lazySchema(() =>
    z.object({
      /** total moved back to MAIN */
      recalled: cents().check(z.nonnegative()),
      balance: cents(),
      wallets: z.array(merchantWalletSchema),
    }),
  ),
  example: {
    request: {},
    response: {
      recalled: 5_000,
      balance: 125_050,
      wallets: [
        { walletCode: 'MAIN', displayName: 'Carteira principal', balance: 125_050, maintenance: false },
        { walletCode: 'PT', displayName: 'Playtech', balance: 0, maintenance: false },
      ],
    },
  },
});

// ---------------------------------------------------------------------------------------------------------------
// Records

export const betRecordSchema = lazySchema(() =>
  z.object({
    betId: z.number().check(z.int(), z.positive()),
    roundId: z.string(),
    gameType: z.string(),
    vassalage: z.string(),
    vendorName: z.string(),
    gameCode: z.string(),
    gameName: z.string(),
    stake: cents().check(z.nonnegative()),
    /** equals the stake for settled bets */
    validBet: cents().check(z.nonnegative()),
    win: cents().check(z.nonnegative()),
    /** win - stake for settled bets, 0 while open */
    profitLoss: cents(),
    status: z.enum(['OPEN', 'SETTLED']),
    betTime: isoDateTime(),
    settledTime: z.nullable(isoDateTime()),
  }),
);

const betTotalsSchema = lazySchema(() =>
  z.object({
    betCount: z.number().check(z.int(), z.nonnegative()),
    stake: cents().check(z.nonnegative()),
    validBet: cents().check(z.nonnegative()),
    win: cents().check(z.nonnegative()),
    profitLoss: cents(),
  }),
);

export const getBettingRecord = defineContract({
  id: 'money.bettingRecord',
  method: 'GET',
  path: '/wps/relay/ODSFE2_betRecord',
  session: true,
  summary:
    "The member's bets in a date range, by game type and vendor, newest first, paged, with the totals.",
  request: lazySchema(() =>
    rangeRequest({
      ...pageQuery,
      gameType: z.optional(z.string().check(z.minLength(1), z.maxLength(20))),
      vassalage: z.optional(z.string().check(z.minLength(1), z.maxLength(30))),
    }),
  ),
  response: lazySchema(() => z.object({ page: pageOf(betRecordSchema), totals: betTotalsSchema })),
  example: {
    request: { startDate: '2026-11-15', endDate: '2026-11-21', pageNo: '1', pageSize: '20', gameType: 'RNG' },
    response: {
      page: {
        ...examplePage,
        content: [
          {
            betId: 41,
            roundId: 'r_9f2c',
            gameType: 'RNG',
            vassalage: 'PG',
            vendorName: 'PG Soft',
            gameCode: 'PG_FORTUNE_TIGER',
            gameName: 'Fortune Tiger',
            stake: 200,
            validBet: 200,
            win: 500,
            profitLoss: 300,
            status: 'SETTLED',
            betTime: '2026-11-21T04:00:00.000Z',
            settledTime: '2026-11-21T04:00:00.000Z',
          },
        ],
      },
      totals: { betCount: 1, stake: 200, validBet: 200, win: 500, profitLoss: 300 },
    },
  },
});

/**
 * Ledger movement types on the account record. DEPOSIT, WITHDRAW (held at request), WITHDRAW_REFUND, BET, PAYOUT,
 * TRANSFER_OUT / TRANSFER_IN (vendor wallets), UPLINE_OUT / UPLINE_IN, BONUS (promotions, points), ADJUSTMENT
 * (seed and operator), and any other type the platform writes.
 */
export const accountRecordTypes = [
  'DEPOSIT',
  'WITHDRAW',
  'WITHDRAW_REFUND',
  'BET',
  'PAYOUT',
  'TRANSFER_OUT',
  'TRANSFER_IN',
  'UPLINE_OUT',
  'UPLINE_IN',
  'BONUS',
  'ADJUSTMENT',
  // engagement rewards (issue 12) and voided rounds
  'MISSION_REWARD',
  'LEADERBOARD_PRIZE',
  'VIP_REWARD',
  'RED_ENVELOPE',
  'WHEEL_PRIZE',
  'REBATE',
  'REFERRAL_REWARD',
  'BET_REFUND',
  'PAYOUT_REVERSAL',
] as const;

export const accountRecordSchema = lazySchema(() =>
  z.object({
    entryId: z.number().check(z.int(), z.positive()),
    /** one of accountRecordTypes or another upper-case code */
    type: z.string(),
    walletCode: z.string(),
    /** signed cents: positive in, negative out */
    amount: cents(),
    balanceAfter: cents(),
    reference: z.nullable(z.string()),
    createdTime: isoDateTime(),
  }),
);

export const getAccountRecord = defineContract({
  id: 'money.accountRecord',
  method: 'GET',
  path: '/wps/relay/ODSFE2_accountRecord',
  session: true,
  summary: "Every ledger movement of the member's wallets in a date range (optionally of one type), paged.",
  request: lazySchema(() =>
    rangeRequest({
      ...pageQuery,
      type: z.optional(z.string().check(z.regex(/^[A-Z][A-Z0-9_]{0,39}$/))),
      walletCode: z.optional(z.string().check(z.minLength(1), z.maxLength(30))),
    }),
  ),
  response: lazySchema(() =>
    z.object({
      page: pageOf(accountRecordSchema),
      totals: z.object({ totalIn: cents().check(z.nonnegative()), totalOut: cents().check(z.nonnegative()) }),
    }),
  ),
  example: {
    request: { startDate: '2026-11-15', endDate: '2026-11-21', pageNo: '1', pageSize: '20' },
    response: {
      page: {
        ...examplePage,
        content: [
          {
            entryId: 120,
            type: 'DEPOSIT',
            walletCode: 'MAIN',
            amount: 5_000,
            balanceAfter: 105_000,
            reference: 'D20261121000001',
            createdTime: '2026-11-21T05:02:00.000Z',
          },
        ],
      },
      totals: { totalIn: 5_000, totalOut: 0 },
    },
  },
});

export const getProfitLoss = defineContract({
  id: 'money.profitLoss',
  method: 'GET',
  path: '/wps/relay/ODSFE2_personalProfitLoss',
  session: true,
  summary: "The member's profit and loss over a period, overall and by game type (settled real-money bets).",
  request: rangeRequest({}),
  response: lazySchema(() =>
    z.object({
      startDate: isoDate(),
      endDate: isoDate(),
      depositAmount: cents().check(z.nonnegative()),
      withdrawalAmount: cents().check(z.nonnegative()),
      betAmount: cents().check(z.nonnegative()),
      validBetAmount: cents().check(z.nonnegative()),
      winAmount: cents().check(z.nonnegative()),
      bonusAmount: cents().check(z.nonnegative()),
      /** win - bet + bonus */
      profitLoss: cents(),
      byGameType: z.array(
        z.object({
          gameType: z.string(),
          betCount: z.number().check(z.int(), z.nonnegative()),
          betAmount: cents().check(z.nonnegative()),
          winAmount: cents().check(z.nonnegative()),
          profitLoss: cents(),
        }),
      ),
    }),
  ),
  example: {
    request: { startDate: '2026-11-15', endDate: '2026-11-21' },
    response: {
      startDate: '2026-11-15',
      endDate: '2026-11-21',
      depositAmount: 5_000,
      withdrawalAmount: 0,
      betAmount: 200,
      validBetAmount: 200,
      winAmount: 500,
      bonusAmount: 0,
      profitLoss: 300,
      byGameType: [{ gameType: 'RNG', betCount: 1, betAmount: 200, winAmount: 500, profitLoss: 300 }],
    },
  },
});

export const bonusRecordSchema = lazySchema(() =>
  z.object({
    entryId: z.number().check(z.int(), z.positive()),
    /** the ledger type (BONUS, PROMOTION, REBATE, POINTS ...) */
    type: z.string(),
    amount: cents(),
    reference: z.nullable(z.string()),
    createdTime: isoDateTime(),
  }),
);

export const getBonusDetails = defineContract({
  id: 'money.bonusDetails',
  method: 'GET',
  path: '/wps/relay/ODSFE2_bonusDetails',
  session: true,
  summary:
    'Bonuses credited to the member (promotions, raffles, points conversions, rebates) in a date range, paged.',
  request: rangeRequest(pageQuery),
  response: lazySchema(() => z.object({ page: pageOf(bonusRecordSchema), total: cents() })),
  example: {
    request: { startDate: '2026-11-15', endDate: '2026-11-21', pageNo: '1', pageSize: '20' },
    response: {
      page: {
        ...examplePage,
        content: [
          {
            entryId: 130,
            type: 'BONUS',
            amount: 500,
            reference: 'rc_0009',
            createdTime: '2026-11-21T05:03:00.000Z',
          },
        ],
      },
      total: 500,
    },
  },
});

export const moneyContracts = [
  getDepositChannels,
  createDeposit,
  getDepositOrder,
  getDeposits,
  getPaymentPasswordStatus,
  setPaymentPassword,
  changePaymentPassword,
  getWithdrawAccounts,
  addWithdrawAccount,
  removeWithdrawAccount,
  getWithdrawSettings,
  requestWithdrawal,
  getWithdrawals,
  confirmWithdrawal,
  recallAllWallets,
  getBettingRecord,
  getAccountRecord,
  getProfitLoss,
  getBonusDetails,
] as const;
