export * from './roles.ts';
export * from './permissions.ts';
export * from './file-tiers.ts';
export * from './accounts.ts';
