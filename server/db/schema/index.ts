/**
 * The whole Popspot schema, one module per domain. drizzle-kit reads this file
 * (drizzle.config.ts) and the database client passes it to drizzle() for `db.query`.
 */
export * from './common';
export * from './users';
export * from './companies';
export * from './regions';
export * from './categories';
export * from './spots';
export * from './search-terms';
export * from './picks';
export * from './votes';
export * from './logs';
export * from './reviews';
export * from './queues';
export * from './reservations';
export * from './notifications';
export * from './keywords';
export * from './calendar-feeds';
export * from './push-subscriptions';
export * from './job-watermarks';
export * from './sessions';
export * from './rate-limits';
export * from './chat';
export * from './magazine';
export * from './partners';
export * from './notices';
export * from './relations';
