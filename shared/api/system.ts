import { z } from 'zod/mini';
import { defineContract, noInput, lazySchema } from './contract.ts';
import { languages } from '../constants/i18n.ts';

/** System status: 0 normal, 1 maintenance, 2 region restricted (maintenance wins over region). */
export const systemStatusValues = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;
export const systemStatusSchema = lazySchema(() => z.union([z.literal(0), z.literal(1), z.literal(2)]));
export type SystemStatus = z.infer<typeof systemStatusSchema>;

export const languageSchema = lazySchema(() => z.enum(languages));

export const customerServiceSchema = lazySchema(() =>
  z.object({
    /** e.g. LIVECHAT, TELEGRAM, WHATSAPP, EMAIL */
    csType: z.string(),
    path: z.string(),
  }),
);
export type CustomerService = z.infer<typeof customerServiceSchema>;

export const socialResourceTypes = ['TELEGRAM', 'FACEBOOK', 'TWITTER', 'INSTAGRAM', 'YOUTUBE'] as const;
export const resourceSchema = lazySchema(() =>
  z.object({
    /** Social links use socialResourceTypes; other types (APP_IOS, APP_ANDROID, LOGO ...) are free-form. */
    resourceType: z.string(),
    url: z.string(),
  }),
);

export const legalInfoSchema = lazySchema(() =>
  z.object({
    companyName: z.string(),
    cnpj: z.string(),
    ordinance: z.string(),
    address: z.string(),
    customerServiceEmail: z.string(),
    ombudsmanEmail: z.string(),
    /** telephone contacts of the customer service (SAC) and the ombudsman, where the merchant has them */
    customerServicePhone: z.optional(z.string()),
    ombudsmanPhone: z.optional(z.string()),
    selfExclusionUrl: z.string(),
  }),
);

export const merchantInfoSchema = lazySchema(() =>
  z.object({
    merchantCode: z.string(),
    siteName: z.string(),
    platform: z.literal('WEB'),
    mainDomain: z.string(),
    defaultLanguage: languageSchema,
    supportedLanguages: z.array(languageSchema).check(z.minLength(1)),
    currency: z.string(),
    currencySymbol: z.string(),
    lotteryType: z.string(),
    prizeModes: z.array(z.string()),
    esportVendors: z.array(z.string()),
    agentMemberTypes: z.array(z.number().check(z.int())),
    trialMemberType: z.number().check(z.int()),
    customerService: z.array(customerServiceSchema),
    resources: z.array(resourceSchema),
    analytics: z.array(z.object({ type: z.string(), id: z.string() })),
    imageCDNs: z.array(z.string()),
    launchGameCDNs: z.array(z.string()),
    legal: legalInfoSchema,
  }),
);
export type MerchantInfo = z.infer<typeof merchantInfoSchema>;

export const maintenanceSchema = lazySchema(() =>
  z.object({
    title: z.string(),
    /** ISO 8601, optional */
    endTime: z.nullable(z.string()),
    content: z.string(),
  }),
);
export const regionRestrictionSchema = lazySchema(() => z.object({ content: z.string() }));

export const systemStatusResponseSchema = lazySchema(() =>
  z.object({
    status: systemStatusSchema,
    info: merchantInfoSchema,
    location: z.object({ ip: z.string(), country: z.nullable(z.string()) }),
    maintenance: z.nullable(maintenanceSchema),
    regionRestriction: z.nullable(regionRestrictionSchema),
  }),
);
export type SystemStatusResponse = z.infer<typeof systemStatusResponseSchema>;

const exampleInfo = {
  merchantCode: 'demo',
  siteName: 'Aurora Play',
  platform: 'WEB' as const,
  mainDomain: 'https://demo.example',
  defaultLanguage: 'pt-BR' as const,
  supportedLanguages: ['pt-BR' as const, 'en' as const],
  currency: 'BRL',
  currencySymbol: 'R$',
  lotteryType: 'VN',
  prizeModes: ['LOTT', 'ELOTT'],
  esportVendors: ['IMES', 'TF', 'IA'],
  agentMemberTypes: [1, 2, 41, 42],
  trialMemberType: 4,
  customerService: [{ csType: 'LIVECHAT', path: 'https://support.example/chat' }],
  resources: [{ resourceType: 'TELEGRAM', url: 'https://t.me/demo' }],
  analytics: [],
  imageCDNs: [],
  launchGameCDNs: [],
  legal: {
    companyName: 'Demo Ltda.',
    cnpj: '00.000.000/0001-91',
    ordinance: 'SPA/MF 0000/2025',
    address: 'Av. Paulista, 1000, São Paulo - SP',
    customerServiceEmail: 'support@demo.example',
    ombudsmanEmail: 'ouvidoria@demo.example',
    selfExclusionUrl: 'https://www.gov.br/autoexclusao',
  },
};

export const getSystemStatus = defineContract({
  id: 'system.status',
  method: 'GET',
  path: '/wps/system/status',
  session: false,
  summary:
    'Permission info called at start: merchant info, visitor location, maintenance and region restriction.',
  request: noInput,
  response: systemStatusResponseSchema,
  example: {
    request: {},
    response: {
      status: 0,
      info: exampleInfo,
      location: { ip: '127.0.0.1', country: 'BR' },
      maintenance: null,
      regionRestriction: null,
    },
  },
});

export type WhitelabelNode = {
  modId: string;
  name: string;
  enabled: boolean;
  childrenNodes: WhitelabelNode[];
};
export const whitelabelNodeSchema: z.ZodMiniType<WhitelabelNode> = lazySchema(() =>
  z.lazy(() =>
    z.object({
      modId: z.string(),
      name: z.string(),
      enabled: z.boolean(),
      childrenNodes: z.array(whitelabelNodeSchema),
    }),
  ),
);

export const getWhitelabel = defineContract({
  id: 'system.whitelabel',
  method: 'GET',
  path: '/wps/system/whitelabel',
  session: false,
  summary: 'The whitelabel module tree; leaf modIds are the feature flags (AGENTPOLICY3, FREEPLAY3, ...).',
  request: noInput,
  response: lazySchema(() => z.array(whitelabelNodeSchema)),
  example: {
    request: {},
    response: [
      {
        modId: 'MEMBER',
        name: 'Member',
        enabled: true,
        childrenNodes: [{ modId: 'FREEPLAY3', name: 'Free play', enabled: true, childrenNodes: [] }],
      },
      { modId: 'PROMOTIONS', name: 'Promotions', enabled: true, childrenNodes: [] },
      { modId: 'MISSIONS', name: 'Missions', enabled: true, childrenNodes: [] },
      { modId: 'REWARDS', name: 'Reward centre', enabled: true, childrenNodes: [] },
      {
        modId: 'REBATE',
        name: 'Rebate',
        enabled: true,
        childrenNodes: [{ modId: 'MANPLAYREB3', name: 'Manual rebate', enabled: true, childrenNodes: [] }],
      },
      { modId: 'VIP', name: 'VIP and ranks', enabled: true, childrenNodes: [] },
      { modId: 'REFERRAL', name: 'Referral', enabled: true, childrenNodes: [] },
    ],
  },
});

/** Registration fields the server can switch on, with their rules (spec §3, §5). */
export const registerFieldNames = [
  'username',
  'password',
  'confirmPassword',
  'paymentPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'birthday',
  'nickname',
  'telegram',
  'zalo',
] as const;
export const registerFieldNameSchema = lazySchema(() => z.enum(registerFieldNames));
export type RegisterFieldName = z.infer<typeof registerFieldNameSchema>;

export const registerRuleSchema = lazySchema(() =>
  z.object({
    field: registerFieldNameSchema,
    /** shown on the form */
    enabled: z.boolean(),
    required: z.boolean(),
    /** a regular expression source, or '*' for anything */
    acceptedPattern: z.string(),
    minLength: z.number().check(z.int(), z.gte(0)),
    maxLength: z.number().check(z.int(), z.gte(0)),
    /** 0..22, the id of the message shown when the value is refused (spec §5) */
    patternId: z.number().check(z.int(), z.gte(0), z.lte(22)),
  }),
);
export type RegisterRule = z.infer<typeof registerRuleSchema>;

export const getRegisterSettings = defineContract({
  id: 'system.registerSettings',
  method: 'GET',
  path: '/wps/system/setting/register',
  session: false,
  summary: 'Registration rules per field: shown, required, accepted pattern, length bounds and pattern id.',
  request: noInput,
  response: lazySchema(() =>
    z.object({
      rules: z.array(registerRuleSchema),
      /** minutes an SMS code stays valid (the SMS button counts down expiredMinutes x 60 s) */
      smsExpiredMinutes: z.number().check(z.int(), z.positive()),
    }),
  ),
  example: {
    request: {},
    response: {
      rules: [
        {
          field: 'username',
          enabled: true,
          required: true,
          acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
          minLength: 6,
          maxLength: 16,
          patternId: 1,
        },
      ],
      smsExpiredMinutes: 5,
    },
  },
});

export const getDomainRoute = defineContract({
  id: 'system.domainRoute',
  method: 'GET',
  path: '/wps/system/domainRoute',
  session: false,
  summary: 'Main domain and the official mirror sites.',
  request: noInput,
  response: lazySchema(() =>
    z.object({
      mainDomain: z.string(),
      mirrors: z.array(z.object({ url: z.string(), label: z.string() })),
    }),
  ),
  example: {
    request: {},
    response: {
      mainDomain: 'https://demo.example',
      mirrors: [{ url: 'https://m1.demo.example', label: 'Mirror 1' }],
    },
  },
});

export const helpArticleSchema = lazySchema(() =>
  z.object({
    id: z.number().check(z.int()),
    title: z.string(),
    content: z.string(),
  }),
);
export const getHelpCenter = defineContract({
  id: 'system.helpCenter',
  method: 'GET',
  path: '/wps/system/helpCenter',
  session: false,
  summary:
    'Help centre categories and articles (HTML content, sanitized by the client) in the asked language.',
  request: lazySchema(() => z.object({ lang: languageSchema, device: z.literal('WEB') })),
  response: lazySchema(() =>
    z.array(
      z.object({
        id: z.number().check(z.int()),
        key: z.string(),
        title: z.string(),
        articles: z.array(helpArticleSchema),
      }),
    ),
  ),
  example: {
    request: { lang: 'pt-BR', device: 'WEB' },
    response: [
      {
        id: 1,
        key: 'term',
        title: 'Termos',
        articles: [{ id: 1, title: 'Termos e condições', content: '<p>…</p>' }],
      },
    ],
  },
});

export const updateLanguage = defineContract({
  id: 'system.updateLanguage',
  method: 'POST',
  path: '/wps/system/language',
  session: false,
  summary: 'Tells the platform the chosen language; stored on the member when a session is sent.',
  request: lazySchema(() => z.object({ language: languageSchema })),
  response: lazySchema(() => z.object({ language: languageSchema, stored: z.boolean() })),
  example: { request: { language: 'en' }, response: { language: 'en', stored: false } },
});

export const countryCodeSchema = lazySchema(() =>
  z.object({
    countryCode: z.string().check(z.length(2)),
    countryDialingCode: z.string().check(z.regex(/^\+\d{1,4}$/)),
    name: z.string(),
  }),
);
export const getCountryCodes = defineContract({
  id: 'system.countryCodes',
  method: 'GET',
  path: '/wps/system/countryCode',
  session: false,
  summary: 'Country dial codes for mobile fields (Brazil first).',
  request: noInput,
  response: lazySchema(() => z.array(countryCodeSchema)),
  example: { request: {}, response: [{ countryCode: 'BR', countryDialingCode: '+55', name: 'Brasil' }] },
});

export const systemContracts = [
  getSystemStatus,
  getWhitelabel,
  getRegisterSettings,
  getDomainRoute,
  getHelpCenter,
  updateLanguage,
  getCountryCodes,
] as const;
