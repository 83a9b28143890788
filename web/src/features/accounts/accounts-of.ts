/** The account pickers' filter: the accounts of the platform picked beside them, or every account while none is. */
export const accountsOf = (platformId: unknown): { platform_id: number } | undefined =>
  typeof platformId === 'number' ? { platform_id: platformId } : undefined;
