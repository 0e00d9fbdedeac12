import { feedbackLimits, sendFeedback, uploadFeedbackImage } from '../../../../shared/api/common.ts';
import type { RequestOf } from '../../../../shared/api/contract.ts';
import { call } from '../../../lib/api-client.ts';
import { callWithProgress } from '../../../lib/api-upload.ts';

export type FeedbackInput = RequestOf<typeof sendFeedback>;

export function submitFeedback(input: FeedbackInput) {
  return call(sendFeedback, input);
}

/** Reads a file as base64 (no data: prefix). */
export function readBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const result = typeof reader.result === 'string' ? reader.result : '';
      resolve(result.slice(result.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/** The image type from the file's first bytes (png, jpg), never from its name; null for anything else. */
export async function sniffImage(file: Blob): Promise<'image/png' | 'image/jpeg' | null> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= 8 && png.every((b, i) => head[i] === b)) return 'image/png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  return null;
}

export function uploadImage(
  file: { name: string; base64: string },
  onProgress: (share: number) => void,
  signal: AbortSignal,
) {
  return callWithProgress(
    uploadFeedbackImage,
    { fileName: file.name, contentBase64: file.base64 },
    onProgress,
    {
      signal,
    },
  );
}

export { feedbackLimits };
