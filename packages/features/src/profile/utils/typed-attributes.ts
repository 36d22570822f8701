/**
 * Profile and connection answers come "typed-attribute or plain" (docs/product.md#what-it-keeps,
 * docs/product.md#what-it-keeps; docs/decisions.md#we-build-the-server). Our server answers plain JSON; another implementation
 * of the same contract may answer in the typed-attribute form, where every
 * value names its type: `{"S": "text"}`, `{"N": "12"}`, `{"BOOL": true}`,
 * `{"NULL": true}`, `{"L": [...]}`, `{"M": {...}}` (and the sets `SS`, `NS`).
 *
 * `fromTypedAttributes` turns either form into plain JSON, so the schemas after
 * it only ever see one shape. Plain JSON passes through unchanged.
 */

type Plain = string | number | boolean | null | Plain[] | { [key: string]: Plain };

const TYPE_TAGS = new Set(['S', 'N', 'BOOL', 'NULL', 'L', 'M', 'SS', 'NS']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toNumber(value: unknown): number | string {
  if (typeof value === 'number') return value;
  const text = String(value).trim();
  const parsed = Number(text);
  // A malformed number stays text rather than turning into NaN; the schemas decide.
  return text !== '' && Number.isFinite(parsed) ? parsed : text;
}

/**
 * The tagged value inside a one-key object such as `{"S": "x"}`, or undefined
 * when the object is not a typed attribute (its tag is unknown or its payload
 * has the wrong type, e.g. a plain field that happens to be called `M`).
 */
function readTagged(value: Record<string, unknown>): { value: Plain } | undefined {
  const keys = Object.keys(value);
  if (keys.length !== 1) return undefined;
  const tag = keys[0] as string;
  if (!TYPE_TAGS.has(tag)) return undefined;
  const payload = value[tag];
  switch (tag) {
    case 'S':
      return typeof payload === 'string' ? { value: payload } : undefined;
    case 'N':
      return typeof payload === 'string' || typeof payload === 'number' ? { value: toNumber(payload) } : undefined;
    case 'BOOL':
      return typeof payload === 'boolean' ? { value: payload } : undefined;
    case 'NULL':
      return payload === true ? { value: null } : undefined;
    case 'L':
      return Array.isArray(payload) ? { value: payload.map(fromTypedAttributes) } : undefined;
    case 'M':
      return isRecord(payload) ? { value: mapValues(payload) } : undefined;
    case 'SS':
      return Array.isArray(payload) && payload.every((item) => typeof item === 'string') ? { value: payload as string[] } : undefined;
    case 'NS':
      return Array.isArray(payload) ? { value: payload.map(toNumber) } : undefined;
    default:
      return undefined;
  }
}

function mapValues(record: Record<string, unknown>): { [key: string]: Plain } {
  const out: { [key: string]: Plain } = {};
  for (const [key, value] of Object.entries(record)) out[key] = fromTypedAttributes(value);
  return out;
}

/** Plain JSON from either form; nested typed attributes at any depth are unwrapped. */
export function fromTypedAttributes(value: unknown): Plain {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.map(fromTypedAttributes);
  if (isRecord(value)) {
    const tagged = readTagged(value);
    return tagged ? tagged.value : mapValues(value);
  }
  return null;
}

/**
 * The document inside common envelopes: `{ Item: {...} }` (a key-value store's
 * read) and `{ statusCode, body: "<json>" }` (a function gateway's answer, the
 * shape of get-matches in docs/product.md#the-calls). Anything else is returned as it is.
 */
export function unwrapEnvelope(value: unknown): unknown {
  if (!isRecord(value)) return value;
  const keys = Object.keys(value);
  if (keys.length === 1 && keys[0] === 'Item') return value.Item;
  if ('statusCode' in value && typeof value.body === 'string' && keys.length <= 3) {
    try {
      return JSON.parse(value.body) as unknown;
    } catch {
      return value;
    }
  }
  return value;
}

/** True for an answer that carries nothing: no body, null, an empty object or list. */
export function isEmptyAnswer(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (isRecord(value)) return Object.keys(value).length === 0;
  return false;
}
