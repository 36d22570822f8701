/**
 * The chat calls of the profile API (docs/product.md#the-calls: chat, latest-s3, chatId, message-reset, and our
 * message, chat-list and relationship), in a module of their own so that only the messages page carries them:
 * the profile module (on every signed-in page's first download) re-exports them for the server and the calls table.
 */
import * as z from 'zod/mini';
import '../zod-locale.ts';
import { PROFILE_PATH, missingParameterMessage, requiredString } from './params';

export { PROFILE_PATH };

const isoDateTime = z.string().register(z.globalRegistry, { description: 'ISO 8601 date-time' });

/** Longest chat message, in characters (docs/product.md#constants-and-limits). */
export const CHAT_MESSAGE_MAX = 4000;
/** Messages per chat or latest-messages answer. */
export const CHAT_PAGE_SIZE = 100;

// ---------------------------------------------------------------------------
// Chats

const CHAT_MESSAGE_STATUSES = ['sent', 'delivered', 'read'] as const;
export type ChatMessageStatus = (typeof CHAT_MESSAGE_STATUSES)[number];

export const chatMessageSchema = z.object({
  /** Increasing per server; also the `marker` of latest-s3. */
  id: z.string(),
  chatId: z.string(),
  senderId: z.string(),
  content: z.string(),
  timestamp: isoDateTime,
  isCurrentUser: z.boolean(),
  /**
   * How far the message got, decided by the server: `sent` once stored, `delivered` once the recipient's client
   * fetched it, `read` once the recipient opened the chat. It only ever moves forward.
   */
  status: z.enum(CHAT_MESSAGE_STATUSES),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** Where the other member of a chat has got to: the highest message id they fetched, and read (null: none). */
const chatReceiptsSchema = z.object({
  deliveredUpTo: z.nullable(z.string()),
  readUpTo: z.nullable(z.string()),
});
export type ChatReceipts = z.infer<typeof chatReceiptsSchema>;

/** A member may call a connection their mentor or their mentee. */
const RELATIONSHIPS = ['mentor', 'mentee'] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

const chatParticipantSchema = z.object({
  id: z.string(),
  fname: z.string(),
  lname: z.string(),
  email: z.string(),
  profilePicture: z.nullable(z.string()),
});

/** POST ?type=chat */
export const chatBodySchema = z.object({ chatId: requiredString('chatId', { max: 64 }) });
export const chatResponseSchema = z.object({
  chatId: z.string(),
  participants: z.array(chatParticipantSchema),
  /** Oldest first; the last CHAT_PAGE_SIZE messages. */
  messages: z.array(chatMessageSchema),
  unreadCount: z.number(),
  /** The other member's progress through the caller's messages. */
  receipts: chatReceiptsSchema,
});

/** POST ?type=latest-s3: messages between sender (the caller) and recipient newer than `marker`. */
export const latestMessagesBodySchema = z.object({
  sEmail: requiredString('sEmail'),
  rEmail: requiredString('rEmail'),
  /** The last message id the client has; absent or empty for the latest page. */
  marker: z
    .pipe(
      z.nullish(
        z.union([z.string().check(z.trim(), z.maxLength(32)), z.number().check(z.int(), z.gte(0))], {
          error: 'marker must be a message id',
        }),
      ),
      z.transform((value: string | number | null | undefined) =>
        value === undefined || value === null || value === '' ? null : String(value),
      ),
    )
    .check(z.refine((value: string | null) => value === null || /^\d{1,18}$/.test(value), { error: 'marker must be a message id' })),
});
export const latestMessagesResponseSchema = z.object({
  chatId: z.nullable(z.string()),
  /** Oldest first. */
  messages: z.array(chatMessageSchema),
  /** Pass back as `marker` to get only newer messages; null when there are none. */
  marker: z.nullable(z.string()),
  /** The recipient's progress through the caller's messages, so that older messages' statuses move on too. */
  receipts: chatReceiptsSchema,
});

/** POST ?type=chatId: the chat between recipient and sender (the caller), created on first use. */
export const chatIdBodySchema = z.object({
  rId: requiredString('rId'),
  sId: requiredString('sId'),
});
export const chatIdResponseSchema = z.object({ chatId: z.string(), created: z.boolean() });

/** POST ?type=message (our addition). */
export const sendMessageBodySchema = z.object({
  chatId: requiredString('chatId', { max: 64 }),
  content: requiredString('content', { max: CHAT_MESSAGE_MAX }),
});
/** The call's answer is the message as stored: the same schema under the call's name. @alias */
export const sendMessageResponseSchema = chatMessageSchema;

/** POST ?type=chat-list (our addition): everyone the caller can message: their connections and anyone they have a chat with. */
export const chatListBodySchema = z.object({});
const conversationSchema = z.object({
  /** The other member. */
  memberId: z.string(),
  fname: z.string(),
  lname: z.string(),
  email: z.string(),
  profilePicture: z.nullable(z.string()),
  archetype: z.nullable(z.string()),
  title: z.nullable(z.string()),
  department: z.nullable(z.string()),
  /** True when the two are connected; false for a colleague the caller only has a chat with. */
  isConnection: z.boolean(),
  connectionStrength: z.nullable(z.number()),
  matchDateTime: z.nullable(isoDateTime),
  /** What the caller calls this member; null: neither. */
  relationship: z.nullable(z.enum(RELATIONSHIPS)),
  chatId: z.nullable(z.string()),
  lastMessage: z.nullable(z.object({ content: z.string(), timestamp: isoDateTime, isCurrentUser: z.boolean() })),
  unreadCount: z.number(),
});
export type Conversation = z.infer<typeof conversationSchema>;
/** Latest message first, then conversations without messages by name. */
export const chatListResponseSchema = z.array(conversationSchema);

/** PUT ?type=relationship (our addition): call one of one's connections a mentor or a mentee, or neither ('none'). */
export const relationshipBodySchema = z.object({
  memberId: requiredString('memberId'),
  relationship: z.enum(['mentor', 'mentee', 'none'], {
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? missingParameterMessage('relationship')
        : "relationship must be 'mentor', 'mentee' or 'none'",
  }),
});
export const relationshipResponseSchema = z.object({
  memberId: z.string(),
  relationship: z.nullable(z.enum(RELATIONSHIPS)),
});

/** PUT ?type=message-reset: the caller has read the chat. */
export const messageResetBodySchema = z.object({
  id: requiredString('id'),
  chatId: requiredString('chatId', { max: 64 }),
});
export const messageResetResponseSchema = z.object({ chatId: z.string(), unreadCount: z.literal(0) });

/** The other member as the messages page names them (the profile's user part: names, e-mail, picture). */
const chatUserSchema = z.object({
  fname: z.string(),
  lname: z.string(),
  email: z.string(),
  profilePicture: z.nullable(z.string()),
});

/** POST ?type=recipient: another member to write to (a connection or a colleague). */
export const recipientBodySchema = z.object({ memberId: requiredString('memberId') });
export const recipientResponseSchema = z.object({
  id: z.string(),
  user: chatUserSchema,
  archetype: z.nullable(z.string()),
  title: z.nullable(z.string()),
  department: z.nullable(z.string()),
  chatId: z.nullable(z.string()),
});
