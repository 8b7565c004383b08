import { demoLaunchMessages } from "../../locale/areas/demo-launch";
import { useMessages } from "../../locale/locale-context";
import { Modal } from "../../modals/modal";

export interface ShownDemo {
  name: string;
  url: string;
}

/**
 * The game demo modal (site.md section 2): the player in a 16:10 frame as large as the window allows.
 * The frame exists only while the modal is open, so closing it stops the game and its sound.
 */
export function DemoModal({
  demo,
  open,
  onClose,
}: {
  demo: ShownDemo | null;
  open: boolean;
  onClose: () => void;
}) {
  const m = useMessages(demoLaunchMessages);
  return (
    <Modal open={open && demo !== null} onClose={onClose} title={demo?.name ?? ""} className="demo-modal">
      {open && demo ? (
        <div className="demo-modal__stage">
          <iframe
            className="demo-modal__frame"
            src={demo.url}
            title={m.demoLaunch.frameTitle(demo.name)}
            allow="fullscreen; autoplay"
            sandbox="allow-scripts allow-same-origin allow-popups allow-forms"
          />
        </div>
      ) : null}
    </Modal>
  );
}
