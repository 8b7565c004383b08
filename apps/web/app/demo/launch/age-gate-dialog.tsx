import { demoLaunchMessages } from "../../locale/areas/demo-launch";
import { useMessages } from "../../locale/locale-context";
import { Modal } from "../../modals/modal";

/** The one-time question before a visitor's first demo; the launch page asks the same without script. */
export function AgeGateDialog({
  open,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const m = useMessages(demoLaunchMessages);
  return (
    <Modal open={open} onClose={onCancel} title={m.demoLaunch.ageTitle} className="age-gate">
      <p>{m.demoLaunch.ageText}</p>
      <p className="muted">{m.demoLaunch.ageNote}</p>
      <div className="age-gate__actions">
        <button type="button" className="button button--primary" onClick={onConfirm}>
          {m.demoLaunch.ageConfirm}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {m.demoLaunch.ageCancel}
        </button>
      </div>
    </Modal>
  );
}
