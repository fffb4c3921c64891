import {
  BadRequestException,
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Inject,
  Post,
  Req,
  Res,
  UnauthorizedException,
} from '@nestjs/common';
import type { SecondFactorConfirmed, SecondFactorSetup, SecondFactorStatus } from '@portfolio/contract';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config';
import { CodeAndPasswordDto, PasswordDto } from '../auth.dto';
import type { PasswordRefused } from '../auth.service';
import { callerOf } from '../caller';
import { OwnerOnly } from '../public.decorator';
import { tooManyAtOnce, tooManyFailures } from '../too-many-failures';
import { SecondFactorService } from './second-factor.service';
import { SecondFactorSwitch } from './second-factor-switch.service';

/** The answer to a wrong password, told apart from an ended session's 401 by `password`. */
const WRONG_PASSWORD = { message: 'Wrong password. Enter the password you sign in with.', password: 'wrong' };

/**
 * The owner turns the second factor on (a secret to scan, then a code of it, which returns the
 * recovery codes) and off (with a code). Every route needs the owner's session, and each change
 * the password as well.
 */
@OwnerOnly()
@Controller('auth/second-factor')
export class SecondFactorController {
  constructor(
    private readonly secondFactor: SecondFactorService,
    private readonly onOff: SecondFactorSwitch,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  status(): Promise<SecondFactorStatus> {
    return this.secondFactor.status(this.config.admin.username);
  }

  /** A new secret, as text and as the `otpauth://` address a QR code carries. */
  @Post('setup')
  @HttpCode(HttpStatus.OK)
  async setup(
    @Body() { password }: PasswordDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SecondFactorSetup> {
    const result = await this.onOff.begin(password, callerOf(request));
    if (result.outcome !== 'begun') throw refusal(result, response);
    return result.setup;
  }

  /** Turns it on, and signs every other browser out. */
  @Post('confirm')
  @HttpCode(HttpStatus.OK)
  async confirm(
    @Body() { code, password }: CodeAndPasswordDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SecondFactorConfirmed> {
    const result = await this.onOff.confirm(password, code, callerOf(request));
    if (result.outcome === 'wrong-code') {
      throw new BadRequestException({ message: 'That code is not valid. Enter the code the app shows now.' });
    }
    if (result.outcome !== 'on') throw refusal(result, response);
    return { recoveryCodes: result.recoveryCodes };
  }

  @Post('off')
  @HttpCode(HttpStatus.NO_CONTENT)
  async off(
    @Body() { code, password }: CodeAndPasswordDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<void> {
    const result = await this.onOff.turnOff(password, code, callerOf(request));
    if (result.outcome === 'wrong-code') {
      throw new BadRequestException({ message: 'That code is not valid, or was used already.' });
    }
    if (result.outcome !== 'off') throw refusal(result, response);
  }
}

function refusal(refused: PasswordRefused, response: Response): Error {
  switch (refused.outcome) {
    case 'wrong-password':
      return new UnauthorizedException(WRONG_PASSWORD);
    case 'throttled':
      return tooManyFailures(response, refused.retryAfterSeconds);
    case 'busy':
      return tooManyAtOnce(response);
  }
}
