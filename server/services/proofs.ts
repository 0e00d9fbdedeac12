import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { proofLimits } from '../../shared/api/money.ts';
import type { Database } from '../db/database.ts';
import { ApiError, errorCodes } from '../http/errors.ts';

/**
 * Proof images of a "not received" withdrawal confirmation: png or jpg, at most 3, 5 MB each. The type comes from the
 * bytes (magic numbers), never from the name; the size is checked from the base64 length before decoding and again
 * after; files are written under generated names, mode 0600, in DATA_DIR/uploads.
 */
export type ProofInput = { fileName: string; contentBase64: string };
export type CheckedProof = {
  originalName: string;
  mediaType: 'image/png' | 'image/jpeg';
  bytes: Buffer;
  sha256: string;
};

const pngMagic = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const jpegMagic = [0xff, 0xd8, 0xff];

export function sniffImageType(bytes: Uint8Array): 'image/png' | 'image/jpeg' | null {
  const starts = (magic: number[]) => bytes.length > magic.length && magic.every((b, i) => bytes[i] === b);
  if (starts(pngMagic)) return 'image/png';
  if (starts(jpegMagic)) return 'image/jpeg';
  return null;
}

function decodedLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/**
 * Checks count, size and type of every proof; throws a 4xx ApiError on the first problem. Nothing is written. The
 * same rules take the images of a promotion application (spec §5), where none at all is allowed (`required: false`).
 */
export function checkProofs(
  proofs: readonly ProofInput[],
  options: { required?: boolean } = {},
): CheckedProof[] {
  if (proofs.length === 0 && (options.required ?? true)) {
    throw new ApiError(400, errorCodes.proofRequired);
  }
  if (proofs.length > proofLimits.maxFiles) {
    throw new ApiError(400, errorCodes.proofTooMany, { value: { maxFiles: proofLimits.maxFiles } });
  }
  return proofs.map((proof) => {
    const base64 = proof.contentBase64.replace(/\s+/g, '');
    if (decodedLength(base64) > proofLimits.maxBytes) {
      throw new ApiError(413, errorCodes.proofTooLarge, {
        value: { fileName: proof.fileName, maxBytes: proofLimits.maxBytes },
      });
    }
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length % 4 !== 0) {
      throw new ApiError(400, 'upload.unreadable', { params: { fileName: proof.fileName } });
    }
    const bytes = Buffer.from(base64, 'base64');
    if (bytes.length > proofLimits.maxBytes) {
      throw new ApiError(413, errorCodes.proofTooLarge, {
        value: { fileName: proof.fileName, maxBytes: proofLimits.maxBytes },
      });
    }
    const mediaType = sniffImageType(bytes);
    if (!mediaType) {
      throw new ApiError(415, errorCodes.proofWrongType, {
        value: { fileName: proof.fileName, accepted: proofLimits.types },
      });
    }
    return {
      originalName: proof.fileName.replace(/[^\w.\- ]/g, '_').slice(0, 120),
      mediaType,
      bytes,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    };
  });
}

/** DATA_DIR/uploads next to the database file; a per-process temporary folder for in-memory databases. */
export function uploadsDir(db: Database): string {
  const location = db.location();
  return location ? join(dirname(location), 'uploads') : join(tmpdir(), `aurora-uploads-${process.pid}`);
}

/**
 * Writes checked images under generated names (mode 0600, never overwriting) in the uploads directory, calling
 * `record` for each (the caller's row); on any failure the files written are removed and the error rethrown. Call
 * inside the transaction that records them.
 */
export function writeUploads(
  db: Database,
  images: readonly CheckedProof[],
  record: (image: CheckedProof, storedName: string) => void,
): void {
  const dir = uploadsDir(db);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const written: string[] = [];
  try {
    for (const image of images) {
      const name = `${randomBytes(16).toString('hex')}.${image.mediaType === 'image/png' ? 'png' : 'jpg'}`;
      const path = join(dir, name);
      writeFileSync(path, image.bytes, { mode: 0o600, flag: 'wx' });
      written.push(path);
      record(image, name);
    }
  } catch (error) {
    for (const path of written) {
      try {
        unlinkSync(path);
      } catch {
        // already gone
      }
    }
    throw error;
  }
}

/** Writes checked proofs and records them against the withdrawal. */
export function storeProofs(
  db: Database,
  withdrawalRowId: number,
  proofs: readonly CheckedProof[],
  at: string,
): void {
  writeUploads(db, proofs, (proof, name) => {
    db.prepare(
      'INSERT INTO withdrawal_proofs (withdrawal_id, stored_name, original_name, media_type, size, sha256, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ).run(
      withdrawalRowId,
      name,
      proof.originalName || 'proof',
      proof.mediaType,
      proof.bytes.length,
      proof.sha256,
      at,
    );
  });
}
