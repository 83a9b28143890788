import { AppError } from '../http/app-error.ts';
import { convertUpload } from './convert-upload.ts';
import type { ReaderAnswer, ReaderTask } from './read-upload.ts';

/**
 * The upload reader's process (started by read-upload.ts): converts one uploaded file at a time, tells how
 * much of it is written as it goes, and answers with nothing, or the error a person should see. Whatever a
 * file does to this process (memory, time, a crash in a parser) ends here, not in the server.
 */
process.on('message', (task: ReaderTask) => {
  void convertUpload(task.input, task.output, (written) => answer({ written })).then(
    () => answer({ ok: true }),
    (error: unknown) =>
      answer({
        ok: false,
        error:
          error instanceof AppError
            ? { code: error.code, message: error.message, fieldErrors: error.fieldErrors }
            : {
                code: 'BAD_REQUEST',
                message: 'The file could not be read',
                fieldErrors: { file: 'The file could not be read' },
              },
      }),
  );
});

function answer(message: ReaderAnswer) {
  process.send!(message);
}
