import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldRefusalsOf, refusalIssue, zodRefusalText } from './field-refusals.ts';

const schema = z
  .object({
    name: z.string().min(1),
    code: z.string().min(3).max(5),
    email: z.email(),
    count: z.number().int().min(2),
    kind: z.enum(['a', 'b']),
    password: z.string(),
    confirm: z.string(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.password !== value.confirm) ctx.addIssue(refusalIssue('field.mismatch', ['confirm']));
  })
  .refine((value) => value.name !== 'taken', { path: ['name'], params: { refusal: 'field.taken' } });

const wrong = {
  name: '',
  code: 'ab',
  email: 'nope',
  count: 1,
  kind: 'z',
  password: 'x',
  confirm: 'y',
  extra: 1,
};

describe('field refusals from zod issues', () => {
  it('maps each issue of a parse (reportInput) to a catalogue code and params', () => {
    const result = schema.safeParse(wrong, { reportInput: true });
    expect(result.success).toBe(false);
    expect(fieldRefusalsOf(result.error!)).toEqual([
      { field: 'name', code: 'field.required' },
      { field: 'code', code: 'field.too.short', params: { min: 3 } },
      { field: 'email', code: 'field.email' },
      { field: 'count', code: 'field.too.small', params: { min: 2 } },
      { field: 'kind', code: 'field.choice' },
      { field: '', code: 'field.unknown' },
    ]);
  });

  it('keeps the code a refinement names, with its params', () => {
    const ok = {
      name: 'taken',
      code: 'abc',
      email: 'a@b.co',
      count: 2,
      kind: 'a',
      password: 'x',
      confirm: 'y',
    };
    const result = schema.safeParse(ok, { reportInput: true });
    expect(fieldRefusalsOf(result.error!)).toEqual([
      { field: 'confirm', code: 'field.mismatch' },
      { field: 'name', code: 'field.taken' },
    ]);
    const withParams = z
      .string()
      .superRefine((_v, ctx) => ctx.addIssue(refusalIssue('field.too.long', [], { max: 4 })));
    expect(fieldRefusalsOf(withParams.safeParse('x').error!)).toEqual([
      { field: '', code: 'field.too.long', params: { max: 4 } },
    ]);
  });

  it('reads a missing field as required', () => {
    const result = schema.safeParse({}, { reportInput: true });
    expect(
      fieldRefusalsOf(result.error!)
        .filter((r) => r.code === 'field.required')
        .map((r) => r.field),
    ).toEqual(['name', 'code', 'email', 'count', 'kind', 'password', 'confirm']);
  });

  it('words the issues in the form language through the customizer', () => {
    const pt = schema.safeParse(wrong, { error: zodRefusalText('pt-BR') });
    expect(pt.error!.issues.map((i) => i.message)).toEqual([
      'O campo não pode ficar vazio',
      'Digite pelo menos 3 caracteres',
      'Digite um e-mail válido',
      'O valor mínimo é 2',
      'Escolha uma das opções',
      'Este campo não é aceito aqui',
    ]);
    const en = schema.safeParse(
      { name: 'taken', code: 'abc', email: 'a@b.co', count: 2, kind: 'a', password: 'x', confirm: 'y' },
      { error: zodRefusalText('en') },
    );
    expect(en.error!.issues.map((i) => i.message)).toEqual([
      'Inconsistent twice: the two entries do not match',
      'Already registered',
    ]);
  });
});
