import { describe, expect, it } from 'vitest';
import { languages } from '../constants/i18n.ts';
import { messageText, messages } from './messages.ts';
import { placeholdersOf } from './refusals.ts';

describe('the message catalogue (SMS and e-mail bodies)', () => {
  const entries = Object.entries(messages);

  it('words every message in PT-BR and EN, and the Portuguese is not the English', () => {
    expect(entries.length).toBeGreaterThan(0);
    for (const [id, texts] of entries) {
      for (const language of languages) expect(texts[language].trim(), `${id} ${language}`).not.toBe('');
      expect(texts['pt-BR'], `${id}: PT-BR text identical to the English one`).not.toBe(texts.en);
    }
  });

  it('names the same placeholders in both languages', () => {
    for (const [id, texts] of entries) {
      expect(placeholdersOf(texts['pt-BR']), id).toEqual(placeholdersOf(texts.en));
    }
  });

  it('fills the placeholders of one language only', () => {
    const params = { site: 'Aurora Play', code: '123456', minutes: 5 };
    expect(messageText('code.register', 'pt-BR', params)).toBe(
      'Aurora Play: 123456 é o seu código de cadastro (válido por 5 min). Não o compartilhe.',
    );
    expect(messageText('code.register', 'en', params)).toBe(
      'Aurora Play: 123456 is your registration code (valid for 5 min). Do not share it.',
    );
  });
});
