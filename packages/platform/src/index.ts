export * from './config';
export * from './logger';
export * from './tokens';
export * from './http-errors';
export * from './consistency';
export * from './personal-data-vault';
export * from './unsubscribe';
export * from './calendar-feed-token';
