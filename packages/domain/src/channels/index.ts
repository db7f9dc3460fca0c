export * from './words';
export * from './read-text';
export * from './replies';
export * from './sms-session';
export * from './ussd';
