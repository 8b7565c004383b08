import type {
  ContactTopic,
  MessageDetail,
  MessageListQuery,
  MessageListResponse,
  MessageSummary,
  StaffMemberSummary,
} from "@quillspin/contracts";
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/database";
import { accounts } from "../accounts/accounts.tables";
import { mailOutbox } from "../mail/mail.tables";
import type { DbExecutor } from "../mail/outbox";
import { contactMessages } from "./contact.tables";
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

function summaryOf(
  message: StoredMessage,
  staff: Map<string, StaffMemberSummary>,
  latestMail: Parameters<typeof deliveryStateOf>[0] | undefined,
): MessageSummary {
  return {
    id: message.id,
    receivedAt: message.createdAt.toISOString(),
    topic: message.topic as ContactTopic,
    name: message.name,
    email: message.email,
    company: message.company,
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
  const [staff, mails] = await Promise.all([
    staffByIds(
      db,
      rows.map((row) => row.assigneeId),
    ),
    mailsOf(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  const latestMail = new Map(mails.map((mail) => [mail.contactMessageId, mail]));
  return {
    data: rows.map((row) => summaryOf(row, staff, latestMail.get(row.id))),
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
  const [staff, mails] = await Promise.all([
    staffByIds(db, [message.assigneeId, message.readById, message.handledById]),
    mailsOf(db, [message.id]),
  ]);
  const byWhom = (at: Date | null, who: string | null) =>
    at ? { at: at.toISOString(), by: (who && staff.get(who)) || null } : null;
  return {
    ...summaryOf(message, staff, mails.at(-1)),
    message: message.message,
    consentAt: message.consentAt.toISOString(),
    readBy: byWhom(message.readAt, message.readById),
    handledBy: byWhom(message.handledAt, message.handledById),
    mails: mails.map(toMessageMail),
  };
}
