/**
 * The team pages' links live in src/lib/team-links.ts, shared with the management centre's team
 * tab (a feature does not import another): re-exported here so this area's imports stay as they are.
 */
export * from '@/lib/team-links';
