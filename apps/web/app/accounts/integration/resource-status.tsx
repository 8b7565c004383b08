import { LoadFailed } from "../load-failed";
import type { ResourceLoad } from "../use-account-resource";

/**
 * What an Integration page says while its data is not there: loading, the API's own words for a
 * request it refused as asked (a 400, such as a range too long), or a failure with a retry. Nothing
 * once the data is ready.
 */
export function ResourceStatus<T>({
  load,
  retry,
  loading,
}: {
  load: ResourceLoad<T>;
  retry: () => void;
  loading: string;
}) {
  if (load.state === "loading") return <p role="status">{loading}</p>;
  if (load.state !== "failed") return null;
  if (load.refusal) {
    return (
      <p className="client-area__notice" role="alert" data-refusal>
        {load.refusal}
      </p>
    );
  }
  return <LoadFailed onRetry={retry} />;
}
