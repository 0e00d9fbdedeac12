import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { feedbackLimits } from '../../shared/api/common.ts';
import type { Language } from '../../shared/constants/i18n.ts';
import type { Database } from '../db/database.ts';
import { transaction } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { clock } from './clock.ts';
import { notifyMember } from './inbox.ts';
import { sniffImageType, uploadsDir } from './proofs.ts';

/**
 * Feedback (spec §5, §9): a type, the content (word limits, ≤ 140 characters: the request schema checks them) and up
 * to 3 images uploaded one by one before the feedback is sent — png or jpg from their bytes (magic numbers, never the
 * name), ≤ 5 MB, stored under generated names (mode 0600) in DATA_DIR/uploads. The operator reads and answers; the
 * answer reaches the member as an inbox message.
 */
const unattachedPerMember = 12;
export const unattachedImageTtlMs = 24 * 60 * 60_000;

function decodedLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

export function storeFeedbackImage(
  db: Database,
  memberId: number,
  input: { fileName: string; contentBase64: string },
) {
  const base64 = input.contentBase64.replace(/\s+/g, '');
  if (decodedLength(base64) > feedbackLimits.maxImageBytes) throw new ApiError(413, 'upload.too.large');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length % 4 !== 0) {
    throw new ApiError(400, 'upload.unreadable', { params: { fileName: input.fileName } });
  }
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0)
    throw new ApiError(400, 'upload.unreadable', { params: { fileName: input.fileName } });
  if (bytes.length > feedbackLimits.maxImageBytes) throw new ApiError(413, 'upload.too.large');
  const mediaType = sniffImageType(bytes);
  if (!mediaType) throw new ApiError(415, 'upload.wrong.type');
  return transaction(db, () => {
    const since = new Date(clock.now() - unattachedImageTtlMs).toISOString();
    const { n } = db
      .prepare(
        'SELECT COUNT(*) AS n FROM feedback_images WHERE member_id = ? AND feedback_id IS NULL AND created_at >= ?',
      )
      .get(memberId, since) as { n: number };
    if (n >= unattachedPerMember) throw new ApiError(429, 'upload.too.many');
    const dir = uploadsDir(db);
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const storedName = `fb-${randomBytes(16).toString('hex')}.${mediaType === 'image/png' ? 'png' : 'jpg'}`;
    const path = join(dir, storedName);
    writeFileSync(path, bytes, { mode: 0o600, flag: 'wx' });
    try {
      const imageId = `fi_${randomBytes(9).toString('base64url')}`;
      db.prepare(
        'INSERT INTO feedback_images (image_id, member_id, stored_name, original_name, media_type, size, sha256, created_at) ' +
          'VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      ).run(
        imageId,
        memberId,
        storedName,
        input.fileName.replace(/[^\w.\- ]/g, '_').slice(0, 120) || 'image',
        mediaType,
        bytes.length,
        createHash('sha256').update(bytes).digest('hex'),
        clock.iso(),
      );
      return { imageId, mediaType, size: bytes.length };
    } catch (error) {
      unlinkSync(path);
      throw error;
    }
  });
}

export function createFeedback(
  db: Database,
  input: {
    merchantCode: string;
    memberId: number;
    type: string;
    content: string;
    imageIds: readonly string[];
    language: Language;
  },
) {
  return transaction(db, () => {
    const ids = [...new Set(input.imageIds)];
    if (ids.length > feedbackLimits.maxImages) throw new ApiError(400, 'upload.too.many');
    const image = db.prepare(
      'SELECT id FROM feedback_images WHERE image_id = ? AND member_id = ? AND feedback_id IS NULL',
    );
    const rows = ids.map((imageId) => {
      const row = image.get(imageId, input.memberId) as { id: number } | undefined;
      if (!row) throw new ApiError(400, 'feedback.image.not.found');
      return row.id;
    });
    const at = clock.iso();
    const { id } = db
      .prepare(
        'INSERT INTO feedback (merchant_code, member_id, feedback_type, content, language, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id',
      )
      .get(input.merchantCode, input.memberId, input.type, input.content, input.language, at) as {
      id: number;
    };
    const attach = db.prepare('UPDATE feedback_images SET feedback_id = ? WHERE id = ?');
    for (const rowId of rows) attach.run(id, rowId);
    return { id, createdTime: at };
  });
}

type FeedbackRow = {
  id: number;
  member_id: number;
  username: string;
  feedback_type: string;
  content: string;
  language: string;
  status: 'OPEN' | 'ANSWERED';
  answer: string | null;
  created_at: string;
  answered_at: string | null;
};

/** Feedback of a merchant for the operator, newest first, with its images (where they are stored). */
export function listFeedback(
  db: Database,
  merchantCode: string,
  status: 'OPEN' | 'ANSWERED' | undefined,
  limit: number,
) {
  const rows = db
    .prepare(
      'SELECT f.*, m.username FROM feedback f JOIN members m ON m.id = f.member_id WHERE f.merchant_code = ? ' +
        (status ? 'AND f.status = ? ' : '') +
        'ORDER BY f.id DESC LIMIT ?',
    )
    .all(...(status ? [merchantCode, status, limit] : [merchantCode, limit])) as FeedbackRow[];
  const images = db.prepare(
    'SELECT image_id, stored_name, original_name, media_type, size FROM feedback_images WHERE feedback_id = ? ORDER BY id',
  );
  const dir = uploadsDir(db);
  return rows.map((row) => ({
    feedbackId: row.id,
    username: row.username,
    type: row.feedback_type,
    content: row.content,
    language: row.language,
    status: row.status,
    answer: row.answer,
    createdTime: row.created_at,
    answeredTime: row.answered_at,
    images: (
      images.all(row.id) as {
        image_id: string;
        stored_name: string;
        original_name: string;
        media_type: string;
        size: number;
      }[]
    ).map((image) => ({
      imageId: image.image_id,
      fileName: image.original_name,
      mediaType: image.media_type,
      size: image.size,
      path: join(dir, image.stored_name),
    })),
  }));
}

/** The operator answers a feedback: stored once, and the member gets it as an inbox message. */
export function answerFeedback(db: Database, input: { feedbackId: number; answer: string }) {
  return transaction(db, () => {
    const row = db.prepare('SELECT * FROM feedback WHERE id = ?').get(input.feedbackId) as
      Omit<FeedbackRow, 'username'> | undefined;
    if (!row) throw new ApiError(404, 'feedback.not.found');
    if (row.status === 'ANSWERED') throw new ApiError(409, 'feedback.already.answered');
    const at = clock.iso();
    db.prepare("UPDATE feedback SET status = 'ANSWERED', answer = ?, answered_at = ? WHERE id = ?").run(
      input.answer,
      at,
      row.id,
    );
    const notified = notifyMember(db, row.member_id, {
      key: `feedback:${row.id}:answered`,
      category: 'FEEDBACK',
      template: 'inbox.feedback.answered',
      params: { content: row.content, answer: input.answer },
      at,
    });
    return { feedbackId: row.id, status: 'ANSWERED' as const, messageId: notified.messageId };
  });
}

/** Removes images never attached to a feedback within a day (job). Returns how many. */
export function pruneFeedbackImages(db: Database, now = clock.now()): number {
  const before = new Date(now - unattachedImageTtlMs).toISOString();
  const rows = db
    .prepare('DELETE FROM feedback_images WHERE feedback_id IS NULL AND created_at < ? RETURNING stored_name')
    .all(before) as { stored_name: string }[];
  const dir = uploadsDir(db);
  for (const row of rows) {
    try {
      unlinkSync(join(dir, row.stored_name));
    } catch {
      // already gone
    }
  }
  return rows.length;
}
