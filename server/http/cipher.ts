import type { Contract } from '../../shared/api/contract.ts';

/**
 * The seam for encrypted ("E") contracts. For now an encrypted contract accepts its plain JSON body; the accounts
 * issue replaces this one function with the hybrid scheme (RSA-OAEP wrapped AES-GCM key) and nothing else changes.
 * Returns the decoded body to validate with `contract.request`.
 */
export function decodeRequestBody(contract: Contract, body: unknown): unknown {
  if (!contract.encrypted) return body;
  return body;
}
