import { BadRequestException } from '@nestjs/common';

/** A whole number from 1 to `max` written in decimal, or a 400 that names the parameter. */
export function wholeNumber(name: string, value: string, max: number): number {
  const number = /^[1-9]\d{0,9}$/.test(value) ? Number(value) : Number.NaN;
  if (!(number <= max)) throw new BadRequestException({ message: `${name} must be a whole number from 1 to ${max}` });
  return number;
}
