// Filled in by the platform: builds the migrated PGlite template once per run.
export default async function setup() {}
