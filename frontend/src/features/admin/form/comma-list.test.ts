import { describe, expect, it } from 'vitest';
import { formatCommaList, parseCommaList } from './comma-list';

describe('parseCommaList', () => {
  it('splits on commas, trims each part and drops empty parts', () => {
    expect(parseCommaList(' React,TypeScript ,, Node.js ,  ,')).toEqual(['React', 'TypeScript', 'Node.js']);
  });

  it('keeps white space inside a part', () => {
    expect(parseCommaList('Apache Kafka, scikit learn')).toEqual(['Apache Kafka', 'scikit learn']);
  });

  it('reads an empty or blank field as an empty list', () => {
    expect(parseCommaList('')).toEqual([]);
    expect(parseCommaList(' , ')).toEqual([]);
  });

  it('writes a list back as the field shows it', () => {
    expect(formatCommaList(['Rust', 'Kafka'])).toBe('Rust, Kafka');
  });
});
