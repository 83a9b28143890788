import { and, eq } from 'drizzle-orm';
import type { ImportJob } from '@flipstack/contract';
import type { Database } from '../db/client.ts';
import { importJobs } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import type { Session } from '../http/session.ts';

export type ImportJobRow = typeof importJobs.$inferSelect;

/** A job as the API shows it: no storage key, no lease. */
export function jobAnswer(row: ImportJobRow): ImportJob {
  const { storage_key: _key, lease_owner: _owner, lease_until: _until, team_id: _team, user_id: _user, ...job } = row;
  const read = new Set([...Object.values(row.mapping), row.source_key]);
  return { ...job, unmapped_headers: row.headers.filter((header) => !read.has(header)) };
}

/** One of the team's jobs; another team's answers like a missing one. */
export async function teamJob(db: Database, session: Session, id: number): Promise<ImportJobRow> {
  const [row] = await db
    .select()
    .from(importJobs)
    .where(and(eq(importJobs.id, id), eq(importJobs.team_id, session.teamId)));
  if (!row) throw new AppError('NOT_FOUND', `Import ${id} not found`);
  return row;
}

/** The preview's choices, kept only while the job is still a preview; undefined once it has started. */
export async function savePreviewChoices(
  db: Database,
  jobId: number,
  choices: Pick<ImportJobRow, 'mapping' | 'source_key' | 'date_order' | 'fixes'>,
): Promise<ImportJobRow | undefined> {
  const [changed] = await db
    .update(importJobs)
    .set(choices)
    .where(and(eq(importJobs.id, jobId), eq(importJobs.status, 'preview')))
    .returning();
  return changed;
}

/** What a job keeps of a cell to show: a cell may hold a spreadsheet's 32,767 characters. */
export const clipped = (cell: string) =>
  cell.length > SHOWN_CELL_CHARACTERS ? `${cell.slice(0, SHOWN_CELL_CHARACTERS)}…` : cell;
const SHOWN_CELL_CHARACTERS = 500;
