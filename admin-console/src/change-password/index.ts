export { ChangePasswordMenuItem } from './ChangePasswordMenuItem';
export { ChangePasswordPage } from './ChangePasswordPage';
export { CHANGE_PASSWORD_PATH } from './path';
