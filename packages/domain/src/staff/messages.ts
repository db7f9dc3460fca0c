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
  disabled: 'This staff account has been disabled',
  notAllowed: 'Your role does not allow this',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  nameRequired: 'Name is required',
  roleRequired: 'Choose a role',
  reasonRequired: 'Give a reason: it is kept with the change',
  reasonTooLong: 'Keep the reason under 1,000 characters',
  emailTaken: 'A staff member with this email already exists',
  staffNotFound: 'No such staff member',
  sameRole: 'The staff member already has this role',
  alreadyDisabled: 'This staff member is already disabled',
  notDisabled: 'This staff member is not disabled',
  notYourself: 'You cannot disable yourself or change your own role',
  lastAdministrator: 'Keep at least one active administrator',
  linkInvalid: 'This link is not valid or has already been used. Ask an administrator for a new invitation.',
  linkExpired: 'This link has expired. Ask an administrator for a new invitation.',
  invited: (email: string) => `Invitation sent to ${email}`,
  passwordSet: 'Password set. You can sign in now.',
} as const;
