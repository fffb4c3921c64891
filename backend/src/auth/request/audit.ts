import { Logger } from '@nestjs/common';

/**
 * The owner's audit trail: sign-ins (and whether from a trusted device), failures, lock-outs,
 * sign-outs, ended sessions and changes of credentials or of the second factor, each with the
 * client's address; never a credential. One logger for all of them, so the trail is read by one name.
 */
export const audit = new Logger('Audit');
