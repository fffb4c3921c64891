import type { Hit } from '@portfolio/contract';
import { IsOptional, IsString, MaxLength } from 'class-validator';

// A path or link is checked against the public page's, so these bounds only keep parsing cheap.
const PATH_MAX = 200;
const REFERRER_MAX = 2048;
const EVENT_MAX = 200;

/** `POST /api/hits`: see `Hit` in the contract. */
export class HitDto implements Hit {
  @IsString({ message: 'must be text' })
  @MaxLength(PATH_MAX, { message: `must be at most ${PATH_MAX} characters` })
  path!: string;

  @IsOptional()
  @IsString({ message: 'must be text' })
  @MaxLength(REFERRER_MAX, { message: `must be at most ${REFERRER_MAX} characters` })
  referrer?: string;

  @IsOptional()
  @IsString({ message: 'must be text' })
  @MaxLength(EVENT_MAX, { message: `must be at most ${EVENT_MAX} characters` })
  event?: string;
}
