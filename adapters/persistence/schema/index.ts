// Every table of the store, one file per area. drizzle-kit reads this folder to generate migrations.
export * from './catalogue';
export * from './catalogue-changes';
export * from './accounts';
export * from './mail';
export * from './orders';
export * from './events';
export * from './payments';
export * from './stock-alerts';
export * from './vitals';
export * from './leads';
export * from './loyalty';
export * from './gift-credit';
export * from './pending-sign-ups';
export * from './operators';
export * from './returns';
export * from './invoicing';
