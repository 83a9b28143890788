import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { fileLinks, files } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import type { Session } from '../http/session.ts';
import type { Storage } from '../integrations/storage/storage.ts';
import { removeStored } from './remove-stored.ts';

type DeleteContext = { db: Database; storage: Storage; session: Session; log: FastifyBaseLogger };

const keysOf = (file: { storage_key: string; thumbnail_key: string | null }) =>
  file.thumbnail_key ? [file.storage_key, file.thumbnail_key] : [file.storage_key];

/** DELETE /file-links/{id}: the link; its file too when no record links it any more (a trigger), bytes after the commit. */
export async function deleteFileLink({ db, storage, session, log }: DeleteContext, linkId: number) {
  const deletedKeys = await db.transaction(async (tx) => {
    const [link] = await tx
      .select({ storage_key: files.storage_key, thumbnail_key: files.thumbnail_key, file_id: files.id })
      .from(fileLinks)
      .innerJoin(files, eq(files.id, fileLinks.file_id))
      .where(and(eq(fileLinks.team_id, session.teamId), eq(fileLinks.id, linkId)));
    if (!link) throw new AppError('NOT_FOUND', `File link ${linkId} not found`);
    await tx.delete(fileLinks).where(eq(fileLinks.id, linkId));
    const [kept] = await tx.select({ id: files.id }).from(files).where(eq(files.id, link.file_id));
    return kept ? [] : keysOf(link);
  });
  await removeStored(storage, deletedKeys, log);
  return { fileDeleted: deletedKeys.length > 0 };
}

/** DELETE /files/{id}: the file, every link to it (cascade) and, after the commit, its bytes. */
export async function deleteFile({ db, storage, session, log }: DeleteContext, fileId: number) {
  const [deleted] = await db
    .delete(files)
    .where(and(eq(files.team_id, session.teamId), eq(files.id, fileId)))
    .returning({ storage_key: files.storage_key, thumbnail_key: files.thumbnail_key });
  if (!deleted) throw new AppError('NOT_FOUND', `File ${fileId} not found`);
  await removeStored(storage, keysOf(deleted), log);
  return { deleted: true as const };
}
