import { brand } from "@quillspin/content";
import { lazy, Suspense } from "react";
import { subscribeMessages } from "../locale/areas/subscribe";
import { useMessages } from "../locale/locale-context";
import { Modal } from "../modals/modal";
import { useUiState } from "../ui-state/ui-state";

const SubscribeForm = lazy(() => import("./subscribe-form"));

/**
 * The header's Subscribe dialog. The form mounts each time the dialog opens, so a second visit
 * starts from an empty form rather than the last success message.
 */
export function SubscribeDialog() {
  const m = useMessages(subscribeMessages);
  const { isShowedModalSubscribe, setShowedModalSubscribe } = useUiState();
  const close = () => setShowedModalSubscribe(false);
  return (
    <Modal
      open={isShowedModalSubscribe}
      onClose={close}
      title={m.subscribe.title}
      className="subscribe-modal"
    >
      <p>{m.subscribe.lead(brand.name)}</p>
      {isShowedModalSubscribe ? (
        <Suspense fallback={<p className="muted">{m.subscribe.loading}</p>}>
          <SubscribeForm />
        </Suspense>
      ) : null}
    </Modal>
  );
}
