/** Prints the fixed-output digest; run in a separate process to check cross-process determinism. */

import { fixedOutputsHash } from './outputsHash.ts';

process.stdout.write(`${await fixedOutputsHash()}\n`);
