export const CHANGE_PASSWORD_PATH = '/change-password';
