/**
 * Deterministic variety: the same question from the same member is always answered in the same words (a reply
 * can be reproduced and tested), while different questions pick different phrasings, so the advisor does not
 * read like a form letter.
 */

/** FNV-1a over the text: a small, stable 32-bit seed. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** One of the options, chosen by the seed; `salt` lets one reply vary several places independently. */
export function variant<T>(options: readonly [T, ...T[]], seed: number, salt = 0): T {
  const mixed = seedOf(`${seed}:${salt}`);
  return options[mixed % options.length]!;
}

/** 'a', 'a and b', 'a, b and c'. */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** 'an Explorer', 'a Thinker'. */
export function withArticle(word: string): string {
  return `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
}

/** The first sentence of a text (descriptions are written as whole sentences). */
export function firstSentence(text: string): string {
  const match = text.match(/^.*?[.!?](?=\s|$)/);
  return (match ? match[0] : text).trim();
}

/** Lower-cases the first letter, for a sentence quoted inside another one. */
export function uncapitalise(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/**
 * Splits text into the pieces a reply streams: a few words each, every piece keeping its trailing space, so the
 * pieces joined give the text back exactly.
 */
export function streamPieces(text: string, wordsPerPiece = 5): string[] {
  const lead = /^\s*/.exec(text)![0];
  const words = text.match(/\S+\s*/g) ?? [];
  if (words.length === 0) return text ? [text] : [];
  words[0] = `${lead}${words[0]}`;
  const pieces: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerPiece) pieces.push(words.slice(i, i + wordsPerPiece).join(''));
  return pieces;
}
