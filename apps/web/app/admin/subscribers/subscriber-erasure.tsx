import type { Subscriber, SubscriberErasureResponse } from "@quillspin/contracts";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { SubmittedForm } from "../../forms/form-action";
import { FormFrame } from "../../forms/form-frame";
import { usePostedForm } from "../../forms/use-posted-form";
import { emptyErasure } from "./subscriber-erasure-fields";

type PostedErasure = SubmittedForm<typeof emptyErasure, SubscriberErasureResponse>;

/** The form shows no field: the subscriber goes as a hidden value, so what is wrong is said above it. */
const noShownFields = {} as const;

/**
 * The confirmation step of an erasure: the erase link opens it with the address named, and only
 * its POST erases. Without scripts it is the same page and the same form.
 */
export function SubscriberErasure({
  subscriber,
  posted,
  cancelHref,
}: {
  subscriber: Subscriber;
  posted: PostedErasure | undefined;
  cancelHref: string;
}) {
  const form = usePostedForm({ initial: emptyErasure, fields: noShownFields, posted });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section id="erase" className="admin-notice subscriber-erasure" aria-labelledby="erase-heading">
      <h2 id="erase-heading" ref={heading} tabIndex={-1}>
        Erase {subscriber.email}?
      </h2>
      <p>
        The address goes from the list, from every mail waiting for it, and from the records of its earlier
        subscriptions. The counts keep only the dates. This cannot be undone: use it when the person asks to
        be forgotten; unsubscribing is their own link's work.
      </p>
      <FormFrame form={form} label={`Erase ${subscriber.email}`} submit="Erase permanently">
        <input type="hidden" name="id" value={subscriber.id} />
      </FormFrame>
      <p>
        <Link to={cancelHref}>Cancel, keep the subscriber</Link>
      </p>
    </section>
  );
}
