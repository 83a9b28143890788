import type { FileRow } from '@flipstack/contract';
import { deleteConfirmMessage, notify, resourceSuccessMessage } from '../../lib/notify.ts';
import { useDeleteFile, useUnlinkFile } from './files-api.ts';

/** DELETE /api/files/{id} after the spec's confirmation, 'Are you sure you want to delete this file?'. */
export function useConfirmDeleteFile() {
  const remove = useDeleteFile();
  return (file: FileRow) => {
    if (!window.confirm(deleteConfirmMessage('file'))) return;
    remove.mutate(file, { onSuccess: () => notify.success(resourceSuccessMessage('File', 'deleted')) });
  };
}

/** DELETE /api/file-links/{id} of the file's link to this record, after a confirmation naming both. */
export function useConfirmUnlinkFile(entity: string, entityId: number, recordLabel: string) {
  const unlink = useUnlinkFile();
  return (file: FileRow) => {
    const link = file.links.find((item) => item.entity === entity && item.entity_id === entityId);
    if (!link || !window.confirm(`Remove ${file.name} from this ${recordLabel}?`)) return;
    unlink.mutate(link, { onSuccess: () => notify.success(`${file.name} removed from this ${recordLabel}`) });
  };
}
