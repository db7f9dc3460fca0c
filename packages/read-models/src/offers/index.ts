export * from './offers';
export * from './present-offer';
