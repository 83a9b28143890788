import { eq } from 'drizzle-orm';
import { TEAM_UPLOAD_ENTITY, type FileEntity } from '@flipstack/contract';
import type { Database, Transaction } from '../db/client.ts';
import { AppError } from '../http/app-error.ts';
import type { Session } from '../http/session.ts';
import { getResource } from '../resource-registry.ts';
import { inTeam } from '../resources/kit/scope.ts';

/** What an upload links to: a record of the team, or nothing (`team/{team_id}`). */
export type UploadTarget = { entity: FileEntity; id: number } | null;

/**
 * The record `{entity}/{id}` of the caller's team, else 404 like a missing one. Inside the upload's
 * transaction the record is locked (FOR KEY SHARE) so it cannot be deleted before the link commits.
 */
export async function findUploadTarget(
  db: Database | Transaction,
  session: Session,
  entity: FileEntity | typeof TEAM_UPLOAD_ENTITY,
  id: number,
  lock = false,
): Promise<UploadTarget> {
  if (entity === TEAM_UPLOAD_ENTITY) {
    if (id !== session.teamId) throw new AppError('NOT_FOUND', `Team ${id} not found`);
    return null;
  }
  const definition = getResource(entity);
  const query = db
    .select({ id: definition.table.id })
    .from(definition.table)
    .where(inTeam(definition, session, eq(definition.table.id, id)));
  const [found] = lock ? await query.for('key share') : await query;
  if (!found) throw new AppError('NOT_FOUND', `${capitalize(definition.contract.label)} ${id} not found`);
  return { entity, id };
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
