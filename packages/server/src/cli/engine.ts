// `npm run engine -- FILE.json` (README "Command-line engine"); the command is engine-command.ts.
import { engineCommand } from './engine-command';

process.exitCode = engineCommand(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
