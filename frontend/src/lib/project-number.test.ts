import { describe, expect, it } from 'vitest';
import { projectNumber } from './project-number';

describe('projectNumber', () => {
  it('numbers cards from 01 with two digits', () => {
    expect([0, 1, 8, 9, 10, 19].map(projectNumber)).toEqual(['01', '02', '09', '10', '11', '20']);
  });
});
