/**
 * The first step of `npm run build`: the checks of content/ (lib/build/content-check.ts), each
 * problem printed as a block naming the file and the field, and exit code 1, before Next.js
 * compiles anything.
 */
import { contentProblems, describeProblems } from '../lib/build/content-check';

contentProblems()
  .then((problems) => {
    if (!problems.length) return;
    console.error(describeProblems(problems, 'The build stopped'));
    process.exitCode = 1;
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
