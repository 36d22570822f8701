import { BULK_INVITATION_MAX } from '@kindred/contracts/api/organizations';
import { describe, expect, it } from 'vitest';
import { parseAddressFile, parseAddresses } from './parse-addresses.ts';

describe('parseAddresses', () => {
  it('reads one or several addresses a line, whatever separates them', () => {
    expect(parseAddresses('ana@acme.example\nbo@acme.example, cy@acme.example;dee@acme.example\tee@acme.example fay@acme.example\n\n').entries).toEqual([
      'ana@acme.example',
      'bo@acme.example',
      'cy@acme.example',
      'dee@acme.example',
      'ee@acme.example',
      'fay@acme.example',
    ]);
  });

  it('takes the address in brackets and keeps a line without one for the server to answer', () => {
    expect(parseAddresses('Ana Lima <ana@acme.example>\nnot an address\r\n').entries).toEqual(['ana@acme.example', 'not an address']);
  });

  it('reads a CSV file with a header, quoted fields and a byte-order mark', () => {
    const csv = '\uFEFFname,email\n"Lima, Ana",ana@acme.example\n"Bo ""B"" Berg","bo@acme.example"\nCy,\n';
    expect(parseAddressFile(csv).entries).toEqual(['ana@acme.example', 'bo@acme.example', 'Cy,']);
  });

  it('says when the list is longer than the maximum', () => {
    const many = Array.from({ length: BULK_INVITATION_MAX + 1 }, (_, i) => `p${i}@acme.example`).join('\n');
    expect(parseAddresses(many)).toMatchObject({ tooMany: true });
    expect(parseAddresses('a@acme.example').tooMany).toBe(false);
  });
});
