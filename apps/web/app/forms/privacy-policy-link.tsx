import { formsMessages } from "../locale/areas/forms";
import { useMessages } from "../locale/locale-context";
import { AppLink } from "../locale/localized-link";

/** Opens in a new tab, so reading the policy never throws away what the visitor has typed. */
export function PrivacyPolicyLink() {
  const m = useMessages(formsMessages);
  return (
    <AppLink to="/privacy-policy" target="_blank" rel="noopener">
      {m.forms.privacyPolicy}
      <span className="visually-hidden"> ({m.forms.opensInNewTab})</span>
    </AppLink>
  );
}
