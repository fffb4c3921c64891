import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

export class LoginDto {
  @MaxLength(200, { message: 'must be at most 200 characters' })
  @MinLength(1, { message: 'must not be empty' })
  @IsString({ message: 'must be text' })
  username!: string;

  @MaxLength(1024, { message: 'must be at most 1024 characters' })
  @MinLength(1, { message: 'must not be empty' })
  @IsString({ message: 'must be text' })
  password!: string;

  /** The second factor's code, when it is on. */
  @IsOptional()
  @MaxLength(32, { message: 'must be at most 32 characters' })
  @MinLength(1, { message: 'must not be empty' })
  @IsString({ message: 'must be text' })
  code?: string;
}

/** An authenticator app's 6 digits, or a recovery code (with or without its dashes). */
export class CodeDto {
  @MaxLength(32, { message: 'must be at most 32 characters' })
  @MinLength(1, { message: 'must not be empty' })
  @IsString({ message: 'must be text' })
  code!: string;
}
