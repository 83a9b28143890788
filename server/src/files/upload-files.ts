import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import type { Multipart } from '@fastify/multipart';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { sanitiseFileName, type FileEntity, type FileRow, type TEAM_UPLOAD_ENTITY } from '@flipstack/contract';
import type { Database, Transaction } from '../db/client.ts';
import { fileLinks, files } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import type { Session } from '../http/session.ts';
import type { Storage } from '../integrations/storage/storage.ts';
import { fileRowsByIds } from './file-rows.ts';
import { detectFileType } from './file-type.ts';
import { receiveFile } from './receive-upload.ts';
import { removeStored } from './remove-stored.ts';
import { multipartProblem } from './multipart-errors.ts';
import { makeThumbnail } from './thumbnail.ts';
import { findUploadTarget } from './upload-target.ts';

export type UploadContext = {
  db: Database;
  storage: Storage;
  session: Session;
  maxBytes: number;
  filesPerUpload: number;
  log: FastifyBaseLogger;
};

/** One received file, its bytes either new to the team (stored under `keys`) or already kept as `existingId`. */
type Prepared = {
  name: string;
  size: number;
  sha256: string;
  type: string;
  kind: FileRow['kind'];
  width: number | null;
  height: number | null;
  storageKey: string;
  thumbnailKey: string | null;
  existingId: number | undefined;
};

/**
 * POST /upload/{entity}/{id}: every file part streamed to a temporary folder, typed from its bytes and
 * thumbnailed; new bytes stored, then every row and link written in one transaction. Nothing is kept
 * when any part fails: the stored bytes are removed again.
 */
export async function uploadFiles(
  context: UploadContext,
  entity: FileEntity | typeof TEAM_UPLOAD_ENTITY,
  id: number,
  parts: AsyncIterableIterator<Multipart>,
): Promise<FileRow[]> {
  const { db, storage, session } = context;
  await findUploadTarget(db, session, entity, id);
  const folder = await mkdtemp(path.join(tmpdir(), 'flipstack-upload-'));
  const stored: string[] = [];
  let committed = false;
  try {
    const prepared: Prepared[] = [];
    let refused: AppError | undefined;
    try {
      for await (const part of parts) {
        if (part.type !== 'file') continue;
        // After a refused file the rest is read and dropped, so the answer reaches a browser still sending.
        if (refused) {
          await finished(part.file.resume());
          continue;
        }
        try {
          prepared.push(await prepare(context, part, folder, prepared.length, stored));
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          refused = error;
        }
      }
    } catch (error) {
      throw multipartProblem(error, context.filesPerUpload) ?? error;
    }
    if (refused) throw refused;
    if (prepared.length === 0) {
      throw new AppError('BAD_REQUEST', 'Choose at least one file', { file: 'Choose at least one file' });
    }
    const { ids, unused } = await db.transaction(async (tx) => {
      const target = await findUploadTarget(tx, session, entity, id, true);
      const ids: number[] = [];
      const unused: string[] = [];
      for (const file of prepared) {
        const fileId = await insertFile(tx, session, file, unused);
        if (target) {
          await tx
            .insert(fileLinks)
            .values({ team_id: session.teamId, file_id: fileId, entity: target.entity, entity_id: target.id })
            .onConflictDoNothing();
        }
        if (!ids.includes(fileId)) ids.push(fileId);
      }
      return { ids, unused };
    });
    committed = true;
    // Another upload of the same bytes committed first: its copy is the one kept.
    await removeStored(storage, unused, context.log);
    return await fileRowsByIds(db, session, ids);
  } catch (error) {
    // Once the rows are committed they name the bytes: only an upload that stored no row takes them back.
    if (!committed) await removeStored(storage, stored, context.log);
    throw error;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function prepare(
  context: UploadContext,
  part: Multipart & { type: 'file' },
  folder: string,
  index: number,
  stored: string[],
): Promise<Prepared> {
  const { db, storage, session } = context;
  const received = await receiveFile(part.file, folder, index, context.maxBytes);
  const detected = await detectFileType(received.path);
  const [existing] = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.team_id, session.teamId), eq(files.sha256, received.sha256)));
  const base = {
    name: sanitiseFileName(part.filename),
    size: received.size,
    sha256: received.sha256,
    type: detected.type,
    kind: detected.kind,
    width: null,
    height: null,
    thumbnailKey: null,
  };
  if (existing) return { ...base, storageKey: '', existingId: existing.id };
  // Content-addressed, with a suffix of its own: the bytes of a deleted row are never those of a new one.
  const storageKey = `${session.teamId}/${received.sha256.slice(0, 2)}/${received.sha256}-${randomUUID().slice(0, 8)}`;
  const thumbnailPath = `${received.path}.thumb.webp`;
  const thumbnail = detected.canThumbnail ? await makeThumbnail(received.path, thumbnailPath) : undefined;
  await storage.put(storageKey, received.path);
  stored.push(storageKey);
  if (!thumbnail) return { ...base, storageKey, existingId: undefined };
  const thumbnailKey = `${storageKey}.thumb.webp`;
  await storage.put(thumbnailKey, thumbnailPath);
  stored.push(thumbnailKey);
  return { ...base, ...thumbnail, storageKey, thumbnailKey, existingId: undefined };
}

/** The file's id: a new row, or the team's row of the same bytes (whose own bytes are then kept, ours unused). */
async function insertFile(tx: Transaction, session: Session, file: Prepared, unused: string[]): Promise<number> {
  if (file.existingId === undefined) {
    const [inserted] = await tx
      .insert(files)
      .values({
        team_id: session.teamId,
        name: file.name,
        type: file.type,
        kind: file.kind,
        size: file.size,
        sha256: file.sha256,
        width: file.width,
        height: file.height,
        storage_key: file.storageKey,
        thumbnail_key: file.thumbnailKey,
        created_by: session.userId,
      })
      .onConflictDoNothing({ target: [files.team_id, files.sha256] })
      .returning({ id: files.id });
    if (inserted) return inserted.id;
    unused.push(file.storageKey, ...(file.thumbnailKey ? [file.thumbnailKey] : []));
  }
  // The row is locked until the commit, so a delete cannot take it from under the new link.
  const [kept] = await tx
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.team_id, session.teamId), eq(files.sha256, file.sha256)))
    .for('key share');
  if (!kept)
    throw new AppError('CONFLICT', `${file.name} was deleted while it was uploaded again: upload it once more`);
  return kept.id;
}
