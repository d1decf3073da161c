#!/usr/bin/env node
// The `fornido` command: runs the TypeScript CLI through tsx, resolved from this package, from any folder.
import { register } from 'tsx/esm/api';

register();
await import('./main.ts');
