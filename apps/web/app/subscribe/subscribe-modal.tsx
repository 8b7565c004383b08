import { brand } from "@quillspin/content";
import { useMessages } from "../locale/locale-context";
import { Modal } from "../modals/modal";
import { useUiState } from "../ui-state/ui-state";

/** The header's Subscribe dialog. */
export function SubscribeModal() {
  const m = useMessages();
  const { isShowedModalSubscribe, setShowedModalSubscribe } = useUiState();
  return (
    <Modal
      open={isShowedModalSubscribe}
      onClose={() => setShowedModalSubscribe(false)}
      title={m.subscribe.title}
      className="subscribe-modal"
    >
      <p>{m.subscribe.lead(brand.name)}</p>
      <p>
        {m.subscribe.byEmail}{" "}
        <a href={`mailto:${brand.contacts.press}?subject=${encodeURIComponent(m.subscribe.emailSubject)}`}>
          {brand.contacts.press}
        </a>
      </p>
    </Modal>
  );
}
