import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { IMPORT_KINDS } from './import-fields.ts';
import { idInputSchema } from './resources/common.ts';

/**
 * An import's life: `preview` (the file read and every row checked, nothing written), `queued` (started,
 * waiting for an instance), `running`, then `done`, or `failed` (a batch could not be written: nothing of
 * it was kept, and starting again resumes at that batch).
 */
export const IMPORT_STATUSES = ['preview', 'queued', 'running', 'done', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** Rows written in one transaction. */
export const IMPORT_BATCH_ROWS = 500;
/** Row errors an import keeps and shows (the count goes on). */
export const IMPORT_ERRORS_KEPT = 1000;
/** Rows the preview shows as read. */
export const IMPORT_SAMPLE_ROWS = 5;

/**
 * What reading one uploaded file may take, whatever the file claims: past any of these the upload is
 * refused with the limit named, and nothing is kept. A deflated workbook unpacks a thousand times its
 * size, so the upload's byte limit alone bounds nothing.
 */
export const IMPORT_LIMITS = {
  columns: 500,
  /** Excel's own limit for a cell. */
  cellCharacters: 32_767,
  workbookRows: 100_000,
  /** The workbook's XML, unpacked. */
  workbookMegabytes: 100,
  seconds: 60,
} as const;

const mappingSchema = z.record(z.string().max(100), z.string().max(500).nullable());

const importRowErrorSchema = z.object({
  line: z.number().int(),
  field: z.string().nullable(),
  message: z.string(),
  /** The column the field is read from and its cell as the file (or a fix) has it: what a person corrects. */
  header: z.string().optional(),
  cell: z.string().optional(),
});

/** Lines corrected by hand before importing. */
export const IMPORT_FIXED_LINES_MAX = 1000;
/** Cells corrected by hand: line → header → the new text of the cell. */
const fixesSchema = z
  .record(
    z.string().regex(/^[1-9]\d{0,8}$/, { message: 'A fix names a line of the file' }),
    z.record(z.string().max(500), z.string().max(5000)),
  )
  .refine((fixes) => Object.keys(fixes).length <= IMPORT_FIXED_LINES_MAX, {
    message: `Fix at most ${IMPORT_FIXED_LINES_MAX} lines by hand; correct the file for more`,
  });
export type ImportFixes = z.infer<typeof fixesSchema>;

/** A name the import will match to one of the team's records, or create. */
export const importReferenceSchema = z.object({
  resource: z.enum(['products', 'brands', 'categories', 'locations', 'platforms', 'sellers', 'purchases']),
  name: z.string(),
  action: z.enum(['match', 'create']),
  rows: z.number().int(),
});
export type ImportReference = z.infer<typeof importReferenceSchema>;

export const importJobSchema = z.object({
  id: z.number().int(),
  kind: z.enum(IMPORT_KINDS),
  status: z.enum(IMPORT_STATUSES),
  file_name: z.string(),
  headers: z.array(z.string()),
  mapping: mappingSchema,
  /** Headers of the file no field reads (and not the key): what the file says that the import leaves out. */
  unmapped_headers: z.array(z.string()),
  /** The header whose value identifies a row across imports; null: a hash of the whole row. */
  source_key: z.string().nullable(),
  /** The ready-made mapping the headers matched (e.g. 'vendoo'), or null. */
  preset: z.string().nullable(),
  date_order: z.enum(['mdy', 'dmy']),
  sample: z.array(z.array(z.string())),
  fixes: fixesSchema,
  references: z.array(importReferenceSchema),
  total_rows: z.number().int(),
  /** Rows with an error: skipped by the import. */
  bad_rows: z.number().int(),
  /** Rows the job has gone through (its cursor): it resumes after them. */
  processed_rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  errors: z.array(importRowErrorSchema),
  last_error: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

/** The form fields of POST /imports besides the file (multipart text fields). */
export const importFormSchema = z.object({
  kind: z.enum(IMPORT_KINDS, { message: `Choose what you import: ${IMPORT_KINDS.join(', ')}` }),
  /** JSON of field → header; unset: the mapping remembered for this team and file shape, else the automatic one. */
  mapping: z
    .string()
    .max(20_000)
    .transform((value, context) => {
      try {
        const parsed = mappingSchema.safeParse(JSON.parse(value));
        if (parsed.success) return parsed.data;
      } catch {
        // reported below
      }
      context.addIssue({ code: 'custom', message: 'Send the mapping as JSON: {"field": "header", …}' });
      return z.NEVER;
    })
    .optional(),
  source_key: z.string().trim().max(500).optional(),
  date_order: z.enum(['mdy', 'dmy'], { message: 'Choose mdy or dmy' }).optional(),
  /** 'true': start right after the preview, skipping the rows with errors (for scripts). */
  start: z.enum(['true', 'false'], { message: 'Send true or false' }).optional(),
});
export type ImportForm = z.input<typeof importFormSchema>;

/** PUT /imports/{id}: a new mapping, key, date order or corrected cells for a job still in preview; every row is checked again. */
export const importUpdateSchema = z.object({
  mapping: mappingSchema.optional(),
  /** Replaces the job's corrected cells (send every fix, the earlier ones too). */
  fixes: fixesSchema.optional(),
  source_key: z.string().trim().max(500).nullable().optional(),
  date_order: z.enum(['mdy', 'dmy'], { message: 'Choose mdy or dmy' }).optional(),
});
export type ImportUpdate = z.infer<typeof importUpdateSchema>;

export const importParamsSchema = z.object({ id: idInputSchema() });

/** POST /imports as the API docs describe it: the server reads the parts as they stream in, not this schema. */
export const importUploadFormSchema = z
  .object({
    file: z.string().meta({ format: 'binary' }).describe('the CSV file'),
    kind: z.enum(['inventory-items', 'products']),
    mapping: z.string().optional().describe('JSON: {"field": "header" | null, …}'),
    source_key: z.string().optional().describe('the header of the column that identifies a row'),
    date_order: z.enum(['mdy', 'dmy']).optional(),
    start: z.enum(['true', 'false']).optional().describe('true: import at once, skipping rows with errors'),
  })
  .optional();

const tag = 'imports';
const errors = [404, 409] as const;

export const importEndpoints = {
  upload: endpoint({
    method: 'POST',
    path: '/imports',
    tag,
    multipart: true,
    form: importUploadFormSchema,
    answer: importJobSchema,
    status: 201,
    errors: [...errors, 413, 415],
  }),
  job: endpoint({
    method: 'GET',
    path: '/imports/:id',
    tag,
    params: importParamsSchema,
    answer: importJobSchema,
    errors,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/imports/:id',
    tag,
    params: importParamsSchema,
    body: importUpdateSchema,
    answer: importJobSchema,
    errors,
  }),
  start: endpoint({
    method: 'POST',
    path: '/imports/:id/start',
    tag,
    params: importParamsSchema,
    answer: importJobSchema,
    status: 202,
    errors,
  }),
};
