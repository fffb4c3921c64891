import { describe, expect, it } from 'vitest';
import { formatTechnologies, parseTechnologies } from './technologies';

describe('parseTechnologies', () => {
  it('splits on commas, trims each part and drops empty parts', () => {
    expect(parseTechnologies(' React,TypeScript ,, Node.js ,  ,')).toEqual(['React', 'TypeScript', 'Node.js']);
  });

  it('keeps white space inside a part', () => {
    expect(parseTechnologies('Apache Kafka, scikit learn')).toEqual(['Apache Kafka', 'scikit learn']);
  });

  it('reads an empty or blank field as no technologies', () => {
    expect(parseTechnologies('')).toEqual([]);
    expect(parseTechnologies(' , ')).toEqual([]);
  });

  it('writes a list back as the field shows it', () => {
    expect(formatTechnologies(['Rust', 'Kafka'])).toBe('Rust, Kafka');
  });
});
