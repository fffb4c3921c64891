/*
 * What a refused secret answers. The admin tells the cases apart by a field beside the message:
 * `secondFactor` (a code must come with the password) and `password` (the password asked for
 * again was wrong, where a plain 401 means the session has ended).
 */

export const WRONG_CREDENTIALS = { message: 'Invalid username or password' };

export const CODE_REQUIRED = {
  message: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  secondFactor: 'required',
};

export const CODE_REJECTED = {
  message: 'That code is not valid, or was used already. Enter the current code, or a recovery code.',
  secondFactor: 'required',
};

export const WRONG_PASSWORD = { message: 'Wrong password. Enter the password you sign in with.', password: 'wrong' };
