/**
 * Renders HTML that the loader already passed through the rich-text allow-list on the server;
 * nothing unsanitised reaches this component.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server by @quillspin/rich-text
  return <div className={className ?? "rich-text"} dangerouslySetInnerHTML={{ __html: html }} />;
}
