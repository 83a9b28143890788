import { ActionIcon, Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { AnyContract } from '../../lib/resources.ts';
import { useConfirmDelete } from './useConfirmDelete.ts';

type DeleteButtonProps = {
  contract: AnyContract;
  id: number;
  /** Where to go once deleted (a record page); a list row stays where it is. */
  listPath?: string;
  /** A small icon for table rows, named for screen readers. */
  compact?: { name: string };
};

export function DeleteButton({ contract, id, listPath, compact }: DeleteButtonProps) {
  const { confirmDelete, isDeleting } = useConfirmDelete(contract, listPath);
  // A cancel is the user's choice and a failed delete was toasted by the hook: nothing is left to report.
  const onClick = () => void confirmDelete(id).catch(() => undefined);
  if (compact) {
    return (
      <ActionIcon variant="subtle" color="red" aria-label={`Delete ${contract.label} ${compact.name}`} loading={isDeleting} onClick={onClick}>
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    );
  }
  return (
    <Button variant="outline" color="red" leftSection={<IconTrash size={16} aria-hidden />} loading={isDeleting} onClick={onClick}>
      Delete
    </Button>
  );
}
