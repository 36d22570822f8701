/**
 * The advisor evaluation's and benchmark's world: the whole server in-process on an in-memory PGlite with the demo
 * seed, at a fixed moment (so calendars, free times and answers are the same on every run), a session for each
 * member asked about, and two ways to ask Link a question: through `POST /v1/advisor/chat` as the app does
 * (streamed, timed to the first `delta` event), or straight to the built-in provider with the facts the route
 * would build (`buildFacts`), which times the provider alone. `createAsker` takes the route whenever the server
 * has it. The per-member limits are lifted: the evaluation asks far more than a member may.
 */
import { ADVISOR_CHAT_PATH, createStreamEventParser, type AdvisorLink, type ChatMode } from '@kindred/contracts/api/advisor';
import { createDeps, createServerApp, type Deps } from '../src/compose.ts';
import { buildFacts } from '../src/modules/advisor/index.ts';
import { createBuiltinProvider } from '../src/modules/advisor/builtin/index.ts';
import type { AdvisorFacts, ProviderRequest, ReplyChunk } from '../src/modules/advisor/types.ts';
import { schedulesOf } from '../src/modules/calendar/repository.ts';
import type { Caller } from '../src/modules/identity/index.ts';
import { createIdentityRepository } from '../src/modules/identity/repository.ts';
import { DEMO_ACCOUNTS, DEMO_ORG, seedDemo } from '../src/modules/seed/index.ts';
import type { RateLimiter } from '../src/platform/rate-limit/rate-limit.ts';
import { loadConfig } from '../src/platform/config/config.ts';
import { migrate } from '../src/platform/db/migrate.ts';
import { openPglite } from '../src/platform/db/pglite.ts';
import { listen, type RunningServer } from '../src/platform/http/server.ts';
import { createLogger } from '../src/platform/log/logger.ts';

/** A Tuesday morning: every run of the evaluation sees the same week. ADVISOR_EVAL_NOW moves it. */
const DEMO_NOW = new Date(process.env.ADVISOR_EVAL_NOW ?? '2026-11-24T08:30:00Z');

export interface DemoMember {
  caller: Caller;
  email: string;
  name: string;
  idToken: string;
  /** The member's own time zone (their calendar's working hours), sent as the client's hint. */
  timeZone: string;
}

export interface DemoWorld {
  deps: Deps;
  app: ReturnType<typeof createServerApp>;
  /** Every member's full name in the demo organisation: a reply may name only the asker's connections among them. */
  memberNames: string[];
  member(email: string): Promise<DemoMember>;
  /** Serves the app on a loopback socket (for measuring over real HTTP); answers its base URL. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

/** Limits are not what is measured here. */
const allowAll: RateLimiter = {
  hit: async () => ({ allowed: true, retryAfterSeconds: 1, remaining: 1_000_000 }),
  release: async () => {},
  hitUntil: async () => ({ allowed: true, retryAfterSeconds: 1, remaining: 1_000_000 }),
  gap: async () => ({ allowed: true, retryAfterSeconds: 1, remaining: 0 }),
  close: async () => {},
};

export async function startDemoWorld(): Promise<DemoWorld> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', HOST: '127.0.0.1', PORT: '0' });
  const db = await openPglite();
  await migrate(db);
  const clock = { now: () => new Date(DEMO_NOW) };
  const deps = await createDeps(config, { db, clock, rateLimiter: allowAll, log: createLogger({ level: 'silent' }), print: () => {} });
  await seedDemo(db, { now: DEMO_NOW });
  const app = createServerApp(deps);
  const identity = createIdentityRepository(db);
  const everyone = await deps.profile.membersOf([DEMO_ORG.orgcode], { limit: 5000 });
  let running: RunningServer | undefined;
  return {
    deps,
    app,
    memberNames: everyone.map((row) => `${row.givenName} ${row.familyName}`.trim()),
    async member(email) {
      const user = await identity.findUserByEmail(email);
      if (!user) throw new Error(`No demo member ${email}`);
      const tokens = await deps.identity.startSession(user, { ip: '127.0.0.1', userAgent: 'advisor-eval' });
      const [schedule] = await schedulesOf(db, [user.id]);
      const sessionId = JSON.parse(Buffer.from(tokens.idToken.split('.')[1]!, 'base64url').toString()).sid as string | undefined;
      return {
        caller: { userId: user.id, memberId: user.memberId, email: user.email, sessionId: sessionId ?? 'advisor-eval' },
        email: user.email,
        name: `${user.givenName} ${user.familyName}`,
        idToken: tokens.idToken,
        timeZone: schedule?.timeZone ?? 'UTC',
      };
    },
    async listen() {
      running ??= await listen(app, deps);
      return running.url;
    },
    async close() {
      await running?.close();
      await deps.close();
    },
  };
}

/** The demo account that signs in without a code; the evaluation's other members are chosen from the seed. */
export const DEMO_ACCOUNT_EMAIL = DEMO_ACCOUNTS[0].email;

// ---------------------------------------------------------------------------
// Facts: what the server rebuilds about the member for every question

export interface PageHint {
  currentPage?: string;
  pageContext?: { type?: string; title?: string; description?: string; category?: string };
}

/** The client's context for a question: the member's time zone and the page it was asked from. */
function contextOf(member: DemoMember, hint: PageHint = {}): Record<string, unknown> {
  return { timezone: member.timeZone, ...hint };
}

/** The facts the chat route gives the provider, from the advisor module's own `buildFacts`. */
export function loadFacts(world: DemoWorld, member: DemoMember, hint: PageHint = {}): Promise<AdvisorFacts> {
  return buildFacts(world.deps, member.caller, contextOf(member, hint));
}

// ---------------------------------------------------------------------------
// Asking Link

interface Ask {
  messages: Array<{ role: 'user' | 'assistant'; content: string }>;
  chatMode: ChatMode;
  hint?: PageHint;
}

export interface Answer {
  text: string;
  links: AdvisorLink[];
  /** Milliseconds from the question to the first piece of text. */
  firstChunkMs: number;
  totalMs: number;
}

export interface Asker {
  /** How questions reach Link: 'endpoint' (POST /v1/advisor/chat, streamed) or 'provider' (the built-in provider, given `buildFacts`' facts). */
  readonly via: 'endpoint' | 'provider';
  ask(member: DemoMember, ask: Ask): Promise<Answer>;
}

export function hasAdvisorRoute(world: DemoWorld): boolean {
  return world.deps.registry.list().some((route) => route.key === `POST ${ADVISOR_CHAT_PATH}`);
}

/**
 * Through the route: the streamed answer, timed to its first `delta` event. In-process (`app.request`) unless given
 * the base URL of a listening server, then over a loopback socket.
 */
export function createEndpointAsker(world: DemoWorld, baseUrl?: string): Asker {
  return {
    via: 'endpoint',
    async ask(member, { messages, chatMode, hint }) {
      const init = {
        method: 'POST',
        headers: { authorization: `Bearer ${member.idToken}`, 'content-type': 'application/json', 'x-forwarded-for': '198.18.0.1' },
        body: JSON.stringify({ messages, chatMode, stream: true, context: contextOf(member, hint) }),
      };
      const started = performance.now();
      const res = baseUrl ? await fetch(`${baseUrl}${ADVISOR_CHAT_PATH}`, init) : await world.app.request(ADVISOR_CHAT_PATH, init);
      if (!res.ok || !res.body) throw new Error(`${ADVISOR_CHAT_PATH} answered ${res.status}: ${await res.text()}`);
      const parse = createStreamEventParser();
      const decoder = new TextDecoder();
      let text = '';
      let links: AdvisorLink[] = [];
      let firstChunkMs = -1;
      for await (const bytes of res.body) {
        for (const event of parse(decoder.decode(bytes, { stream: true }))) {
          if (event.event === 'delta') {
            if (firstChunkMs < 0) firstChunkMs = performance.now() - started;
            text += event.data.text;
          } else if (event.event === 'links') links = event.data.links;
          else if (event.event === 'error') throw new Error(event.data.error);
        }
      }
      return { text, links, firstChunkMs, totalMs: performance.now() - started };
    },
  };
}

/** Straight to the built-in provider, with the facts the route would build; the time to first chunk is the provider's alone. */
function createProviderAsker(world: DemoWorld): Asker {
  const provider = createBuiltinProvider();
  return {
    via: 'provider',
    async ask(member, { messages, chatMode, hint }) {
      const facts = await loadFacts(world, member, hint);
      const request: ProviderRequest = {
        chatMode,
        model: 'flash',
        maxTokens: chatMode === 'popup' ? 500 : 1000,
        messages,
        facts,
        system: '',
        signal: new AbortController().signal,
      };
      return collect(provider.reply(request));
    },
  };
}

export async function collect(chunks: AsyncIterable<ReplyChunk>): Promise<Answer> {
  const started = performance.now();
  let text = '';
  const links: AdvisorLink[] = [];
  let firstChunkMs = -1;
  for await (const chunk of chunks) {
    if (chunk.type === 'text') {
      if (firstChunkMs < 0) firstChunkMs = performance.now() - started;
      text += chunk.text;
    } else links.push(chunk.link);
  }
  return { text, links, firstChunkMs, totalMs: performance.now() - started };
}

/** The route when the server has it (and answers with the built-in advisor), else the provider. */
export function createAsker(world: DemoWorld): Asker {
  return hasAdvisorRoute(world) ? createEndpointAsker(world) : createProviderAsker(world);
}
