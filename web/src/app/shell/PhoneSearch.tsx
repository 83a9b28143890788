import { Modal } from '@mantine/core';
import { GlobalSearchBox } from '../../features/search/GlobalSearchBox.tsx';

type PhoneSearchProps = { isOpen: boolean; onClose: () => void };

/** The header's search on a phone: the whole screen, the field focused, results below it. Loaded on first open. */
export function PhoneSearch({ isOpen, onClose }: PhoneSearchProps) {
  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      fullScreen
      title="Search"
      transitionProps={{ duration: 0 }}
      closeButtonProps={{ 'aria-label': 'Close search' }}
    >
      <GlobalSearchBox isFocusedOnOpen />
    </Modal>
  );
}
