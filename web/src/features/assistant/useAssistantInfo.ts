import { useQuery } from '@tanstack/react-query';
import type { AssistantInfo } from '@flipstack/contract';
import { api } from '../../lib/api.ts';

/** Who answers and whether voice works; read once per visit (configuration changes need a restart). */
export function useAssistantInfo(): AssistantInfo | undefined {
  return useQuery({
    queryKey: ['assistant', 'info'],
    queryFn: ({ signal }) => api.call('GET /assistant', { signal }),
    staleTime: Infinity,
    retry: false,
  }).data;
}
