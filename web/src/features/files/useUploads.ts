import { useReducer } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '../../lib/notify.ts';
import { invalidateAfterFileWrite } from '../../lib/data-dependencies.ts';
import { reportFileError } from './files-api.ts';
import { uploadFile, type UploadTarget } from './upload-request.ts';
import { newUpload, uploadsReducer } from './uploads-state.ts';

// A finished upload stays in the list this long, so its full bar is seen before the thumbnail takes over.
const DONE_VISIBLE_MS = 4000;

/** Uploads files to `target`, one request per file (each with its own progress bar), all at once. */
export function useUploads(target: UploadTarget | undefined) {
  const queryClient = useQueryClient();
  const [uploads, dispatch] = useReducer(uploadsReducer, []);

  const add = (files: File[]) => {
    if (!target || files.length === 0) return;
    const started = files.map((file) => ({ file, upload: newUpload(file) }));
    dispatch({ type: 'start', uploads: started.map(({ upload }) => upload) });
    for (const { file, upload } of started) {
      uploadFile(target, file, (sent) => dispatch({ type: 'progress', key: upload.key, sent }))
        .then(async (row) => {
          dispatch({ type: 'done', key: upload.key });
          setTimeout(() => dispatch({ type: 'dismiss', key: upload.key }), DONE_VISIBLE_MS);
          await invalidateAfterFileWrite(queryClient, row.links);
        })
        .catch((error: unknown) => {
          dispatch({ type: 'failed', key: upload.key, error: error instanceof Error ? error.message : String(error) });
          reportFileError(MESSAGES.uploadFileFailed, error);
        });
    }
  };

  return { uploads, add, dismiss: (key: string) => dispatch({ type: 'dismiss', key }) };
}
