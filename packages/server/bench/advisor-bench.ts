/**
 * `npm run bench:advisor`: how soon the built-in advisor starts answering. A benchmark, not a test: its figures
 * depend on the machine.
 *
 * On the seeded demo organisation (advisor-demo.ts), asks every question of the evaluation as three members
 * with different profiles and measures the time to the first streamed piece of text, server-side:
 *
 * - through the route, when the server has it: `POST /v1/advisor/chat` with `stream: true` over a loopback
 *   socket, from sending the request to the first `delta` event (limits, rebuilding the member's facts from the
 *   database, the provider's first words, the event on the wire);
 * - the provider alone, given facts already built: from asking to its first text chunk.
 *
 * Prints the median and p95 of each, the first (cold) request apart, and the whole reply's median, against the
 * target of a 300 ms median to the first chunk. Exits 1 when the target is missed.
 *
 * ADVISOR_BENCH_ROUNDS (default 1): how many times each question is asked per member.
 */
import type { ChatMode } from '@kindred/contracts/api/advisor';
import { createBuiltinProvider } from '../src/modules/advisor/builtin/index.ts';
import { collect, createEndpointAsker, DEMO_ACCOUNT_EMAIL, hasAdvisorRoute, loadFacts, startDemoWorld, type DemoMember } from './advisor-demo.ts';
import { EVAL_QUESTIONS } from './advisor-eval-questions.ts';

const TARGET_MEDIAN_MS = 300;
const ROUNDS = Math.max(1, Number(process.env.ADVISOR_BENCH_ROUNDS ?? 1));
const MEMBERS = [DEMO_ACCOUNT_EMAIL, 'freya.andersson@kindred.test', 'mei.lin@kindred.test'];

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summary(label: string, samples: number[]): { median: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const median = percentile(sorted, 50);
  console.log(
    `  ${label.padEnd(44)} n=${String(samples.length).padStart(4)}   median ${median.toFixed(2).padStart(7)} ms   p95 ${percentile(sorted, 95).toFixed(2).padStart(7)} ms   max ${sorted[sorted.length - 1]!.toFixed(2).padStart(7)} ms`,
  );
  return { median };
}

interface Sample {
  member: DemoMember;
  question: string;
  chatMode: ChatMode;
  hint: Parameters<typeof loadFacts>[2];
}

async function main() {
  const world = await startDemoWorld();
  try {
    const members = await Promise.all(MEMBERS.map((email) => world.member(email)));
    const samples: Sample[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const member of members) {
        const facts = await loadFacts(world, member);
        for (const q of EVAL_QUESTIONS) {
          samples.push({ member, question: typeof q.question === 'function' ? q.question(facts) : q.question, chatMode: q.chatMode ?? 'insights', hint: q.hint ?? {} });
        }
      }
    }
    console.log(`Built-in advisor, time to the first streamed chunk: ${samples.length} questions (${EVAL_QUESTIONS.length} × ${members.length} members × ${ROUNDS})`);
    let headline: number;

    // The provider alone, first: its very first call builds the catalogue indexes (cold).
    const provider = createBuiltinProvider();
    const providerFirst: number[] = [];
    const providerTotal: number[] = [];
    for (const sample of samples) {
      const facts = await loadFacts(world, sample.member, sample.hint);
      const answer = await collect(
        provider.reply({
          chatMode: sample.chatMode,
          model: 'flash',
          maxTokens: sample.chatMode === 'popup' ? 500 : 1000,
          messages: [{ role: 'user', content: sample.question }],
          facts,
          system: '',
          signal: new AbortController().signal,
        }),
      );
      providerFirst.push(answer.firstChunkMs);
      providerTotal.push(answer.totalMs);
    }

    if (hasAdvisorRoute(world)) {
      const asker = createEndpointAsker(world, await world.listen());
      const first: number[] = [];
      const total: number[] = [];
      for (const sample of samples) {
        const answer = await asker.ask(sample.member, { messages: [{ role: 'user', content: sample.question }], chatMode: sample.chatMode, hint: sample.hint });
        first.push(answer.firstChunkMs);
        total.push(answer.totalMs);
      }
      console.log('\nThrough POST /v1/advisor/chat (stream: true, loopback socket), to the first `delta` event:');
      console.log(`  first request (cold server)                  ${first[0]!.toFixed(2).padStart(7)} ms`);
      headline = summary('time to first chunk (after the first)', first.slice(1)).median;
      summary('whole reply', total.slice(1));
    } else {
      console.log('\nThe chat route is not mounted: measured through the provider only.');
      headline = Number.NaN;
    }

    console.log('\nThe built-in provider alone (facts already built), to its first text chunk:');
    console.log(`  first call (cold process)                    ${providerFirst[0]!.toFixed(3).padStart(7)} ms`);
    const providerMedian = summary('time to first chunk (after the first)', providerFirst.slice(1)).median;
    summary('whole reply', providerTotal.slice(1));
    if (Number.isNaN(headline)) headline = providerMedian;

    const met = headline <= TARGET_MEDIAN_MS;
    console.log(`\nTarget: median time to first chunk ≤ ${TARGET_MEDIAN_MS} ms: ${met ? 'met' : 'NOT met'} (${headline.toFixed(2)} ms)`);
    process.exitCode = met ? 0 : 1;
  } finally {
    await world.close();
  }
}

await main();
