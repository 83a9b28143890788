import { deleteConfirmMessage, UserCancelledError } from '../../lib/notify.ts';
import { useDelete, type AnyContract } from '../../lib/resources.ts';
import { useAppNavigate } from '../../lib/navigation.tsx';

/**
 * Asks 'Are you sure you want to delete this {resource}?' first (spec section 7). Cancel throws
 * 'User cancelled the action' and sends nothing; confirm deletes (the hook toasts) and goes to `listPath`.
 */
export function useConfirmDelete(contract: AnyContract, listPath?: string) {
  const remove = useDelete(contract);
  const navigate = useAppNavigate();
  const confirmDelete = async (id: number): Promise<void> => {
    if (!window.confirm(deleteConfirmMessage(contract.label))) throw new UserCancelledError();
    await remove.mutateAsync(id);
    if (listPath) await navigate(listPath);
  };
  return { confirmDelete, isDeleting: remove.isPending };
}
