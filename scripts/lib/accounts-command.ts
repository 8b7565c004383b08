/** A staff account the repository's scripts create as an operator would. */
export interface StaffAccount {
  email: string;
  name: string;
  password: string;
}

/**
 * The arguments of `node` for `npm run accounts -- create-admin`, run from the repository's root. The
 * password is joined to its option: a random one can start with "-", which parseArgs would otherwise
 * refuse as a value.
 */
export function createAdminArgs({ email, name, password }: StaffAccount): string[] {
  return [
    "--import",
    "tsx",
    "apps/api/src/cli/accounts.ts",
    "create-admin",
    "--email",
    email,
    "--name",
    name,
    `--password=${password}`,
  ];
}
