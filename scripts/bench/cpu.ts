/**
 * CPU time by process group, from /proc (Linux), so a load figure can say where a request's time goes: the
 * server, PostgreSQL, or the load generator, all on the same cores.
 */
import fs from 'node:fs';

const TICKS_PER_SECOND = 100;

interface Sample {
  server: number;
  database: number;
  generator: number;
}

/** utime + stime of one process and its waited-for children, in seconds; 0 when it is gone. */
function cpuOf(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces: count fields after its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

const commandOf = (pid: string) => {
  try {
    return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
};

/** Every postgres process (the backends of the server's pool among them). */
const postgresPids = () =>
  fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name) && commandOf(name) === 'postgres')
    .map(Number);

/** The server's process and, with workers, its children (server/cluster.ts). */
function treeOf(pid: number): number[] {
  let children: number[] = [];
  try {
    children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    // no children file: the process is gone
  }
  return [pid, ...children.flatMap(treeOf)];
}

function sample(serverPid: number): Sample {
  const sum = (pids: number[]) => pids.reduce((total, pid) => total + cpuOf(pid), 0);
  const usage = process.cpuUsage();
  return { server: sum(treeOf(serverPid)), database: sum(postgresPids()), generator: (usage.user + usage.system) / 1e6 };
}

/**
 * Starts counting; the returned function gives each group's CPU milliseconds per completed request, or undefined
 * where there is no /proc to read them from.
 */
export function countCpu(serverPid: number): (requests: number, generatorSeconds?: number) => string | undefined {
  if (!fs.existsSync('/proc/self/stat')) return () => undefined;
  const before = sample(serverPid);
  return (requests, generatorSeconds) => {
    const after = sample(serverPid);
    // A generator in a process of its own (saveLoad.ts) counts its CPU itself.
    if (generatorSeconds !== undefined) after.generator = before.generator + generatorSeconds;
    const each = (key: keyof Sample) => `${(((after[key] - before[key]) * 1000) / Math.max(requests, 1)).toFixed(2)}`;
    return `CPU per save: server ${each('server')} ms, PostgreSQL ${each('database')} ms, load generator ${each('generator')} ms`;
  };
}
