import { describe, expect, it } from 'vitest';
import { toTypedAttributes, toTypedItem } from '../../shared/mocks/typed-attributes.ts';
import { fromTypedAttributes, isEmptyAnswer, unwrapEnvelope } from './typed-attributes.ts';

describe('fromTypedAttributes', () => {
  it('reads every typed-attribute tag', () => {
    expect(fromTypedAttributes({ S: 'Seattle' })).toBe('Seattle');
    expect(fromTypedAttributes({ N: '12' })).toBe(12);
    expect(fromTypedAttributes({ N: '-3.5' })).toBe(-3.5);
    expect(fromTypedAttributes({ BOOL: true })).toBe(true);
    expect(fromTypedAttributes({ BOOL: false })).toBe(false);
    expect(fromTypedAttributes({ NULL: true })).toBeNull();
    expect(fromTypedAttributes({ L: [{ S: 'a' }, { N: '1' }] })).toEqual(['a', 1]);
    expect(fromTypedAttributes({ M: { city: { S: 'Austin' }, dobday: { N: '4' } } })).toEqual({ city: 'Austin', dobday: 4 });
    expect(fromTypedAttributes({ SS: ['x', 'y'] })).toEqual(['x', 'y']);
    expect(fromTypedAttributes({ NS: ['1', '2'] })).toEqual([1, 2]);
  });

  it('unwraps nested values at any depth, including an item without an outer M', () => {
    const item = {
      id: { S: 'mbr-1' },
      user: { M: { fname: { S: 'Maya' }, profilePicture: { NULL: true } } },
      hexaco: { M: { honesty: { N: '21' } } },
      connectionIds: { L: [{ S: 'c1' }, { S: 'c2' }] },
    };
    expect(fromTypedAttributes(item)).toEqual({
      id: 'mbr-1',
      user: { fname: 'Maya', profilePicture: null },
      hexaco: { honesty: 21 },
      connectionIds: ['c1', 'c2'],
    });
  });

  it('passes plain JSON through unchanged', () => {
    const plain = { id: 'mbr-1', user: { fname: 'Maya' }, list: ['a', 1, true, null], nested: { S: 1 } };
    expect(fromTypedAttributes(plain)).toEqual(plain);
  });

  it('does not mistake a plain field named like a tag for a typed value', () => {
    // `M` holding text and `S` holding a number are not typed attributes.
    expect(fromTypedAttributes({ M: 'medium' })).toEqual({ M: 'medium' });
    expect(fromTypedAttributes({ S: 3 })).toEqual({ S: 3 });
    expect(fromTypedAttributes({ S: 'x', N: '1' })).toEqual({ S: 'x', N: '1' });
  });

  it('keeps a malformed number as text instead of NaN', () => {
    expect(fromTypedAttributes({ N: 'twelve' })).toBe('twelve');
  });

  it('round-trips with the encoder the mocks use', () => {
    const plain = { a: 'x', b: 2, c: false, d: null, e: ['y', 3], f: { g: 'h' } };
    expect(fromTypedAttributes(toTypedAttributes(plain))).toEqual(plain);
    expect(fromTypedAttributes(toTypedItem(plain))).toEqual(plain);
  });
});

describe('unwrapEnvelope and isEmptyAnswer', () => {
  it('opens an { Item } envelope and a gateway { statusCode, body } envelope', () => {
    expect(unwrapEnvelope({ Item: { id: { S: 'x' } } })).toEqual({ id: { S: 'x' } });
    expect(unwrapEnvelope({ statusCode: 200, body: '{"id":"x"}' })).toEqual({ id: 'x' });
    expect(unwrapEnvelope({ id: 'x' })).toEqual({ id: 'x' });
  });

  it('counts null, empty text, an empty object and an empty list as nothing', () => {
    for (const empty of [null, undefined, '', {}, []]) expect(isEmptyAnswer(empty)).toBe(true);
    for (const something of [{ id: 'x' }, ['x'], 'x', 0]) expect(isEmptyAnswer(something)).toBe(false);
  });
});
