// Every table, gathered for drizzle-kit and the typed client. Tables live beside their feature.
export * from '../features/users/users.table.ts';
