/** The back office's address of one operator's integration. */
export function integrationPath(operatorId: string): string {
  return `/admin/integrations/${encodeURIComponent(operatorId)}`;
}
