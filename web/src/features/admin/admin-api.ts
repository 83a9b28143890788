import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AddTeamMemberRequest,
  AdminTeamsResponse,
  AdminUser,
  AdminUsersResponse,
  SetDisabledRequest,
  SetSuperAdminRequest,
} from '@flipstack/contract';
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
    queryFn: ({ signal }) => api.get<AdminTeamsResponse>('/admin/teams', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(state: AdminListState) {
  const query = listQuery(state);
  return useQuery({
    queryKey: queryKeys.admin.users(query),
    queryFn: ({ signal }) => api.get<AdminUsersResponse>('/admin/users', { query, signal }),
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
    mutationFn: (change: UserChange) =>
      change.kind === 'team'
        ? api.post<AdminUser>(`/admin/teams/${change.teamId}/members`, change.body)
        : api.put<AdminUser>(`/admin/users/${change.userId}/${change.kind}`, change.body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all() }),
  });
}
