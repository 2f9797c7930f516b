export * from './envelope.ts';
export * from './auth.ts';
export * from './health.ts';
