import { locales } from "@quillspin/contracts";
import { useEffect, useRef } from "react";
import { Form, useFetcher } from "react-router";
import { ErrorSummary, type SummaryItem } from "../../forms/error-summary";
import { CheckboxField, SelectField, TextAreaField, TextField } from "../../forms/fields";
import type { ArticleFieldErrors, ArticleFormValues } from "./article-form";
import "../../forms/forms.css";

const fieldLabels: Record<string, string> = {
  title: "Title",
  slug: "Slug",
  excerpt: "Summary",
  markdown: "Text",
  coverUrl: "Cover",
  coverAlt: "Cover description (alt text)",
  tags: "Tags",
  author: "Author",
  locale: "Language",
  translationOf: "Translation of",
  expectedUpdatedAt: "Version",
};

interface ArticleEditorFormProps {
  isNew: boolean;
  values: ArticleFormValues;
  errors: ArticleFieldErrors;
  summary: string | null;
  /** Called with the live preview's body when scripts run. */
  onPreview: (values: ArticleFormValues, body: string) => void;
}

const ignore = () => undefined;

/** Reads the form as the action would, without the file, for the live preview. */
function previewData(form: HTMLFormElement): FormData {
  const data = new FormData(form);
  data.delete("coverFile");
  data.set("intent", "preview");
  return data;
}

/**
 * The article's fields, a cover upload and the Save and Preview buttons. Posted as multipart so a
 * chosen cover goes with whichever button is pressed; without scripts both buttons work as they are.
 */
export function ArticleEditorForm({ isNew, values, errors, summary, onPreview }: ArticleEditorFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const preview = useFetcher<{ preview: string | null; values: ArticleFormValues }>();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const items: SummaryItem[] = [
    ...(summary ? [{ fieldId: null, message: summary }] : []),
    ...Object.entries(errors).flatMap(([field, message]) =>
      message ? [{ fieldId: `article-${field}`, message: `${fieldLabels[field] ?? field}: ${message}` }] : [],
    ),
  ];
  useEffect(() => {
    if (items.length > 0) summaryRef.current?.focus();
  }, [items.length]);
  useEffect(() => {
    if (preview.data?.preview != null) onPreview(preview.data.values, preview.data.preview);
  }, [preview.data, onPreview]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const schedulePreview = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (formRef.current) void preview.submit(previewData(formRef.current), { method: "post" });
    }, 400);
  };
  const field = (name: keyof ArticleFormValues & string) => ({
    id: `article-${name}`,
    name,
    label: fieldLabels[name] ?? name,
    defaultValue: String(values[name] ?? ""),
    error: errors[name],
    onValue: ignore,
  });

  return (
    <Form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      className="form news-desk__form"
      noValidate
      aria-label="Article"
      onChange={schedulePreview}
    >
      <ErrorSummary ref={summaryRef} items={items} />
      <input type="hidden" name="expectedUpdatedAt" value={values.expectedUpdatedAt} />
      <TextField {...field("title")} />
      <TextField
        {...field("slug")}
        hint="Lower-case words joined by hyphens: the article's address, /news/slug"
        spellCheck={false}
      />
      <TextField
        {...field("excerpt")}
        hint="One or two sentences shown in lists, the feed and search results"
      />
      <TextAreaField
        {...field("markdown")}
        rows={16}
        hint="Markdown: ## heading, **bold**, *italic*, [link](url), - list"
      />
      <div className="news-desk__cover">
        {values.coverUrl.startsWith("/images/") ? (
          <img src={values.coverUrl} alt="" width={300} height={158} className="news-desk__cover-thumb" />
        ) : null}
        <TextField
          {...field("coverUrl")}
          hint="Filled in by an upload, or an article cover the studio drew: /images/news/{slug}.webp"
          spellCheck={false}
        />
        <div className="field">
          <label className="field__label" htmlFor="article-coverFile">
            Upload a cover
          </label>
          <p id="article-coverFile-hint" className="field__hint">
            JPEG, PNG or WebP, at least 1200x630 pixels, at most 10 MB; uploaded when you save or preview
          </p>
          <input
            id="article-coverFile"
            name="coverFile"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-describedby="article-coverFile-hint"
          />
        </div>
        <TextField {...field("coverAlt")} />
      </div>
      <TextField {...field("tags")} hint="Separated by commas" />
      <TextField {...field("author")} />
      <SelectField
        {...field("locale")}
        placeholder="Choose a language"
        options={locales.map((locale) => ({ value: locale.code, label: locale.name }))}
      />
      {isNew ? (
        <TextField
          {...field("translationOf")}
          hint="To make this a translation: the other article as language/slug, e.g. en/koi-lantern-launch"
          spellCheck={false}
        />
      ) : null}
      <CheckboxField
        id="article-pin_homepage"
        name="pin_homepage"
        label="Pin to the home page"
        defaultChecked={values.pin_homepage}
        onValue={ignore}
      />
      <CheckboxField
        id="article-pin_news"
        name="pin_news"
        label="Pin to the top of /news"
        defaultChecked={values.pin_news}
        onValue={ignore}
      />
      <div className="news-desk__actions">
        <button type="submit" name="intent" value="save" className="button button--primary">
          {isNew ? "Save draft" : "Save"}
        </button>
        <button type="submit" name="intent" value="preview" className="button button--ghost">
          Preview
        </button>
      </div>
    </Form>
  );
}
