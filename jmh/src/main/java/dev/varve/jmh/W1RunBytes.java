package dev.varve.jmh;

import dev.varve.format.LocalFileIO;
import dev.varve.format.run.RunWriter;
import dev.varve.format.run.RunWriterOptions;
import dev.varve.row.GenericRow;
import dev.varve.row.KeyEncoder;
import dev.varve.row.RowKind;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Bytes per row of W1's rows (BENCHMARKS.md §1/§3) in the run format, deterministically and without
 * the kernel: writes with this build's {@link RunWriter} (the W1 table's options: zstd level 1,
 * 64 KiB pages, 10-bit bloom filter) two layouts of the first N rows, split into 4 buckets by
 * {@link KeyEncoder#hash} of the normalized key (a split as uniform as the kernel's), sequences
 * counted per bucket from 0 in row order:
 * <ul>
 *   <li><b>full</b>: one fully compacted run per bucket (the last version of every key, as after a full
 *       compaction);</li>
 *   <li><b>L0</b>: one level-0 flush per bucket of the last commit's 100 000 rows (the last version of
 *       each key within the commit).</li>
 * </ul>
 * For each it prints {@link RunBreakdown}'s table and, per part, the stored bytes per row next to an
 * entropy floor measured on the same rows: keys — the order-0 entropy of the gaps between sorted keys
 * (per file); the value column {@code k} — 0 (it repeats the key); sequences — log2 of the file's
 * sequence range (a sequence uniform in the range; keys order the rows, not sequences); row kind — 0;
 * v1 — log2(10^9); v2 — 53 bits (nextDouble); v3 — the order-0 entropies of the lengths and of the
 * letters.
 *
 * <pre>
 * java -cp jmh/target/benchmarks.jar dev.varve.jmh.W1RunBytes OUT_DIR [N=5000000]
 * </pre>
 */
public final class W1RunBytes {
    private static final int BUCKETS = 4;

    private W1RunBytes() {
    }

    public static void main(String[] args) throws Exception {
        Path out = Path.of(args[0]);
        int n = args.length > 1 ? Integer.parseInt(args[1]) : 5_000_000;
        Files.createDirectories(out);
        Dataset data = Dataset.of(n);
        int[] bucketOf = new int[Dataset.KEY_SPACE];
        byte[] key = new byte[8];
        for (int k = 0; k < Dataset.KEY_SPACE; k++) {
            normalized(k, key);
            bucketOf[k] = KeyEncoder.bucket(KeyEncoder.hash(key), BUCKETS);
        }
        long[] seqOfRow = new long[n];
        long[] counter = new long[BUCKETS];
        for (int i = 0; i < n; i++) {
            seqOfRow[i] = counter[bucketOf[(int) data.k[i]]]++;
        }
        int l0From = Math.max(0, n - Dataset.COMMIT_ROWS);
        layout(out, "full", data, bucketOf, seqOfRow, 0, n);
        layout(out, "L0", data, bucketOf, seqOfRow, l0From, n);
    }

    /** The normalized key of a NOT NULL BIGINT: 8 bytes big-endian with the sign bit flipped. */
    static void normalized(long k, byte[] key) {
        long v = k ^ Long.MIN_VALUE;
        for (int j = 0; j < 8; j++) {
            key[j] = (byte) (v >>> (56 - 8 * j));
        }
    }

    /** Writes one file per bucket of the last version of each key among rows [from, to). */
    private static void layout(Path out, String name, Dataset data, int[] bucketOf, long[] seqOfRow, int from, int to)
            throws Exception {
        int[] last = new int[Dataset.KEY_SPACE];
        java.util.Arrays.fill(last, -1);
        for (int i = from; i < to; i++) {
            last[(int) data.k[i]] = i;
        }
        LocalFileIO io = new LocalFileIO();
        RunWriterOptions opts = RunWriterOptions.defaults().withCompression("zstd").withZstdLevel(1)
                .withTargetPageBytes(64 * 1024).withBloomBitsPerKey(10);
        RunBreakdown b = new RunBreakdown(RunRewrite.W1_VALUE.size());
        double keyBits = 0;
        double seqBits = 0;
        long[] lenCount = new long[64];
        long[] letterCount = new long[256];
        long rows = 0;
        byte[] key = new byte[8];
        for (int bucket = 0; bucket < BUCKETS; bucket++) {
            Path file = out.resolve(name + "-b" + bucket + ".vrf");
            Files.deleteIfExists(file);
            RunWriter w = new RunWriter(io, file.toString(), RunRewrite.W1_VALUE, opts);
            java.util.Map<Long, Long> gaps = new java.util.HashMap<>();
            long prev = -1;
            long fileRows = 0;
            long minSeq = Long.MAX_VALUE;
            long maxSeq = Long.MIN_VALUE;
            for (int k = 0; k < Dataset.KEY_SPACE; k++) {
                int i = last[k];
                if (i < 0 || bucketOf[k] != bucket) {
                    continue;
                }
                normalized(k, key);
                byte[] v3 = data.v3[i];
                w.add(key, seqOfRow[i], RowKind.INSERT, GenericRow.of(data.k[i], data.v1[i], data.v2[i],
                        new String(v3, StandardCharsets.ISO_8859_1)));
                if (prev >= 0) {
                    gaps.merge((long) k - prev, 1L, Long::sum);
                }
                prev = k;
                fileRows++;
                minSeq = Math.min(minSeq, seqOfRow[i]);
                maxSeq = Math.max(maxSeq, seqOfRow[i]);
                lenCount[v3.length]++;
                for (byte c : v3) {
                    letterCount[c & 0xFF]++;
                }
            }
            w.finish();
            b.add(file);
            keyBits += entropyBits(gaps.values().stream().mapToLong(Long::longValue).toArray());
            seqBits += fileRows * log2(maxSeq - minSeq + 1.0);
            rows += fileRows;
        }
        double lenBits = entropyBits(lenCount);
        double letterBits = entropyBits(letterCount);
        System.out.printf(Locale.ROOT, "%n### %s: %s, N = %,d rows %d..%d%n%n", name,
                name.equals("full") ? "one fully compacted run per bucket" : "one level-0 flush per bucket of the last commit",
                to, from, to - 1);
        System.out.print(b.table());
        double[] floor = {
            keyBits / 8 / rows, seqBits / 8 / rows, 0,
            0, log2(1e9) / 8, 53.0 / 8, (lenBits + letterBits) / 8 / rows};
        String[] part = {"key", "sequence", "row kind", "value 0 (k)", "value 1 (v1 BIGINT)", "value 2 (v2 DOUBLE)",
            "value 3 (v3 STRING)"};
        System.out.println();
        System.out.println("| part | stored B/row | floor B/row | floor |");
        System.out.println("|---|---:|---:|---|");
        String[] how = {"order-0 entropy of the key gaps", "log2(sequence range) per file", "one kind",
            "repeats the key", "log2(10^9) bits", "53 random bits", String.format(Locale.ROOT,
                "lengths %.3f + letters %.3f B/row (order-0)", lenBits / 8 / rows, letterBits / 8 / rows)};
        double floorSum = 0;
        for (int s = 0; s < floor.length; s++) {
            System.out.printf(Locale.ROOT, "| %s | %.3f | %.3f | %s |%n", part[s], b.stored[s] / (double) rows,
                    floor[s], how[s]);
            floorSum += floor[s];
        }
        long other = b.fileBytes;
        for (long st : b.stored) {
            other -= st;
        }
        System.out.printf(Locale.ROOT, "| bloom filter | %.3f | — | 10 bits per key (an option, not data) |%n",
                b.footerBloom / (double) rows);
        System.out.printf(Locale.ROOT, "| headers, index, statistics | %.3f | — | |%n",
                (other - b.footerBloom) / (double) rows);
        System.out.printf(Locale.ROOT, "| **total** | **%.3f** | **%.3f** (+ filter) | %,d B, %,d rows |%n",
                b.fileBytes / (double) rows, floorSum, b.fileBytes, rows);
    }

    /** Total order-0 entropy in bits of a sample with these counts: sum of -c·log2(c / total). */
    static double entropyBits(long[] counts) {
        long total = 0;
        for (long c : counts) {
            total += c;
        }
        double bits = 0;
        for (long c : counts) {
            if (c > 0) {
                bits -= c * log2(c / (double) total);
            }
        }
        return bits;
    }

    private static double log2(double x) {
        return Math.log(x) / Math.log(2);
    }
}
