import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker, type BlockerFunction } from 'react-router';

export const LEAVE_TITLE = 'Leave without saving?';

/**
 * A form with unsaved changes asks before the person moves to another screen of the app (the router's
 * blocker) and the browser asks before the tab is closed or reloaded (beforeunload). A save that moves on
 * calls `allowLeaving` first.
 */
export function useLeaveWarning(hasChanges: boolean): { dialog: ReactNode; allowLeaving: () => void } {
  const isAllowed = useRef(false);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      hasChanges && !isAllowed.current && currentLocation.pathname !== nextLocation.pathname,
    [hasChanges],
  );
  const blocker = useBlocker(shouldBlock);
  useEffect(() => {
    // A form saved and started afresh (or its changes undone) asks again at its next change.
    if (!hasChanges) {
      isAllowed.current = false;
      return;
    }
    const warn = (event: BeforeUnloadEvent) => {
      if (isAllowed.current) return;
      event.preventDefault();
      // Chromium before 119 asks only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasChanges]);
  const dialog = (
    <Modal opened={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} title={LEAVE_TITLE}>
      <Text size="sm">The changes on this form are not saved and will be lost.</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          Stay
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          Leave
        </Button>
      </Group>
    </Modal>
  );
  const allowLeaving = useCallback(() => {
    isAllowed.current = true;
  }, []);
  return { dialog, allowLeaving };
}
