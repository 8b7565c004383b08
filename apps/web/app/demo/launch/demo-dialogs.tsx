import { type RefObject, useEffect, useRef, useState } from "react";
import { AgeGateDialog } from "./age-gate-dialog";
import { DemoModal, type ShownDemo } from "./demo-modal";
import "./demo.css";

export interface AgeQuestion {
  confirm: () => void;
  cancel: () => void;
}

/** What the launcher last asked the dialogs to show; a new object is a new request. */
export interface LauncherRequests {
  age?: AgeQuestion;
  demo?: ShownDemo;
}

/**
 * The launcher's two dialogs: the one-time age question and the demo modal. Once shown each stays
 * mounted, so closing one is the native dialog's own close; focus then goes back to the control that
 * opened it, which a link clicked in Safari never had, so the browser's own return would land on the body.
 */
export default function DemoDialogs({
  requests,
  opener,
}: {
  requests: LauncherRequests;
  opener: RefObject<HTMLElement | null>;
}) {
  const [asking, setAsking] = useState(requests.age !== undefined);
  const [demoOpen, setDemoOpen] = useState(requests.demo !== undefined);
  const [returnFocus, setReturnFocus] = useState(0);
  // The question still waiting for its answer: taken before the dialog closes, so its close event
  // does not count the answer as a cancel.
  const pendingQuestion = useRef<AgeQuestion | null>(requests.age ?? null);

  useEffect(() => {
    if (!requests.age) return;
    pendingQuestion.current = requests.age;
    setAsking(true);
  }, [requests.age]);
  useEffect(() => {
    if (requests.demo) setDemoOpen(true);
  }, [requests.demo]);
  // The dialogs' own effects close them first (children's effects run before this one).
  useEffect(() => {
    if (returnFocus > 0) opener.current?.focus();
  }, [returnFocus, opener]);

  const answerAge = (confirmed: boolean) => {
    const question = pendingQuestion.current;
    pendingQuestion.current = null;
    setAsking(false);
    if (!question) return;
    if (confirmed) question.confirm();
    else {
      question.cancel();
      setReturnFocus((count) => count + 1);
    }
  };

  return (
    <>
      {requests.age ? (
        <AgeGateDialog open={asking} onConfirm={() => answerAge(true)} onCancel={() => answerAge(false)} />
      ) : null}
      {requests.demo ? (
        <DemoModal
          demo={requests.demo}
          open={demoOpen}
          onClose={() => {
            setDemoOpen(false);
            setReturnFocus((count) => count + 1);
          }}
        />
      ) : null}
    </>
  );
}
