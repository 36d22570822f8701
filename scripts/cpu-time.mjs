#!/usr/bin/env node
/**
 * `node scripts/cpu-time.mjs <file> <command> [args...]`: runs the command as its own child, passes its exit on, and
 * writes to <file> the CPU seconds (user and system) that the command and every process under it used. npm test
 * reads it for its time breakdown.
 *
 * Linux only (elsewhere it writes nothing). The children's times the kernel adds up at each wait are not enough:
 * Chromium's renderers are reparented when their browser is closed, and their time is lost with them. So the process
 * tree under this one is read from /proc every quarter of a second, and each process met is followed to its end
 * (by pid and start time, wherever it was reparented), its last reading counted. A process that lives less than a
 * quarter of a second may be missed, which is a small part of a test run. Processes the command only asks for work,
 * such as the PostgreSQL server's, are not under it and not counted.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

const [file, command, ...args] = process.argv.slice(2);
if (!file || !command) {
  console.error('usage: node scripts/cpu-time.mjs <file> <command> [args...]');
  process.exit(2);
}

// The kernel's clock ticks (USER_HZ), 100 on every Linux this runs on.
const TICKS_PER_SECOND = 100;
const linux = process.platform === 'linux';

/** A /proc stat line's fields after the command name, which is in parentheses and may hold spaces: [0] is state. */
function statFields(stat) {
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** pid → { parent, start, ticks } for every process, from /proc/<pid>/stat (user + system time, in ticks). */
function readProcesses() {
  const processes = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // Gone since the listing.
    }
    const fields = statFields(stat);
    processes.set(Number(name), { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]), start: fields[19] });
  }
  return processes;
}

/** `${pid}:${start}` → the process's CPU ticks at its last reading. */
const followed = new Map();
function sample() {
  const processes = readProcesses();
  const under = new Set([process.pid]);
  // Parents have lower pids than their children only until pids wrap: repeat until nothing new joins.
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, info] of processes) {
      if (!under.has(pid) && under.has(info.parent)) {
        under.add(pid);
        grew = true;
      }
    }
  }
  for (const [pid, info] of processes) {
    const key = `${pid}:${info.start}`;
    if ((pid !== process.pid && under.has(pid)) || followed.has(key)) followed.set(key, info.ticks);
  }
}

const child = spawn(command, args, { stdio: 'inherit' });
const timer = linux ? setInterval(sample, 250) : undefined;
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('error', (error) => {
  console.error(error.message);
  process.exit(127);
});
child.on('exit', (code, signal) => {
  clearInterval(timer);
  if (linux) {
    sample();
    // What the kernel added up for the command at its end, whole, in case the last reading came before its last work.
    const fields = statFields(readFileSync('/proc/self/stat', 'utf8'));
    const waited = Number(fields[13]) + Number(fields[14]);
    let ticks = 0;
    for (const value of followed.values()) ticks += value;
    writeFileSync(file, JSON.stringify({ seconds: Math.max(ticks, waited) / TICKS_PER_SECOND }));
  }
  process.exit(code ?? (signal ? 1 : 0));
});
