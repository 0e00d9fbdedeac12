import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldRefusalsOf } from '../api/field-refusals.ts';
import type { RegisterRule } from '../api/system.ts';
import {
  ageOn,
  checkRegistration,
  registerValue,
  type RegisterField,
  type RegisterValues,
} from './register.ts';

const rule = (field: RegisterRule['field'], patch: Partial<RegisterRule> = {}): RegisterRule => ({
  field,
  enabled: true,
  required: false,
  acceptedPattern: '*',
  minLength: 0,
  maxLength: 100,
  patternId: 0,
  ...patch,
});

const rules = [
  rule('username', { acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$', minLength: 6, maxLength: 16, patternId: 1 }),
  rule('password', { minLength: 6, maxLength: 20, patternId: 5 }),
  rule('idNumber', { acceptedPattern: '^[0-9]+$', minLength: 11, maxLength: 11, patternId: 6 }),
  rule('birthday', { minLength: 10, maxLength: 10, patternId: 11 }),
];
const fields: RegisterField[] = [
  { name: 'username', required: true },
  { name: 'password', required: true },
  { name: 'confirmPassword', required: true },
  { name: 'mobileNum', required: false },
  { name: 'idNumber', required: true },
  { name: 'birthday', required: false },
  { name: 'verificationCode', required: true },
];

/** The registration form's checks as a schema built from the register settings. */
const schema = z
  .record(z.string(), z.string())
  .superRefine((values, ctx) => checkRegistration(ctx, rules, fields, values, new Date(2026, 10, 21)));

const refusalsOf = (values: RegisterValues) => {
  const result = schema.safeParse(values, { reportInput: true });
  return result.success ? [] : fieldRefusalsOf(result.error);
};

describe('registration by the register settings', () => {
  it('refuses each shown field by its rule with a catalogue code', () => {
    expect(
      refusalsOf({
        username: '1ab',
        password: 'abc123',
        confirmPassword: 'abc124',
        mobileNum: '119876',
        countryDialingCode: '+55',
        idNumber: '529.982.247-24',
        birthday: '2015-01-01',
        verificationCode: '',
      }),
    ).toEqual([
      { field: 'username', code: 'field.pattern.1', params: { range: '6-16' } },
      { field: 'confirmPassword', code: 'field.mismatch' },
      { field: 'mobileNum', code: 'field.mobile.digits', params: { digits: '10/11' } },
      { field: 'idNumber', code: 'field.cpf' },
      { field: 'birthday', code: 'field.age' },
      { field: 'verificationCode', code: 'field.required' },
    ]);
  });

  it('accepts valid values, an optional empty mobile number and a formatted CPF', () => {
    expect(
      refusalsOf({
        username: ' player01 ',
        password: 'abc123',
        confirmPassword: 'abc123',
        mobileNum: '',
        countryDialingCode: '+55',
        idNumber: '529.982.247-25',
        birthday: '1990-05-17',
        verificationCode: '123456',
      }),
    ).toEqual([]);
    expect(registerValue('idNumber', ' 529.982.247-25 ')).toBe('52998224725');
    expect(registerValue('password', ' secret ')).toBe(' secret ');
    expect(ageOn('2008-11-22', new Date(2026, 10, 21))).toBe(17);
    expect(ageOn('2008-11-21', new Date(2026, 10, 21))).toBe(18);
  });
});
