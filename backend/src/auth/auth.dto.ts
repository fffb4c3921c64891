import { IsString, MaxLength, MinLength } from 'class-validator';

export class LoginDto {
  @MaxLength(200, { message: 'must be at most 200 characters' })
  @MinLength(1, { message: 'must not be empty' })
  @IsString({ message: 'must be text' })
  username!: string;

  @MaxLength(1024, { message: 'must be at most 1024 characters' })
  @MinLength(1, { message: 'must not be empty' })
  @IsString({ message: 'must be text' })
  password!: string;
}
