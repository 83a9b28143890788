import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LabelLayout, LabelsRequest } from '@flipstack/contract';
import { api } from '../../lib/api.ts';
import { invalidateAfterWrite } from '../../lib/data-dependencies.ts';
import { notify } from '../../lib/notify.ts';

/** Saves a blob under a file name, as a download. */
function save(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * POST /api/labels and save the PDF. Printing gives untagged items their tag numbers, so the items'
 * lists and views are refreshed afterwards.
 */
export function usePrintLabels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ ids, layout }: { ids: number[]; layout: LabelLayout }) => {
      const request: LabelsRequest = { inventory_item_ids: ids, layout };
      save(await api.call('POST /labels', { body: request, responseType: 'blob' }), `labels-${layout}.pdf`);
    },
    onSuccess: () => invalidateAfterWrite(queryClient, 'inventory-items', 'updating'),
    onError: (error) => notify.resourceError('creating', 'labels', error),
  });
}
