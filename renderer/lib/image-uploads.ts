import { proofLimits } from '../../shared/api/money.ts';

export type ProofProblem = 'tooMany' | 'wrongType' | 'tooLarge';

/**
 * Checks images before sending them (spec §5 and §9: png or jpg, at most 3, 5 MB each) — the proofs of a "not
 * received" withdrawal, the images of a promotion application. The platform checks again from the bytes; this only
 * spares the player a long upload that would fail.
 */
export function checkProofs(files: readonly File[]): { file: string | null; problem: ProofProblem }[] {
  const problems: { file: string | null; problem: ProofProblem }[] = [];
  if (files.length > proofLimits.maxFiles) problems.push({ file: null, problem: 'tooMany' });
  for (const file of files) {
    const typeOk =
      (proofLimits.types as readonly string[]).includes(file.type) && /\.(png|jpe?g)$/i.test(file.name);
    if (!typeOk) problems.push({ file: file.name, problem: 'wrongType' });
    else if (file.size > proofLimits.maxBytes) problems.push({ file: file.name, problem: 'tooLarge' });
  }
  return problems;
}

/** The file's bytes as base64 (no data: prefix). */
export async function fileToBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}
