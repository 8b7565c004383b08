import type { AccountProfile } from "@quillspin/contracts";
import { accountsMessages } from "../locale/areas/accounts";
import { useLocale, useMessages } from "../locale/locale-context";
import { formatNewsDate } from "../news/news-date";

/** The account as the API knows it; changes to these details go through the partnerships team. */
export function AccountDetails({ account }: { account: AccountProfile }) {
  const m = useMessages(accountsMessages);
  const t = m.accounts.dashboard;
  const locale = useLocale();
  const rows: [string, string][] = [
    [t.name, account.name],
    [t.email, account.email],
    [t.companyLabel, account.company],
    [t.jobTitle, account.jobTitle],
    [t.role, t.roles[account.role]],
    [t.status, t.statuses[account.status]],
    [t.memberSince, formatNewsDate(account.createdAt, locale)],
  ];
  if (account.approvedAt) rows.push([t.approvedOn, formatNewsDate(account.approvedAt, locale)]);
  return (
    <dl className="account-details">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
