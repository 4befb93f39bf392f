export * from './common.ts';
export * from './events.ts';
export * from './domain-events.ts';
export * from './oauth.ts';
export * from './identity.ts';
export * from './members.ts';
export * from './redirects.ts';
export * from './sites.ts';
