import type { RegisterRule, WhitelabelNode } from '../../../../shared/api/system.ts';
import type { WhitelabelFlag } from '../../../../shared/constants/flags.ts';
import { setRequestCipher } from '../../../lib/api-client.ts';
import type { RecordedRequest, StubResponse } from '../../../test/fetch-stub.ts';

/** Encrypted calls travel in clear text in component tests, so their bodies can be read back. */
export function plainCipher(): void {
  setRequestCipher({
    encrypt: (_contract, body) => Promise.resolve(body),
    seal: (_contract, value) => Promise.resolve(JSON.stringify(value)),
    reset() {},
  });
}

export function whitelabel(flags: readonly WhitelabelFlag[]): StubResponse {
  const tree: WhitelabelNode[] = [
    {
      modId: 'ACCOUNT',
      name: 'Account',
      enabled: true,
      childrenNodes: flags.map((modId) => ({ modId, name: modId, enabled: true, childrenNodes: [] })),
    },
  ];
  return { value: tree };
}

const rule = (field: RegisterRule['field'], patch: Partial<RegisterRule>): RegisterRule => ({
  field,
  enabled: true,
  required: false,
  acceptedPattern: '*',
  minLength: 0,
  maxLength: 100,
  patternId: 0,
  ...patch,
});

/** Register settings like the demo merchant's, with a few switches for tests. */
export function registerRules(patch: Partial<Record<RegisterRule['field'], Partial<RegisterRule>>> = {}) {
  const base: RegisterRule[] = [
    rule('username', {
      required: true,
      acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
      minLength: 6,
      maxLength: 16,
      patternId: 1,
    }),
    rule('password', {
      required: true,
      acceptedPattern: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$',
      minLength: 6,
      maxLength: 20,
      patternId: 5,
    }),
    rule('confirmPassword', { required: true, minLength: 6, maxLength: 20, patternId: 5 }),
    rule('paymentPassword', {
      enabled: false,
      acceptedPattern: '^[0-9]+$',
      minLength: 6,
      maxLength: 6,
      patternId: 6,
    }),
    rule('email', {
      acceptedPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
      minLength: 5,
      maxLength: 100,
      patternId: 3,
    }),
    rule('qqNum', { enabled: false, patternId: 6 }),
    rule('mobileNum', { acceptedPattern: '^[0-9]+$', minLength: 10, maxLength: 11, patternId: 6 }),
    rule('captcha', {
      enabled: false,
      required: true,
      acceptedPattern: '^[A-Za-z0-9]+$',
      minLength: 4,
      maxLength: 6,
      patternId: 4,
    }),
    rule('verificationCode', { maxLength: 255 }),
    rule('affiliateCode', { acceptedPattern: '^[A-Za-z0-9]+$', minLength: 4, maxLength: 20, patternId: 4 }),
    rule('birthday', {
      enabled: false,
      acceptedPattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
      minLength: 10,
      maxLength: 10,
      patternId: 11,
    }),
    rule('idNumber', {
      required: true,
      acceptedPattern: '^[0-9]+$',
      minLength: 11,
      maxLength: 11,
      patternId: 6,
    }),
  ];
  const rules = base.map((r) => ({ ...r, ...patch[r.field] }));
  return { value: { rules, smsExpiredMinutes: 5 } } satisfies StubResponse;
}

export function failure(code: string, message: string, value?: unknown): StubResponse {
  return { status: 400, body: { success: false, code, message, ...(value === undefined ? {} : { value }) } };
}

export function bodyOf(requests: RecordedRequest[], path: string): Record<string, unknown> | undefined {
  const found = requests.filter((r) => r.url.pathname === path).at(-1);
  return found?.body ? (JSON.parse(found.body) as Record<string, unknown>) : undefined;
}

export function countOf(requests: RecordedRequest[], path: string): number {
  return requests.filter((r) => r.url.pathname === path).length;
}
