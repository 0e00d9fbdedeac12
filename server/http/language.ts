import type { FastifyRequest } from 'fastify';
import { headerNames } from '../../shared/api/headers.ts';
import { defaultLanguage, isLanguage, type Language } from '../../shared/constants/i18n.ts';
import type { Database } from '../db/database.ts';
import { findMerchant } from '../services/merchants.ts';

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/**
 * The language to answer in: the `Language` header when the product supports it, else the merchant's default
 * language (from the `Merchant` header), else PT-BR.
 */
export function requestLanguage(request: FastifyRequest, db: Database): Language {
  const requested = headerValue(request, headerNames.language);
  if (isLanguage(requested)) return requested;
  const merchantCode = headerValue(request, headerNames.merchant);
  if (merchantCode && db.isOpen) {
    const merchant = findMerchant(db, merchantCode);
    if (merchant) return merchant.config.defaultLanguage;
  }
  return defaultLanguage;
}
