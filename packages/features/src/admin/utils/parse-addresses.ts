/**
 * The addresses of a pasted list or a CSV file, read in the browser before a bulk invitation: one address or
 * several per line, separated by commas, semicolons, tabs or spaces; CSV fields may be quoted; "Ana <ana@x.com>"
 * gives the address in brackets. A line with no "@" is kept as it is (the server answers it "not an address"),
 * except the first line of a file, which is taken for its header ("email,name"). Blank lines are skipped.
 */
import { BULK_INVITATION_MAX } from '@kindred/contracts/api/organizations';

/** The fields of one CSV line; quotes group a field and "" is a quote inside one. */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',' || char === ';' || char === '\t') {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields;
}

/** The addresses in one field: the part in angle brackets, or each word with an "@". */
function addressesIn(field: string): string[] {
  const bracketed = /<([^<>]+)>/.exec(field);
  if (bracketed) return [bracketed[1]!.trim()];
  return field.split(/\s+/).filter((word) => word.includes('@'));
}

export interface ParsedAddresses {
  /** In the order found: addresses, and the lines that hold none (for the server to answer). */
  entries: string[];
  /** Over BULK_INVITATION_MAX entries: the list is refused before it is sent. */
  tooMany: boolean;
}

export function parseAddresses(text: string, options: { hasHeader?: boolean } = {}): ParsedAddresses {
  const entries: string[] = [];
  const lines = text.split(/\r\n|\n|\r/);
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    const found = csvFields(line).flatMap(addressesIn);
    if (found.length > 0) entries.push(...found);
    else if (!(options.hasHeader && index === 0)) entries.push(line.trim());
  });
  return { entries, tooMany: entries.length > BULK_INVITATION_MAX };
}

/** The lines of a file; the first counts as its header when it holds no address. */
export function parseAddressFile(text: string): ParsedAddresses {
  // A byte-order mark at the start is not part of the first field.
  return parseAddresses(text.replace(/^\uFEFF/, ''), { hasHeader: true });
}
