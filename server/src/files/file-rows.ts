import { and, eq, exists, inArray, notExists, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  fileRowSchema,
  thumbnailUrl,
  type FileLink,
  type FileRow,
  type FilesQuery,
  type ListResponse,
} from '@flipstack/contract';
import type { Database, Transaction } from '../db/client.ts';
import { fileLinks, files } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import type { Session } from '../http/session.ts';
import { defineResource } from '../resources/kit/define.ts';
import { parseListQuery, parseSearch } from '../resources/kit/list-query.ts';
import { fewMatchingIds, foundIds, oneOf } from '../resources/few-matches.ts';
import { markColumns } from '../resources/kit/keyset.ts';
import { readListPage } from '../resources/list-page.ts';
import { keptList, type ListSource } from '../resources/list-statements.ts';
import { keptSelect } from '../db/kept.ts';

type Executor = Database | Transaction;

const FIELDS = ['id', 'name', 'type', 'kind', 'size', 'sha256', 'width', 'height', 'created_at', 'created_by'] as const;

/** Files are no /v2 resource, but GET /files takes the same where/q/order_by over these fields. */
const fileList = defineResource({
  contract: {
    name: 'files',
    label: 'file',
    row: fileRowSchema,
    input: z.object({}),
    filterable: FIELDS,
    sortable: FIELDS,
    searchable: ['name', 'type'],
    relations: [],
    defaultOrder: '-created_at',
  },
  table: files,
});

const columns = {
  id: files.id,
  name: files.name,
  type: files.type,
  kind: files.kind,
  size: files.size,
  sha256: files.sha256,
  width: files.width,
  height: files.height,
  created_at: files.created_at,
  created_by: files.created_by,
  thumbnail_key: files.thumbnail_key,
};
type StoredFile = Awaited<ReturnType<typeof selectFiles>>[number];

function selectFiles(db: Executor, where: SQL | undefined) {
  return db.select(columns).from(files).where(where);
}

/** The links of the files `ids` (a placeholder). */
const linksStatement = (db: Executor) =>
  keptSelect(db, 'file_links', () =>
    db
      .select({
        id: fileLinks.id,
        file_id: fileLinks.file_id,
        entity: fileLinks.entity,
        entity_id: fileLinks.entity_id,
        created_at: fileLinks.created_at,
      })
      .from(fileLinks)
      .where(sql`${fileLinks.file_id} = any(${sql.placeholder('ids')}::int[])`)
      .orderBy(fileLinks.id),
  );

/** The answer's shape: the row, its links and where to fetch it. */
async function withLinks(db: Executor, stored: StoredFile[]): Promise<FileRow[]> {
  const ids = stored.map((file) => file.id);
  const links = ids.length === 0 ? [] : await linksStatement(db).execute({ ids });
  const linksOf = new Map<number, FileLink[]>();
  for (const { file_id, id, entity, entity_id, created_at } of links) {
    const link = { id, entity, entity_id, created_at };
    const kept = linksOf.get(file_id);
    if (kept) kept.push(link);
    else linksOf.set(file_id, [link]);
  }
  // Each field named: a rest pattern (`{ thumbnail_key, ...file }`) copies a row through V8's slow path.
  return stored.map((file) => ({
    id: file.id,
    name: file.name,
    type: file.type,
    kind: file.kind,
    size: file.size,
    sha256: file.sha256,
    width: file.width,
    height: file.height,
    created_at: file.created_at,
    created_by: file.created_by,
    links: linksOf.get(file.id) ?? [],
    url: `/api/serve/${file.id}`,
    download_url: `/api/download/${file.id}`,
    thumbnail_url: file.thumbnail_key ? thumbnailUrl(file.id) : null,
  }));
}

/** These files of the caller's team, in the order of `ids`. */
export async function fileRowsByIds(db: Executor, session: Session, ids: number[]): Promise<FileRow[]> {
  if (ids.length === 0) return [];
  const stored = await selectFiles(db, and(eq(files.team_id, session.teamId), inArray(files.id, ids)));
  const rows = await withLinks(db, stored);
  return ids.map((id) => rows.find((row) => row.id === id)).filter((row): row is FileRow => row !== undefined);
}

type ListInput = Omit<FilesQuery, 'limit' | 'offset'> & { limit: number; offset: number };

/** GET /files: the team's files, filtered, searched, sorted and paged in SQL. */
export async function listFiles(db: Database, session: Session, query: ListInput): Promise<ListResponse<FileRow>> {
  if (query.entity_id !== undefined && query.entity === undefined) {
    throw new AppError('BAD_REQUEST', 'entity_id needs entity', { entity_id: 'Give entity with entity_id' });
  }
  const search = parseSearch(fileList, query.q);
  const matches = search
    ? await fewMatchingIds(
        db
          .select({ id: files.id })
          .from(files)
          .where(and(eq(files.team_id, session.teamId), search)),
      )
    : undefined;
  const found = matches?.ids ? foundIds(matches.ids) : undefined;
  const shape = [
    query.where ?? '',
    query.order_by ?? '',
    Boolean(query.entity),
    query.entity_id !== undefined,
    Boolean(query.type),
    // A common term is in the statement itself (its lookup found more rows than ids are kept of).
    search ? (found ?? `q:${query.q}`) : '',
  ];
  const list = keptList(db, JSON.stringify(['files', ...shape]), () =>
    filesSource(db, query, found ? oneOf(files.id, found) : search),
  );
  const filtered = Boolean(query.where || query.entity || query.type);
  const page = await readListPage<StoredFile>(
    db,
    list,
    query,
    {
      team: session.teamId,
      entity: query.entity,
      entity_id: query.entity_id === undefined ? undefined : Number(query.entity_id),
      kind: query.type,
      ids: matches?.ids,
    },
    matches && !matches.ids && !filtered ? matches.total : undefined,
  );
  return { ...page, rows: await withLinks(db, page.rows) };
}

/** The files list's statements for this query's shape, its values left as placeholders. */
function filesSource(db: Database, query: ListInput, searched: SQL | undefined): ListSource {
  const parsed = parseListQuery(fileList, { where: query.where, order_by: query.order_by });
  const linked = query.entity
    ? exists(
        db
          .select({ one: fileLinks.id })
          .from(fileLinks)
          .where(
            and(
              eq(fileLinks.file_id, files.id),
              eq(fileLinks.entity, sql.placeholder('entity')),
              query.entity_id === undefined ? undefined : eq(fileLinks.entity_id, sql.placeholder('entity_id')),
            ),
          ),
      )
    : undefined;
  // The assistant's spoken answers are files of its messages, heard in the chat: the team's files are what
  // people keep. Asked for by entity, they are listed.
  const spoken = query.entity
    ? undefined
    : notExists(
        db
          .select({ one: fileLinks.id })
          .from(fileLinks)
          .where(and(eq(fileLinks.file_id, files.id), eq(fileLinks.entity, 'messages'))),
      );
  const where = and(
    eq(files.team_id, sql.placeholder('team')),
    parsed.where,
    searched,
    linked,
    spoken,
    query.type ? eq(files.kind, sql.placeholder('kind')) : undefined,
  );
  return {
    order: parsed.order,
    rows: (also) =>
      db
        .select({ ...columns, ...markColumns(parsed.order) })
        .from(files)
        .where(and(where, also))
        .orderBy(...parsed.orderBy),
    table: files,
    where,
    named: !query.where && !searched && !query.order_by?.includes(','),
  };
}
