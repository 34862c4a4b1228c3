/**
 * Property tests draw fresh random inputs on every local run. With FC_SEED set (CI sets it) they
 * draw the same inputs every time, so a CI result can be reproduced exactly.
 */
import fc from 'fast-check';

if (process.env.FC_SEED) fc.configureGlobal({ seed: Number(process.env.FC_SEED) });
