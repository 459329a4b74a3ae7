// Prints each task's start and length from the turbo run summaries npm test wrote: the phase's wall
// time alone hides which of the checks running two at a time is the long one.
import fs from 'node:fs';
import path from 'node:path';

const dir = path.resolve(import.meta.dirname, '../.turbo/runs');
// The summaries this run wrote (its start, in seconds since the epoch, is the argument).
const since = Number(process.argv[2] ?? 0) * 1000;
const runs = (fs.existsSync(dir) ? fs.readdirSync(dir) : [])
  .filter((f) => f.endsWith('.json') && fs.statSync(path.join(dir, f)).mtimeMs >= since)
  .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')));
const tasks = runs.flatMap((run) => run.tasks);
console.log('[test] task times (started at +s, took s), longest first:');
for (const t of tasks
  .filter((t) => t.execution)
  .sort(
    (a, b) => b.execution.endTime - b.execution.startTime - (a.execution.endTime - a.execution.startTime),
  )) {
  const took = Math.round((t.execution.endTime - t.execution.startTime) / 1000);
  const at = Math.round((t.execution.startTime - since) / 1000);
  const cached = t.cache?.status === 'HIT' ? ' (cached)' : '';
  console.log(
    `[test]   ${t.taskId.padEnd(40)} +${String(at).padStart(5)} s ${String(took).padStart(6)} s${cached}`,
  );
}
