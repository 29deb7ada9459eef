// npm scripts side by side (`node scripts/side-by-side.mjs typecheck lint format:check`): tsc and
// ESLint each use one core, as do the browser journeys, which run one file at a time, so on CI's two
// cores running them together saves minutes. A script that passes has its output printed whole as
// soon as it ends; one that fails is printed after all have ended, so that the failure is what the
// end of a long log shows, followed by a line per script. The exit code is the first failure's.
import { spawn } from 'node:child_process';

const SCRIPTS = process.argv.slice(2);

function run(script) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const result = {
        script,
        code: code ?? 1,
        seconds: Math.round((Date.now() - started) / 1000),
        output,
      };
      if (result.code === 0) printWhole(result);
      resolve(result);
    });
  });
}

function verdict({ script, code, seconds }) {
  return `${script}: ${code === 0 ? 'passed' : `failed (${code})`} in ${seconds} s`;
}

function printWhole(result) {
  process.stdout.write(`\n== ${verdict(result)}\n${result.output}`);
}

const results = await Promise.all(SCRIPTS.map(run));
const failures = results.filter((result) => result.code !== 0);
failures.forEach(printWhole);
process.stdout.write(`\n== side by side:\n${results.map((r) => `   ${verdict(r)}`).join('\n')}\n`);
process.exitCode = failures[0]?.code ?? 0;
