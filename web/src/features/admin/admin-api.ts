import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddTeamMemberRequest, SetDisabledRequest, SetSuperAdminRequest } from '@flipstack/contract';
import { api } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { PAGE_SIZE } from '../../lib/list-url.ts';

export type AdminListState = { q: string; page: number };

const listQuery = ({ q, page }: AdminListState, pageSize = PAGE_SIZE) => ({
  q: q || undefined,
  limit: pageSize,
  offset: (page - 1) * pageSize,
});

export function useAdminTeams(state: AdminListState, pageSize?: number) {
  const query = listQuery(state, pageSize);
  return useQuery({
    queryKey: queryKeys.admin.teams(query),
    queryFn: ({ signal }) => api.call('GET /admin/teams', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(state: AdminListState) {
  const query = listQuery(state);
  return useQuery({
    queryKey: queryKeys.admin.users(query),
    queryFn: ({ signal }) => api.call('GET /admin/users', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

type UserChange =
  | { kind: 'super-admin'; userId: number; body: SetSuperAdminRequest }
  | { kind: 'disabled'; userId: number; body: SetDisabledRequest }
  | { kind: 'team'; teamId: number; body: AddTeamMemberRequest };

/** Every change of the console answers the user as it is now; both lists show it. */
export function useChangeUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UserChange) => {
      if (change.kind === 'team')
        return api.call('POST /admin/teams/:id/members', { params: { id: change.teamId }, body: change.body });
      if (change.kind === 'super-admin')
        return api.call('PUT /admin/users/:id/super-admin', { params: { id: change.userId }, body: change.body });
      return api.call('PUT /admin/users/:id/disabled', { params: { id: change.userId }, body: change.body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all() }),
  });
}
