import { describe, expect, it } from 'vitest';
import { attachmentNameOf } from './support.ts';

describe('attachmentNameOf', () => {
  it('keeps the last part of a path, without control characters, trimmed', () => {
    expect(attachmentNameOf('C:\\Users\\ada\\report.pdf')).toBe('report.pdf');
    expect(attachmentNameOf('../../etc/passwd')).toBe('passwd');
    expect(attachmentNameOf('  a\u0000b\u0007c.txt  ')).toBe('abc.txt');
    expect(attachmentNameOf('\u0000')).toBe('attachment');
  });

  it('drops the bidirectional controls that make a name read otherwise than it is', () => {
    // Shown as 'invoiceexe.png' with the override, and as what it is without it.
    expect(attachmentNameOf('invoice\u202Egnp.exe')).toBe('invoicegnp.exe');
    for (const control of ['\u200E', '\u200F', '\u061C', '\u202A', '\u202B', '\u202C', '\u202D', '\u2066', '\u2067', '\u2068', '\u2069']) {
      expect(attachmentNameOf(`photo${control}.png`), JSON.stringify(control)).toBe('photo.png');
    }
    // Right-to-left letters themselves are a name, and stay.
    expect(attachmentNameOf('חשבונית.pdf')).toBe('חשבונית.pdf');
  });
});
