import { runFornido } from './program';

// The `fornido` process: its arguments, its real stdout and stderr and its environment. The exit code is set rather
// than forced with process.exit, so everything written to a pipe is flushed before Node ends.
process.exitCode = await runFornido(process.argv.slice(2), {
  out: process.stdout,
  err: process.stderr,
  env: process.env,
  in: process.stdin,
});
