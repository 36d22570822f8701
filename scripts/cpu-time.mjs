#!/usr/bin/env node
/**
 * `node scripts/cpu-time.mjs <file> <command> [args...]`: runs the command as its own child, passes its exit on, and
 * writes to <file> the CPU seconds (user and system) that it and every process it waited for used. npm test reads
 * it for its time breakdown. Linux only (it reads the children's times from /proc/self/stat); elsewhere it writes
 * nothing. Processes the command only asks for work, such as the PostgreSQL server, are not counted.
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const [file, command, ...args] = process.argv.slice(2);
if (!file || !command) {
  console.error('usage: node scripts/cpu-time.mjs <file> <command> [args...]');
  process.exit(2);
}

/** The CPU seconds of this process's waited-for children, from /proc (cutime and cstime, in clock ticks). */
function childrenSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces: state is field 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticksPerSecond = 100;
    return { user: Number(fields[13]) / ticksPerSecond, system: Number(fields[14]) / ticksPerSecond };
  } catch {
    return null;
  }
}

const child = spawn(command, args, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('error', (error) => {
  console.error(error.message);
  process.exit(127);
});
child.on('exit', (code, signal) => {
  const seconds = childrenSeconds();
  if (seconds) writeFileSync(file, JSON.stringify(seconds));
  process.exit(code ?? (signal ? 1 : 0));
});
