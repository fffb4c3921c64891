import { applyDecorators } from '@nestjs/common';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

/** Text of 1 to `max` characters, each rule in the API's words. */
const ShortText = (max: number) =>
  // In the order stacked decorators apply (bottom-up): the type is checked first.
  applyDecorators(
    IsString({ message: 'must be text' }),
    MinLength(1, { message: 'must not be empty' }),
    MaxLength(max, { message: `must be at most ${max} characters` }),
  );

/** An authenticator app's 6 digits, or a recovery code (with or without its dashes). */
const CODE_MAX = 32;

export class LoginDto {
  @ShortText(200)
  username!: string;

  @ShortText(1024)
  password!: string;

  /** The second factor's code, when it is on. */
  @IsOptional()
  @ShortText(CODE_MAX)
  code?: string;
}

/** The owner's password, asked for again before a change a session alone must not make. */
export class PasswordDto {
  @ShortText(1024)
  password!: string;
}

export class CodeAndPasswordDto extends PasswordDto {
  @ShortText(CODE_MAX)
  code!: string;
}
