/**
 * The admin console's wording for staff accounts. The new password's rules and messages are the users'
 * (accountMessages, changedPasswordFields); only what is about staff is said here.
 */
export const staffMessages = {
  currentPasswordRequired: 'Current password is required',
  // Says no more than that: not how close the guess was, nor whether the account is being throttled.
  currentPasswordWrong: 'The current password is not right',
  passwordUnchanged: 'Choose a new password that is different from the current one',
  tooManyWrongPasswords: (minutes: number) => `Too many wrong passwords. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  staffGone: 'This staff account no longer exists',
} as const;
