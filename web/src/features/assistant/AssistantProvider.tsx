import { Suspense, createContext, lazy, useContext, useState, type ReactNode } from 'react';
import { useHotkeys } from '@mantine/hooks';

const AssistantPanel = lazy(async () => ({ default: (await import('./AssistantPanel.tsx')).AssistantPanel }));

type AssistantControls = { isOpen: boolean; toggle: () => void };
const AssistantContext = createContext<AssistantControls>({ isOpen: false, toggle: () => undefined });

export const useAssistant = (): AssistantControls => useContext(AssistantContext);

/**
 * The assistant for every screen of the shell: Ctrl/Cmd+J or the header button opens it. Once opened the
 * panel stays mounted, so the conversation (and an answer still streaming) survives closing it and
 * moving between screens.
 */
export function AssistantProvider({ children }: { children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const toggle = () => {
    setHasOpened(true);
    setIsOpen((open) => !open);
  };
  // Fires in text fields too: asking the assistant from a half-filled form is the point.
  useHotkeys([['mod+J', toggle]], []);

  return (
    <AssistantContext.Provider value={{ isOpen, toggle }}>
      {children}
      {hasOpened && (
        <Suspense fallback={null}>
          <AssistantPanel isOpen={isOpen} onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </AssistantContext.Provider>
  );
}
