import { locales, type NewsCoverLibrary, type NewsEditorArticle, slugFromTitle } from "@quillspin/contracts";
import { type DragEvent, useCallback, useEffect, useRef, useState } from "react";
import { Form, useBlocker, useFetcher } from "react-router";
import { ErrorSummary, type SummaryItem } from "../../forms/error-summary";
import { CheckboxField, SelectField, TextAreaField, TextField } from "../../forms/fields";
import { useHydrated } from "../../forms/use-hydrated";
import type { ArticleActionAnswer } from "./article-actions.server";
import type { ArticleFieldErrors, ArticleFormValues } from "./article-form";
import { ArticlePreview } from "./article-preview";
import { CoverLibrary } from "./cover-library";
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

/** How long the editor waits after the last key press before saving a draft by itself. */
export const AUTOSAVE_DELAY_MS = 3000;
/** How long after the last key press the preview is rendered again. */
const PREVIEW_DELAY_MS = 400;

interface ArticleEditorFormProps {
  /** The article being edited; null on /admin/news/new until its first save. */
  article: NewsEditorArticle | null;
  values: ArticleFormValues;
  errors: ArticleFieldErrors;
  summary: string | null;
  /** The body as the article page will show it: from the first render, and after a refused save. */
  preview: string;
  /** The covers uploaded before, to pick again. */
  library: NewsCoverLibrary;
  /** The signed-in staff member, the author of a draft whose author field is left empty. */
  staffName: string;
  /** A save refused because someone else saved the article after it was loaded. */
  onConflict: (conflict: NonNullable<ArticleActionAnswer["conflict"]>) => void;
}

const ignore = () => undefined;

/** The form as the action reads it, without the cover file (uploaded on its own when chosen). */
function formDataOf(form: HTMLFormElement, intent: string, { withFile = false } = {}): FormData {
  const data = new FormData(form);
  if (!withFile) data.delete("coverFile");
  data.set("intent", intent);
  return data;
}

/** "Saved at 14:03 UTC": the desk shows every time in UTC. */
function savedAtText(iso: string): string {
  const time = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `Saved at ${pad(time.getUTCHours())}:${pad(time.getUTCMinutes())} UTC`;
}

/**
 * The article's fields beside its live preview. Without scripts it is a plain multipart form: Save
 * draft, Publish and Preview post it, a chosen or picked cover goes with it, an empty slug follows
 * the title and an empty author is whoever saves. With scripts the slug follows the title as it is
 * typed (and is checked while typed), the draft saves itself a few seconds after typing stops and
 * on Ctrl/Cmd+S, a cover dropped onto the form is uploaded at once, and leaving with unsaved
 * changes asks first.
 */
export function ArticleEditorForm({
  article,
  values,
  errors,
  summary,
  preview: initialPreview,
  library,
  staffName,
  onConflict,
}: ArticleEditorFormProps) {
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  const [articleId, setArticleId] = useState(article?.id ?? null);
  const [version, setVersion] = useState(values.expectedUpdatedAt);
  const [slug, setSlug] = useState(values.slug);
  // A new article's address follows its title until the editor writes one of their own.
  const slugFollows = useRef(!article && (values.slug === "" || values.slug === slugFromTitle(values.title)));
  const [coverUrl, setCoverUrl] = useState(values.coverUrl);
  const [view, setView] = useState<"write" | "preview">("write");
  const [saveNote, setSaveNote] = useState<string | null>(null);
  const [dropping, setDropping] = useState(false);
  const dirty = useRef(false);
  /** A button pressed while an autosave was on its way: pressed again once the save is back. */
  const pendingSubmit = useRef<HTMLElement | null>(null);

  const previewFetcher = useFetcher<ArticleActionAnswer>();
  const coverFetcher = useFetcher<ArticleActionAnswer>();
  const slugFetcher = useFetcher<ArticleActionAnswer>();
  const saveFetcher = useFetcher<ArticleActionAnswer>();
  const previewTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const slugTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const action = articleId ? `/admin/news/${articleId}` : "/admin/news/new";

  const items: SummaryItem[] = [
    ...(summary ? [{ fieldId: null, message: summary }] : []),
    ...Object.entries(errors).flatMap(([field, message]) =>
      message && field in fieldLabels ? [{ fieldId: `article-${field}`, message }] : [],
    ),
  ];
  useEffect(() => {
    if (items.length > 0) summaryRef.current?.focus();
  }, [items.length]);
  useEffect(
    () => () => {
      clearTimeout(previewTimer.current);
      clearTimeout(saveTimer.current);
      clearTimeout(slugTimer.current);
    },
    [],
  );

  const shown = previewFetcher.data?.preview != null ? previewFetcher.data : null;
  const previewValues = shown?.values ?? { ...values, coverUrl };
  const previewBody = shown?.preview ?? initialPreview;

  const submitPreview = useCallback(() => {
    if (formRef.current)
      void previewFetcher.submit(formDataOf(formRef.current, "preview"), { method: "post", action });
  }, [previewFetcher, action]);

  /** Saves the draft now, staying on the page: after typing stops, and on Ctrl/Cmd+S. */
  const saveNow = useCallback(() => {
    clearTimeout(saveTimer.current);
    const form = formRef.current;
    if (!form) return;
    const title = new FormData(form).get("title");
    if (typeof title !== "string" || title.trim().length < 3) {
      setSaveNote("Not saved yet: a draft needs a title of at least 3 characters");
      return;
    }
    if (saveFetcher.state !== "idle") {
      saveTimer.current = setTimeout(saveNow, AUTOSAVE_DELAY_MS);
      return;
    }
    dirty.current = false;
    setSaveNote("Saving…");
    void saveFetcher.submit(formDataOf(form, "autosave"), {
      method: "post",
      action,
      encType: "multipart/form-data",
    });
  }, [saveFetcher, action]);

  // What an autosave answered: the new version (the next save is made on it), or why it was not saved.
  useEffect(() => {
    const answer = saveFetcher.data;
    if (!answer || saveFetcher.state !== "idle") return;
    const pending = pendingSubmit.current;
    pendingSubmit.current = null;
    if (answer.saved) {
      setVersion(answer.saved.updatedAt);
      setSaveNote(savedAtText(answer.saved.updatedAt));
      if (slugFollows.current || !articleId) setSlug(answer.saved.slug);
      if (!articleId) {
        setArticleId(answer.saved.id);
        // The address of the draft now saved, so a reload opens it; the router keeps its own state.
        window.history.replaceState(window.history.state, "", `/admin/news/${answer.saved.id}`);
      }
    } else if (answer.conflict) {
      setSaveNote("Not saved: someone else saved this article after you opened it");
      onConflict(answer.conflict);
    } else {
      const first = Object.values(answer.errors).find(Boolean) ?? answer.summary;
      setSaveNote(`Not saved: ${first ?? "try again in a moment"}`);
      dirty.current = true;
    }
    // The new version is in the form once React has rendered it; then the button is pressed again.
    if (pending) setTimeout(() => formRef.current?.requestSubmit(pending), 0);
  }, [saveFetcher.data, saveFetcher.state, articleId, onConflict]);

  // A cover uploaded (dropped or chosen) or picked: its address fills the cover field.
  useEffect(() => {
    const answer = coverFetcher.data;
    if (!answer || coverFetcher.state !== "idle") return;
    if (answer.values.coverUrl && !answer.errors.coverUrl && !answer.summary) {
      setCoverUrl(answer.values.coverUrl);
      if (fileRef.current) fileRef.current.value = "";
      dirty.current = true;
      clearTimeout(saveTimer.current);
      saveTimer.current = setTimeout(saveNow, AUTOSAVE_DELAY_MS);
    }
  }, [coverFetcher.data, coverFetcher.state, saveNow]);

  const slugCheck = slugFetcher.data?.slugCheck ?? null;
  // A derived address already taken takes the first free one after it, as the API would.
  useEffect(() => {
    if (slugCheck && slugFollows.current && !slugCheck.available) setSlug(slugCheck.suggestion);
  }, [slugCheck]);

  const checkSlug = useCallback(() => {
    clearTimeout(slugTimer.current);
    slugTimer.current = setTimeout(() => {
      if (formRef.current)
        void slugFetcher.submit(formDataOf(formRef.current, "slug-check"), { method: "post", action });
    }, PREVIEW_DELAY_MS);
  }, [slugFetcher, action]);

  // Ctrl/Cmd+S saves instead of the browser saving the page.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "s") {
        event.preventDefault();
        saveNow();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [saveNow]);

  // Leaving with unsaved changes asks first: another page of the site, or closing the tab.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    return dirty.current && currentLocation.pathname !== nextLocation.pathname;
  });
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm("This article has changes that are not saved yet. Leave without them?"))
      blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    const onLeave = (event: BeforeUnloadEvent) => {
      if (!dirty.current) return;
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onLeave);
    return () => window.removeEventListener("beforeunload", onLeave);
  }, []);

  const changed = () => {
    dirty.current = true;
    setSaveNote((note) => (note?.startsWith("Saved at") ? `${note} · changes since` : note));
    clearTimeout(previewTimer.current);
    previewTimer.current = setTimeout(submitPreview, PREVIEW_DELAY_MS);
    clearTimeout(saveTimer.current);
    saveTimer.current = setTimeout(saveNow, AUTOSAVE_DELAY_MS);
  };

  const uploadCover = () => {
    if (formRef.current) {
      void coverFetcher.submit(formDataOf(formRef.current, "cover", { withFile: true }), {
        method: "post",
        action,
        encType: "multipart/form-data",
      });
    }
  };

  const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes("Files");
  const onDrop = (event: DragEvent<HTMLFormElement>) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    setDropping(false);
    const input = fileRef.current;
    if (!input || event.dataTransfer.files.length === 0) return;
    input.files = event.dataTransfer.files;
    uploadCover();
  };

  const field = (name: keyof ArticleFormValues & string) => ({
    id: `article-${name}`,
    name,
    label: fieldLabels[name] ?? name,
    defaultValue: String(values[name] ?? ""),
    error: errors[name],
    onValue: ignore,
  });
  const coverBusy = coverFetcher.state !== "idle";
  const coverError = coverFetcher.data && coverFetcher.state === "idle" ? coverFetcher.data.summary : null;
  const slugTaken = slugCheck && !slugCheck.available && !slugFollows.current && slugCheck.slug === slug;

  return (
    <div
      className={`news-desk__editor${hydrated ? " news-desk__editor--tabs" : ""} news-desk__editor--show-${view}`}
    >
      {hydrated ? (
        <div className="news-desk__tabs">
          <button
            type="button"
            className="news-desk__tab"
            aria-pressed={view === "write"}
            onClick={() => setView("write")}
          >
            Write
          </button>
          <button
            type="button"
            className="news-desk__tab"
            aria-pressed={view === "preview"}
            onClick={() => {
              setView("preview");
              submitPreview();
            }}
          >
            Preview
          </button>
        </div>
      ) : null}
      <Form
        ref={formRef}
        method="post"
        action={action}
        encType="multipart/form-data"
        className={`form news-desk__form${dropping ? " news-desk__form--dropping" : ""}`}
        noValidate
        aria-label="Article"
        onChange={changed}
        onSubmit={(event) => {
          clearTimeout(saveTimer.current);
          // A save on its way decides the article's id and version: this one waits for it.
          if (saveFetcher.state !== "idle") {
            event.preventDefault();
            pendingSubmit.current = (event.nativeEvent as SubmitEvent).submitter ?? null;
            return;
          }
          dirty.current = false;
        }}
        onDragOver={(event) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          setDropping(true);
        }}
        onDragLeave={(event) => {
          if (event.currentTarget === event.target) setDropping(false);
        }}
        onDrop={onDrop}
      >
        <ErrorSummary ref={summaryRef} items={items} />
        <input type="hidden" name="expectedUpdatedAt" value={version} />
        <TextField
          {...field("title")}
          required
          onValue={(title) => {
            if (!slugFollows.current) return;
            setSlug(slugFromTitle(title));
            checkSlug();
          }}
        />
        <TextField
          {...field("slug")}
          defaultValue={undefined}
          value={slug}
          onValue={(typed) => {
            slugFollows.current = typed === "";
            setSlug(typed);
            checkSlug();
          }}
          error={
            errors.slug ??
            (slugTaken
              ? `Another article already has this address: ${slugCheck.suggestion} is free`
              : undefined)
          }
          hint={`The article's address, /news/${slug || "…"}: it follows the title until you change it`}
          spellCheck={false}
        />
        <TextField
          {...field("excerpt")}
          hint="One or two sentences shown in lists, the feed and search results. Needed to publish"
        />
        <TextAreaField
          {...field("markdown")}
          rows={16}
          hint="Markdown: ## heading, **bold**, *italic*, [link](url), - list. Needed to publish"
        />
        <fieldset className="news-desk__cover">
          <legend>Cover picture</legend>
          <p className="field__hint">
            Needed to publish or schedule, with its description; a draft can do without.
          </p>
          {coverUrl.startsWith("/images/") ? (
            <img src={coverUrl} alt="" width={300} height={158} className="news-desk__cover-thumb" />
          ) : null}
          <TextField
            {...field("coverUrl")}
            defaultValue={undefined}
            value={coverUrl}
            onValue={setCoverUrl}
            hint="Filled in by an upload or a pick below, or an article cover the studio drew: /images/news/{slug}.webp"
            spellCheck={false}
          />
          <div className="field">
            <label className="field__label" htmlFor="article-coverFile">
              Upload a cover
            </label>
            <p id="article-coverFile-hint" className="field__hint">
              JPEG, PNG or WebP, at least 1200x630 pixels, at most 10 MB
              {hydrated
                ? "; or drop the picture anywhere on this form"
                : "; uploaded when you save or preview"}
            </p>
            <input
              ref={fileRef}
              id="article-coverFile"
              name="coverFile"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              aria-describedby="article-coverFile-hint"
              onChange={(event) => {
                event.stopPropagation();
                if (hydrated && event.target.files?.length) uploadCover();
              }}
            />
            <p className="news-desk__cover-status" role="status">
              {coverBusy ? "Uploading the cover…" : (coverError ?? "")}
            </p>
          </div>
          <CoverLibrary covers={library} chosen={coverUrl} onPick={setCoverUrl} />
          <TextField
            {...field("coverAlt")}
            hint="What the picture shows, for readers who cannot see it. Needed to publish"
          />
        </fieldset>
        <TextField {...field("tags")} hint="Separated by commas" />
        <TextField {...field("author")} hint={`Left empty, the author is you: ${staffName}`} />
        <SelectField
          {...field("locale")}
          placeholder="Choose a language"
          options={locales.map((locale) => ({ value: locale.code, label: locale.name }))}
        />
        {article ? null : (
          <TextField
            {...field("translationOf")}
            hint="To make this a translation: the other article as language/slug, e.g. en/koi-lantern-launch"
            spellCheck={false}
          />
        )}
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
            {article ? "Save" : "Save draft"}
          </button>
          {article?.status === "published" ? null : (
            <button type="submit" name="intent" value="save-publish" className="button button--ghost">
              Publish
            </button>
          )}
          {hydrated ? null : (
            // Without scripts the preview is rendered by posting the form; with them it follows typing.
            <button type="submit" name="intent" value="preview" className="button button--ghost">
              Preview
            </button>
          )}
          <p className="news-desk__saved" role="status">
            {saveNote ??
              (hydrated
                ? "Drafts save themselves a few seconds after you stop typing; Ctrl+S or ⌘S saves now."
                : "")}
          </p>
        </div>
      </Form>
      <ArticlePreview values={previewValues} body={previewBody} />
    </div>
  );
}
