import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { AnyContract } from '../../lib/resources.ts';
import { useConfirmDelete } from './useConfirmDelete.ts';

type DeleteButtonProps = {
  contract: AnyContract;
  id: number;
  /** Where to go once deleted (a record page). */
  listPath?: string;
  /** Called once deleted (an edit drawer closes). */
  onDeleted?: () => void;
};

export function DeleteButton({ contract, id, listPath, onDeleted }: DeleteButtonProps) {
  const { confirmDelete, isDeleting } = useConfirmDelete(contract, listPath);
  // A cancel is the user's choice and a failed delete was toasted by the hook: nothing is left to report.
  const onClick = () => void confirmDelete(id).then(onDeleted, () => undefined);
  return (
    // The theme's error colour (red 9 light, red 5 dark): Mantine's red 6 text falls under 4.5:1.
    <Button
      variant="outline"
      color="red"
      c="var(--mantine-color-error)"
      leftSection={<IconTrash size={16} aria-hidden />}
      loading={isDeleting}
      onClick={onClick}
    >
      Delete
    </Button>
  );
}
