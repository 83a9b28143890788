import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { files } from '../db/schema/index.ts';

export type Thumbnail = { key: string; sha256: string; name: string };

/**
 * Where each file's thumbnail is stored, remembered by this instance: a file never changes under its
 * id (it is only ever deleted, and its bytes with it), so a grid of thumbnails costs no database read
 * per image. Only found thumbnails are remembered, under the asking team; one whose bytes are gone is
 * forgotten and asked of the database again.
 */
export type ThumbnailIndex = {
  find(teamId: number, fileId: number): Promise<Thumbnail | undefined>;
  forget(teamId: number, fileId: number): void;
};

export function createThumbnailIndex(db: Database, max = 10_000): ThumbnailIndex {
  const known = new Map<string, Thumbnail>();
  const keyOf = (teamId: number, fileId: number) => `${teamId}:${fileId}`;
  return {
    async find(teamId, fileId) {
      const key = keyOf(teamId, fileId);
      const remembered = known.get(key);
      if (remembered) return remembered;
      const [row] = await db
        .select({ key: files.thumbnail_key, sha256: files.sha256, name: files.name })
        .from(files)
        .where(and(eq(files.team_id, teamId), eq(files.id, fileId), isNotNull(files.thumbnail_key)));
      if (!row) return undefined;
      const thumbnail = { ...row, key: row.key! };
      if (known.size >= max) known.delete(known.keys().next().value!);
      known.set(key, thumbnail);
      return thumbnail;
    },
    forget(teamId, fileId) {
      known.delete(keyOf(teamId, fileId));
    },
  };
}
