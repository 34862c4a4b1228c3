/** `npm run build:web` (always) and `npm install`'s prepare (when stale): builds web/ into web/dist. */
import { buildWeb } from '../src/dashboard/build.ts';

const started = Date.now();
const built = await buildWeb(process.argv.includes('--force'));
console.log(built ? `dashboard built into web/dist in ${Date.now() - started} ms` : 'dashboard build is up to date');
