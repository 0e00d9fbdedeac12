import { describe, expect, it } from 'vitest';
import { refusalText, refusals } from '../api/refusals.ts';
import {
  patternChecks,
  patternIds,
  patternRange,
  patternRefusal,
  validateField,
  type PatternId,
} from './patterns.ts';

/** Accepted and refused values of every pattern id of spec §5. */
const cases: Record<PatternId, { ok: string[]; bad: string[] }> = {
  0: { ok: ['anything goes', '!!', 'çã'], bad: [] },
  1: { ok: ['player01', 'A', 'abc'], bad: ['1player', 'pla yer', 'play_er', 'jogadorç'] },
  2: { ok: ['漢字12', '東京'], bad: ['abc', '漢 字', 'かな'] },
  3: { ok: ['a@b.co', 'first.last@example.com.br'], bad: ['a@b', 'ab.com', 'a b@c.com', 'a@@b.com'] },
  4: { ok: ['abc', '123', 'Ab12'], bad: ['ab c', 'a-b', 'ção'] },
  5: { ok: ['abc123', '1a'], bad: ['abcdef', '123456', 'abc 123', 'abc12!'] },
  6: { ok: ['0123', '9'], bad: ['12a', '1 2', '-1', '１２'] },
  7: { ok: ['Abc123', 'ABC'], bad: ['abc123', 'Abc 12', 'Ab!'] },
  8: { ok: ['John Smith', 'abc'], bad: ['João', 'John1', '   '] },
  9: { ok: ['@handle', 'a.b-c'], bad: ['a b', 'tab\there'] },
  10: { ok: ['你好，世界。', '中文'], bad: ['abc', '中文 abc', '123'] },
  11: { ok: ['1990-05-17', '2024-02-29'], bad: ['1990-5-17', '17-05-1990', '2023-02-29', '1990-13-01'] },
  12: { ok: ['João da Silva', 'Ana'], bad: ['Ana1', 'Ana-Maria', '  '] },
  13: { ok: ['05-17-1990', '02-29-2024'], bad: ['1990-05-17', '13-01-1990', '02-30-2024'] },
  14: { ok: ['João123', 'abc'], bad: ['João 123', 'a_b'] },
  15: { ok: ['한국어', '서울'], bad: ['한국 어', 'abc', '한국1'] },
  16: { ok: ['ภาษาไทย'], bad: ['ไทย abc', 'thai', 'ไทย1'] },
  17: { ok: ['ภาษา Thai', 'English only'], bad: ['Thai 1', 'Ünïcode', '   '] },
  18: { ok: ['JOHN SMITH', 'ÂNGELO A'], bad: ['John', 'JOHN1', 'ÂÊ'] },
  19: { ok: ['abc123!@#', 'R$100', 'ção.'], bad: ['abc 123'] },
  20: { ok: ['Abcdef1!', 'aB3$'], bad: ['abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdef12', 'Ab 1!'] },
  21: {
    ok: ['João Silva', "Maria D'Ávila Souza"],
    bad: ['João', 'João  Silva', ' João Silva', 'Jo4o Silva'],
  },
  22: { ok: ['やまだたろう', 'ヤマダ', '山田太郎', 'ヤマダー'], bad: ['山田 太郎', 'yamada', 'ﾔﾏﾀﾞ'] },
};

describe('pattern ids 0-22', () => {
  it('covers every id exactly once', () => {
    expect(patternIds).toHaveLength(23);
    expect(Object.keys(patternChecks).map(Number)).toEqual([...patternIds]);
    expect(Object.keys(cases).map(Number)).toEqual([...patternIds]);
  });

  for (const id of patternIds) {
    it(`pattern ${id} accepts and refuses the right values`, () => {
      const rule = { acceptedPattern: '*', minLength: 0, maxLength: 100, patternId: id };
      for (const value of cases[id].ok)
        expect(validateField(rule, value), `${id} accepts "${value}"`).toBeNull();
      for (const value of cases[id].bad) {
        expect(validateField(rule, value), `${id} refuses "${value}"`).toMatchObject({
          code: `field.pattern.${id}`,
          params: { range: '0-100' },
          patternId: id,
          min: 0,
          max: 100,
          reason: 'pattern',
        });
      }
    });

    it(`pattern ${id} has its refusal text in every language, with the range filled in`, () => {
      for (const language of ['pt-BR', 'en'] as const) {
        const { code, params } = patternRefusal(id, 6, 16);
        const text = refusalText(code, language, params);
        expect(text, `${language} ${id}`).toBeTruthy();
        expect(text).not.toMatch(/\{range\}/);
        if (refusals[code][language].includes('{range}')) {
          expect(text).toContain('6-16');
          const single = refusalText(code, language, patternRefusal(id, 11, 11).params);
          expect(single).toContain('11');
          expect(single).not.toContain('11-11');
        }
      }
    });
  }
});

describe('validateField', () => {
  const username = { acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$', minLength: 6, maxLength: 16, patternId: 1 };

  it('checks the length bounds in characters', () => {
    expect(validateField(username, 'abcde')).toMatchObject({ reason: 'length', min: 6, max: 16 });
    expect(validateField(username, 'a'.repeat(17))).toMatchObject({ reason: 'length' });
    expect(validateField(username, 'abcdef')).toBeNull();
    expect(
      validateField({ ...username, acceptedPattern: '*', patternId: 0, minLength: 2 }, '漢字'),
    ).toBeNull();
  });

  it('checks the accepted pattern of the rule as well as the built-in check', () => {
    const strict = { acceptedPattern: '^[a-z]+$', minLength: 1, maxLength: 10, patternId: 4 };
    expect(validateField(strict, 'ABC')).toMatchObject({
      reason: 'pattern',
      code: 'field.pattern.4',
      params: { range: '1-10' },
    });
    expect(validateField(strict, 'abc')).toBeNull();
    // a broken server expression falls back to the built-in check
    expect(validateField({ ...strict, acceptedPattern: '([' }, 'abc')).toBeNull();
  });

  it('refuses empty values only when required', () => {
    expect(validateField(username, '')).toBeNull();
    expect(validateField({ ...username, required: true }, '')).toMatchObject({
      code: 'field.required',
      patternId: 1,
      min: 6,
      max: 16,
      reason: 'required',
    });
  });
});

describe('pattern ranges', () => {
  it('shows one number when min equals max', () => {
    expect(patternRange(6, 6)).toBe('6');
    expect(patternRange(6, 8)).toBe('6-8');
    expect(patternRefusal(99, 1, 2)).toEqual({ code: 'field.pattern.0', params: { range: '1-2' } });
  });
});
