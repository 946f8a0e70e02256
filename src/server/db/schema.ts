// Every table, gathered for drizzle-kit and the typed client. Tables live beside their feature.
export * from '../features/users/users.table.ts';
export * from '../features/practice/practice.table.ts';
export * from '../features/quizzes/quizzes.table.ts';
export * from '../features/billing/billing.table.ts';
export * from '../features/admin/audit.table.ts';
export * from '../features/notebook/notebook.table.ts';
export * from '../features/timings/timings.table.ts';
export * from '../features/speech/speech.table.ts';
export * from '../features/placement/placement.table.ts';
export * from '../features/lessons/lessons.table.ts';
export * from '../features/family/family.table.ts';
export * from '../features/memory/memory.table.ts';
