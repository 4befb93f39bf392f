export * from './common.ts';
export * from './events.ts';
export * from './domain-events.ts';
export * from './oauth.ts';
