import type {
  ContactTopic,
  MessageDetail,
  MessageFile,
  MessageListQuery,
  MessageListResponse,
  MessageSummary,
  StaffMemberSummary,
} from "@quillspin/contracts";
import { cvFileTypes } from "@quillspin/contracts";
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/database";
import { accounts } from "../accounts/accounts.tables";
import { roleTitle } from "../careers/careers.service";
import { mailOutbox } from "../mail/mail.tables";
import type { DbExecutor } from "../mail/outbox";
import { contactMessageFiles, contactMessages } from "./contact.tables";
import { deliveryStateOf, toMessageMail } from "./mail-delivery-state";
import { messageNotFound } from "./message-refusal";

type StoredMessage = typeof contactMessages.$inferSelect;

const EXCERPT_LENGTH = 140;

/** The start of the message on one line, cut at a word where it can be. */
export function excerptOf(message: string): string {
  const line = message.replace(/\s+/g, " ").trim();
  if (line.length <= EXCERPT_LENGTH) return line;
  const cut = line.slice(0, EXCERPT_LENGTH);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > EXCERPT_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** `%`, `_` and `\` match themselves in a contains-search. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

const staffColumns = { id: accounts.id, name: accounts.name, email: accounts.email, role: accounts.role };

/** Editors and administrators who can sign in: the people a message can be given to. */
export async function assignableStaff(db: DbExecutor): Promise<StaffMemberSummary[]> {
  const rows = await db
    .select(staffColumns)
    .from(accounts)
    .where(and(inArray(accounts.role, ["editor", "admin"]), eq(accounts.status, "approved")))
    .orderBy(asc(accounts.name), asc(accounts.email));
  return rows.map(asStaffMember);
}

function asStaffMember(row: { id: string; name: string; email: string; role: string }): StaffMemberSummary {
  return { id: row.id, name: row.name, email: row.email, role: row.role === "admin" ? "admin" : "editor" };
}

async function staffByIds(db: DbExecutor, ids: (string | null)[]): Promise<Map<string, StaffMemberSummary>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select(staffColumns).from(accounts).where(inArray(accounts.id, wanted));
  return new Map(rows.map((row) => [row.id, asStaffMember(row)]));
}

async function mailsOf(db: DbExecutor, messageIds: string[]) {
  if (messageIds.length === 0) return [];
  return db
    .select()
    .from(mailOutbox)
    .where(inArray(mailOutbox.contactMessageId, messageIds))
    .orderBy(asc(mailOutbox.createdAt));
}

/** The files of these messages, without their bytes: how many per message, or each one's facts. */
async function filesOf(
  db: DbExecutor,
  messageIds: string[],
): Promise<(MessageFile & { messageId: string })[]> {
  if (messageIds.length === 0) return [];
  const rows = await db
    .select({
      id: contactMessageFiles.id,
      messageId: contactMessageFiles.messageId,
      name: contactMessageFiles.fileName,
      kind: contactMessageFiles.kind,
      sizeBytes: contactMessageFiles.sizeBytes,
    })
    .from(contactMessageFiles)
    .where(inArray(contactMessageFiles.messageId, messageIds))
    .orderBy(asc(contactMessageFiles.createdAt));
  return rows.map((row) => ({ ...row, mediaType: mediaTypeOf(row.kind) }));
}

export function mediaTypeOf(kind: string): string {
  return cvFileTypes.find((type) => type.kind === kind)?.mediaType ?? "application/octet-stream";
}

/** One file's bytes, when it belongs to that message. */
export async function messageFile(db: DbExecutor, messageId: string, fileId: string) {
  const [file] = await db
    .select()
    .from(contactMessageFiles)
    .where(and(eq(contactMessageFiles.messageId, messageId), eq(contactMessageFiles.id, fileId)));
  return file;
}

function summaryOf(
  message: StoredMessage,
  staff: Map<string, StaffMemberSummary>,
  latestMail: Parameters<typeof deliveryStateOf>[0] | undefined,
  files = 0,
): MessageSummary {
  return {
    id: message.id,
    receivedAt: message.createdAt.toISOString(),
    topic: message.topic as ContactTopic,
    name: message.name,
    email: message.email,
    company: message.company,
    role: message.role ? { id: message.role, title: roleTitle(message.role) } : null,
    files,
    excerpt: excerptOf(message.message),
    read: message.readAt !== null,
    handled: message.handledAt !== null,
    assignee: (message.assigneeId && staff.get(message.assigneeId)) || null,
    mailState: latestMail ? deliveryStateOf(latestMail) : null,
  };
}

function filtersOf(query: MessageListQuery, viewerId: string): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.read)
    conditions.push(
      query.read === "unread" ? isNull(contactMessages.readAt) : isNotNull(contactMessages.readAt),
    );
  if (query.state) {
    conditions.push(
      query.state === "open" ? isNull(contactMessages.handledAt) : isNotNull(contactMessages.handledAt),
    );
  }
  if (query.assignee === "me") conditions.push(eq(contactMessages.assigneeId, viewerId));
  else if (query.assignee === "anyone") conditions.push(isNotNull(contactMessages.assigneeId));
  else if (query.assignee === "nobody") conditions.push(isNull(contactMessages.assigneeId));
  else if (query.assignee) conditions.push(eq(contactMessages.assigneeId, query.assignee));
  if (query.topic) conditions.push(eq(contactMessages.topic, query.topic));
  if (query.q) {
    const pattern = containing(query.q);
    conditions.push(
      or(
        ilike(contactMessages.name, pattern),
        ilike(contactMessages.email, pattern),
        ilike(contactMessages.company, pattern),
        ilike(contactMessages.message, pattern),
      ),
    );
  }
  return and(...conditions);
}

/** A page of messages, newest first, with the number still unread across the whole inbox. */
export async function listMessages(
  db: Db,
  query: MessageListQuery,
  viewerId: string,
): Promise<MessageListResponse> {
  const where = filtersOf(query, viewerId);
  const [rows, [totals], [unread]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(contactMessages).where(where),
    db.select({ total: count() }).from(contactMessages).where(isNull(contactMessages.readAt)),
  ]);
  const ids = rows.map((row) => row.id);
  const [staff, mails, files] = await Promise.all([
    staffByIds(
      db,
      rows.map((row) => row.assigneeId),
    ),
    mailsOf(db, ids),
    filesOf(db, ids),
  ]);
  const latestMail = new Map(mails.map((mail) => [mail.contactMessageId, mail]));
  const fileCounts = new Map<string, number>();
  for (const file of files) fileCounts.set(file.messageId, (fileCounts.get(file.messageId) ?? 0) + 1);
  return {
    data: rows.map((row) => summaryOf(row, staff, latestMail.get(row.id), fileCounts.get(row.id))),
    meta: { page: query.page, limit: query.limit, total: totals?.total ?? 0, unread: unread?.total ?? 0 },
  };
}

export async function findStoredMessage(db: DbExecutor, id: string): Promise<StoredMessage> {
  const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!message) throw messageNotFound();
  return message;
}

/** One message in full: its text, who read and handled it, and every mail about it. */
export async function messageDetail(db: DbExecutor, id: string): Promise<MessageDetail> {
  const message = await findStoredMessage(db, id);
  const [staff, mails, files] = await Promise.all([
    staffByIds(db, [message.assigneeId, message.readById, message.handledById]),
    mailsOf(db, [message.id]),
    filesOf(db, [message.id]),
  ]);
  const byWhom = (at: Date | null, who: string | null) =>
    at ? { at: at.toISOString(), by: (who && staff.get(who)) || null } : null;
  return {
    ...summaryOf(message, staff, mails.at(-1), files.length),
    message: message.message,
    attachments: files.map(({ messageId: _messageId, ...file }) => file),
    consentAt: message.consentAt.toISOString(),
    readBy: byWhom(message.readAt, message.readById),
    handledBy: byWhom(message.handledAt, message.handledById),
    mails: mails.map(toMessageMail),
  };
}
