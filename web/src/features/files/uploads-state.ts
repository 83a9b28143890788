/** One file on its way up, as the progress list shows it. */
export type Upload = {
  key: string;
  name: string;
  size: number;
  /** 0 to 100 */
  percent: number;
  status: 'uploading' | 'done' | 'failed';
  error?: string;
};

export type UploadEvent =
  | { type: 'start'; uploads: Upload[] }
  | { type: 'progress'; key: string; sent: number }
  | { type: 'done'; key: string }
  | { type: 'failed'; key: string; error: string }
  | { type: 'dismiss'; key: string };

const change = (uploads: Upload[], key: string, patch: Partial<Upload>) =>
  uploads.map((upload) => (upload.key === key ? { ...upload, ...patch } : upload));

/** The progress list's reducer: a file never goes back (progress after done or failed is ignored). */
export function uploadsReducer(uploads: Upload[], event: UploadEvent): Upload[] {
  switch (event.type) {
    case 'start':
      return [...uploads, ...event.uploads];
    case 'progress': {
      const upload = uploads.find((item) => item.key === event.key);
      if (!upload || upload.status !== 'uploading') return uploads;
      // 99 at most until the server answers: the bytes are sent but the file is not kept yet.
      const percent = Math.max(upload.percent, Math.min(99, Math.floor(event.sent * 100)));
      return change(uploads, event.key, { percent });
    }
    case 'done':
      return change(uploads, event.key, { status: 'done', percent: 100 });
    case 'failed':
      return change(uploads, event.key, { status: 'failed', error: event.error });
    case 'dismiss':
      return uploads.filter((upload) => upload.key !== event.key);
  }
}

let counter = 0;
export const newUpload = (file: File): Upload => ({
  key: `${Date.now()}-${(counter += 1)}`,
  name: file.name,
  size: file.size,
  percent: 0,
  status: 'uploading',
});
