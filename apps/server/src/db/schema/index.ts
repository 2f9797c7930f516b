export * from './accounts.ts';
export * from './auth.ts';
export * from './catalog.ts';
export * from './projects.ts';
export * from './invoices.ts';
export * from './files.ts';
export * from './business.ts';
export * from './integrations.ts';
