package dev.varve.jmh;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * The compaction-trigger sweep in one JVM, settings interleaved (what {@code run-sweep.sh} runs):
 * the data set is generated once; a warm-up runs whole reps of a few settings (small and large
 * triggers, so writes, flushes, compactions, reads and lookups are all compiled), emitted as
 * round 0 (checked like the others; the summary uses them only for their checks); then every round runs one {@link SweepRep} of every setting (trigger × size ratio) in a
 * seeded shuffled order, emitting its {@link Figures} with the round as iteration. Every setting of
 * a round thus runs with the same compiled code and close in time to the default it is compared
 * with, which a fork per setting (JMH) cannot give on a shared, noisy machine; the summary takes
 * ratios to the default within each round, then the median over rounds.
 *
 * <pre>
 * java -cp jmh/target/benchmarks.jar dev.varve.jmh.CompactionSweep rows=300000 commitRows=10000 \
 *     rounds=2 warmupRows=300000 warmupRounds=2 lookups=50000 triggers=2,3,5,8,12 ratios=1,5,10 fsync=false
 * </pre>
 * Figures go to {@code $PEERS_EXTRA} (see {@link Figures#emit}). Not thread-safe; run once per JVM.
 */
public final class CompactionSweep {
    private CompactionSweep() {
    }

    /** What to sweep and how big; parsed from {@code key=value} arguments. Immutable. */
    static final class Config {
        int rows = 300_000;
        int commitRows = 10_000;
        int rounds = 2;
        int warmupRows = 300_000;
        int warmupRounds = 2;
        int lookups = 50_000;
        int[] triggers = {2, 3, 5, 8, 12};
        int[] ratios = {1, 5, 10};
        boolean fsync;

        static Config parse(String... args) {
            Config c = new Config();
            for (String a : args) {
                int eq = a.indexOf('=');
                if (eq <= 0) {
                    throw new IllegalArgumentException("argument '" + a + "' is not key=value (keys: rows, commitRows, "
                            + "rounds, warmupRows, warmupRounds, lookups, triggers, ratios, fsync)");
                }
                String key = a.substring(0, eq);
                String value = a.substring(eq + 1);
                switch (key) {
                    case "rows": c.rows = positive(key, value); break;
                    case "commitRows": c.commitRows = positive(key, value); break;
                    case "rounds": c.rounds = positive(key, value); break;
                    case "warmupRows": c.warmupRows = positive(key, value); break;
                    case "warmupRounds": c.warmupRounds = nonNegative(key, value); break;
                    case "lookups": c.lookups = nonNegative(key, value); break;
                    case "triggers": c.triggers = list(key, value, 1); break;
                    case "ratios": c.ratios = list(key, value, 0); break;
                    case "fsync":
                        if (!value.equals("true") && !value.equals("false")) {
                            throw new IllegalArgumentException("fsync must be true or false, got '" + value + "'");
                        }
                        c.fsync = Boolean.parseBoolean(value);
                        break;
                    default:
                        throw new IllegalArgumentException("unknown argument '" + key + "' (keys: rows, commitRows, "
                                + "rounds, warmupRows, warmupRounds, lookups, triggers, ratios, fsync)");
                }
            }
            c.warmupRows = Math.min(c.warmupRows, c.rows);
            return c;
        }

        private static int positive(String key, String value) {
            int v = integer(key, value);
            if (v < 1) {
                throw new IllegalArgumentException(key + " must be >= 1, got " + v);
            }
            return v;
        }

        private static int nonNegative(String key, String value) {
            int v = integer(key, value);
            if (v < 0) {
                throw new IllegalArgumentException(key + " must be >= 0, got " + v);
            }
            return v;
        }

        private static int integer(String key, String value) {
            try {
                return Integer.parseInt(value.trim());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(key + " must be an integer, got '" + value + "'", e);
            }
        }

        private static int[] list(String key, String value, int min) {
            String[] parts = value.split(",");
            int[] out = new int[parts.length];
            for (int i = 0; i < parts.length; i++) {
                out[i] = integer(key, parts[i]);
                if (out[i] < min) {
                    throw new IllegalArgumentException(key + " must all be >= " + min + ", got " + out[i]);
                }
            }
            return out;
        }

        /** Every (trigger, size ratio) pair, triggers outermost. */
        List<int[]> settings() {
            List<int[]> out = new ArrayList<>();
            for (int t : triggers) {
                for (int r : ratios) {
                    out.add(new int[] {t, r});
                }
            }
            return out;
        }
    }

    /** The settings in the order of round {@code round}: a shuffle seeded with the round. */
    static List<int[]> order(List<int[]> settings, int round) {
        List<int[]> out = new ArrayList<>(settings);
        SplittableRandom rnd = new SplittableRandom(round);
        for (int i = out.size() - 1; i > 0; i--) {
            int j = rnd.nextInt(i + 1);
            int[] x = out.get(i);
            out.set(i, out.get(j));
            out.set(j, x);
        }
        return out;
    }

    public static void main(String[] args) {
        Config c;
        try {
            c = Config.parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println("CompactionSweep: " + e.getMessage());
            System.exit(2);
            return;
        }
        Dataset data = Dataset.of(c.rows);
        Expected expected = new Expected(Workload.W1, data, c.rows);
        Expected warmExpected = c.warmupRows == c.rows ? expected : new Expected(Workload.W1, data, c.warmupRows);
        long[] keys = Dataset.lookupKeys(c.lookups);
        List<int[]> settings = c.settings();
        int[][] warmSettings = {{5, 1}, {c.triggers[0], c.ratios[c.ratios.length - 1]},
            {c.triggers[c.triggers.length - 1], c.ratios[0]}};
        for (int w = 1; w <= c.warmupRounds; w++) {
            for (int[] s : warmSettings) {
                long t0 = System.nanoTime();
                // emitted as round 0: the summary leaves it out of the figures but lists its failed checks
                run(data, warmExpected, keys, s, c.warmupRows, c, 0).emit();
                log("warm-up %d %s: %.1f s", w, SweepRep.label(s[0], s[1]), (System.nanoTime() - t0) / 1e9);
            }
        }
        for (int round = 1; round <= c.rounds; round++) {
            for (int[] s : order(settings, round)) {
                long t0 = System.nanoTime();
                run(data, expected, keys, s, c.rows, c, round).emit();
                log("round %d %s: %.1f s", round, SweepRep.label(s[0], s[1]), (System.nanoTime() - t0) / 1e9);
            }
        }
    }

    /** One rep of one setting; its figures carry {@code iteration} (the round; 0 in the warm-up). */
    private static Figures run(Dataset data, Expected expected, long[] keys, int[] setting, int rows, Config c,
                               int iteration) {
        System.gc(); // every rep starts from a collected heap, outside its timings
        try (SweepRep rep = new SweepRep(data, expected, keys, setting[0], setting[1], rows, c.commitRows, c.fsync)) {
            rep.write();
            return rep.measure("CompactionSweep", iteration);
        }
    }

    private static void log(String format, Object... args) {
        System.out.println("[sweep] " + String.format(Locale.ROOT, format, args));
    }
}
