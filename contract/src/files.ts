import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { idInputSchema, idSchema, listQuerySchema, listResponseSchema, timestampSchema } from './resources/common.ts';

/** Default of FILE_MAX_BYTES: the largest file one upload may carry. */
export const FILE_MAX_BYTES_DEFAULT = 25 * 1024 * 1024;
/** Longest side of a stored thumbnail, in pixels. */
export const THUMBNAIL_MAX_PX = 320;

/** What a file is, read from its bytes: decides inline preview and the lightbox. */
export const FILE_KINDS = ['image', 'pdf', 'other'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** /v2 resources a file can be linked to: `POST /upload/{entity}/{id}`. */
export const FILE_ENTITIES = [
  'purchases',
  'products',
  'inventory-items',
  'sales',
  'listings',
  'sellers',
  'transactions',
  'accounts',
  'reminders',
  'messages',
] as const;
export type FileEntity = (typeof FILE_ENTITIES)[number];
/** `POST /upload/team/{team_id}`: files of the team linked to no record. */
export const TEAM_UPLOAD_ENTITY = 'team';

export const fileLinkSchema = z.object({
  id: idSchema,
  entity: z.enum(FILE_ENTITIES),
  entity_id: idSchema,
  created_at: timestampSchema,
});
export type FileLink = z.infer<typeof fileLinkSchema>;

export const fileRowSchema = z.object({
  id: idSchema,
  /** Original name, sanitised (sanitiseFileName): no path parts, no control or invisible characters. */
  name: z.string(),
  /** MIME type read from the bytes (never the client's header). */
  type: z.string(),
  kind: z.enum(FILE_KINDS),
  size: z.number().int().nonnegative(),
  /** Hex sha256 of the bytes: identical bytes are stored once per team. */
  sha256: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  created_at: timestampSchema,
  created_by: idSchema.nullable(),
  links: z.array(fileLinkSchema),
  /** `/api/serve/{id}`: inline for images, PDF and plain text. */
  url: z.string(),
  /** `/api/download/{id}`: always an attachment with the original name. */
  download_url: z.string(),
  /** `/api/serve/{id}?size=thumb` for images, else null. */
  thumbnail_url: z.string().nullable(),
});
export type FileRow = z.infer<typeof fileRowSchema>;

/** Path of POST /upload/{entity}/{id}; entity `team` takes the caller's own team id. */
export const uploadParamsSchema = z.object({
  entity: z.enum([...FILE_ENTITIES, TEAM_UPLOAD_ENTITY], { message: 'Upload to a record type such as products' }),
  id: idInputSchema(),
});
export const uploadResponseSchema = z.object({ rows: z.array(fileRowSchema) });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** GET /files: the list query plus entity, entity_id and kind. */
export const filesQuerySchema = listQuerySchema.omit({ with: true }).extend({
  entity: z.enum(FILE_ENTITIES).optional(),
  entity_id: idInputSchema().optional(),
  type: z.enum(FILE_KINDS).optional(),
});
export type FilesQuery = z.input<typeof filesQuerySchema>;
export const filesResponseSchema = listResponseSchema(fileRowSchema);
export type FilesResponse = z.infer<typeof filesResponseSchema>;

export const serveQuerySchema = z.object({ size: z.enum(['thumb']).optional() });

/** DELETE /file-links/{id}: whether the file went too (no record linked it any more). */
export const deleteFileLinkResponseSchema = z.object({ fileDeleted: z.boolean() });
/** DELETE /files/{id}: the file, all of its links and its bytes. */
export const deleteFileResponseSchema = z.object({ deleted: z.literal(true) });

/** The path of the calls on one file or one link: /serve/{id}, /download/{id}, /files/{id}, /file-links/{id}. */
export const fileParamsSchema = z.object({ id: idInputSchema() });
export const fileBytesSchema = z.any().describe('the stored bytes');
/** With a Range header: the asked range of the bytes. */
const fileRangeAnswer = { 206: z.any().describe('the asked range of the bytes') };
/** The upload's parts, for the API docs. */
export const uploadFormSchema = z
  .object({
    file: z.array(z.string().meta({ format: 'binary' })).describe('one or more files, each a part named file'),
  })
  .optional();

const tag = 'files';
export const fileEndpoints = {
  upload: endpoint({
    method: 'POST',
    path: '/upload/:entity/:id',
    tag,
    params: uploadParamsSchema,
    multipart: true,
    form: uploadFormSchema,
    answer: uploadResponseSchema,
    status: 201,
    errors: [404, 413, 415],
  }),
  serve: endpoint({
    method: 'GET',
    path: '/serve/:id',
    tag,
    params: fileParamsSchema,
    query: serveQuerySchema,
    answer: fileBytesSchema,
    otherAnswers: fileRangeAnswer,
    returns: 'file',
    errors: [404],
  }),
  download: endpoint({
    method: 'GET',
    path: '/download/:id',
    tag,
    params: fileParamsSchema,
    answer: fileBytesSchema,
    otherAnswers: fileRangeAnswer,
    returns: 'file',
    errors: [404],
  }),
  files: endpoint({
    method: 'GET',
    path: '/files',
    tag,
    query: filesQuerySchema,
    answer: filesResponseSchema,
    errors: [404],
  }),
  deleteFileLink: endpoint({
    method: 'DELETE',
    path: '/file-links/:id',
    tag,
    params: fileParamsSchema,
    answer: deleteFileLinkResponseSchema,
    errors: [404],
  }),
  deleteFile: endpoint({
    method: 'DELETE',
    path: '/files/:id',
    tag,
    params: fileParamsSchema,
    answer: deleteFileResponseSchema,
    errors: [404],
  }),
};
