/**
 * Every capability owns its tables and the SQL that creates them (`<capability>/migrations/`).
 * The platform's runner applies them all in file-name order, so names are unique across folders;
 * this list is the one place that knows which capabilities have a schema.
 */
export const MIGRATION_DIRS: readonly URL[] = [
  new URL('./accounts/migrations/', import.meta.url),
  new URL('./accounts/oauth/migrations/', import.meta.url),
  new URL('./market/migrations/', import.meta.url),
  new URL('./sandbox/migrations/', import.meta.url),
  new URL('./ingest/migrations/', import.meta.url),
  new URL('./events/migrations/', import.meta.url),
  new URL('./webhooks/migrations/', import.meta.url),
  new URL('./alerts/migrations/', import.meta.url),
  new URL('./nodeintel/migrations/', import.meta.url),
  new URL('./dashboard/migrations/', import.meta.url),
];
