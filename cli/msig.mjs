#!/usr/bin/env node
// Launcher: registers the TypeScript loader, then runs the CLI.
import { register } from 'tsx/esm/api';

register();
await import('./msig.ts');
