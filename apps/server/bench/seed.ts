import { openBenchDatabase } from './benchDatabase.ts';
import { scaleSeed } from './scaleSeed.ts';

/** `node --import tsx bench/seed.ts`: makes (or keeps) the 1 M-order scale seed and says how long it took. */
const bench = await openBenchDatabase();
try {
  const seconds = await scaleSeed(bench.database.db, (m) => console.log(`[seed] ${m}`));
  console.log(
    seconds ? `[seed] 1,000,000 orders seeded in ${seconds.toFixed(1)} s` : '[seed] already seeded',
  );
} finally {
  await bench.stop();
}
