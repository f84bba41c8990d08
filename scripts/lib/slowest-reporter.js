// Jest reporter: after the run, the ten slowest test files, then one plain closing line with the counts.
class SlowestReporter {
  onRunComplete(_contexts, results) {
    const files = results.testResults
      .map((r) => ({ file: r.testFilePath.replace(`${process.cwd()}/`, ''), ms: r.perfStats.end - r.perfStats.start }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 10);
    if (files.length > 1) {
      console.log('\nSlowest test files:');
      for (const f of files) console.log(`  ${(f.ms / 1000).toFixed(1).padStart(7)} s  ${f.file}`);
    }
    const skipped = results.numPendingTests + results.numTodoTests;
    console.log(
      `\njest: ${results.numPassedTests} passed, ${results.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`,
    );
  }
}
module.exports = SlowestReporter;
