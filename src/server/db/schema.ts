/**
 * The database's tables (drizzle), in files by area under schema/ (decision 0148). drizzle-kit
 * reads this file (drizzle.config.ts): every table is exported from here.
 */
export * from './schema/staff';
export * from './schema/catalogue';
export * from './schema/bookings';
export * from './schema/money';
export * from './schema/safari';
export * from './schema/platform';
export * from './schema/channels';
export * from './schema/home';
export * from './schema/stay-records';
export * from './schema/figures';
