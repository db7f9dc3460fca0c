export * from './languages';
export * from './message-format';
export * from './translator';
export * from './catalogues/all';
export * from './option-messages';
export * from './texts';
export * from './dates';
