package dev.varve.format.run;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.varve.format.MemoryFileIO;
import dev.varve.format.run.RandomRuns.Rec;
import dev.varve.row.DataField;
import dev.varve.row.DataType;
import dev.varve.row.RowKind;
import dev.varve.row.RowType;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link RunWriter#addPicked}: rows picked out of several cursors' pages and appended column by column, in chunks of
 * any size, write exactly the bytes of {@code addInOrder(..., true)} of each row in turn (page cuts, statistics,
 * bloom filter and all): random schemas (columns the columnar copy takes, and DECIMAL / nested ones it does not, added
 * record by record), nulls, fixed and variable keys, random page sizes, interleaved sources. Seeded: -Dseed=N replays one.
 */
class RunWriterPickedTest {
    private static final long CREATED = 1_700_000_000_000L;

    @Test
    void pickedRowsWriteTheBytesOfRecordByRecordAddsSeeds1To80() throws IOException {
        String only = System.getProperty("seed");
        if (only != null) {
            check(Long.parseLong(only), null);
            return;
        }
        for (long seed = 1; seed <= 80; seed++) {
            check(seed, null);
        }
    }

    /** W1's value columns (all taken by the columnar copy), many pages, many sources. */
    @Test
    void w1ShapedRowsSeeds1To10() throws IOException {
        RowType w1 = new RowType(List.of(new DataField(0, "v1", DataType.bigint()),
                new DataField(1, "v2", DataType.doubleType()), new DataField(2, "v3", DataType.string())));
        for (long seed = 1; seed <= 10; seed++) {
            check(seed, w1);
        }
    }

    private static void check(long seed, RowType fixedType) throws IOException {
        SplittableRandom rnd = new SplittableRandom(seed);
        RowType type = fixedType != null ? fixedType : RandomRuns.randomSchema(rnd);
        int n = 1 + rnd.nextInt(rnd.nextBoolean() ? 200 : 4000);
        List<Rec> all = RandomRuns.randomRecords(rnd, type, n, false);
        // distinct keys (each picked row is a new key), random kinds
        List<Rec> recs = new ArrayList<>();
        for (Rec r : all) {
            if (recs.isEmpty() || !Arrays.equals(recs.get(recs.size() - 1).key, r.key)) {
                RowKind k = RowKind.fromValidByte((byte) rnd.nextInt(4));
                recs.add(new Rec(r.key, r.seq, rnd.nextInt(3) == 0 ? k : RowKind.INSERT, r.value));
            }
        }
        int sources = 1 + rnd.nextInt(5);
        int[] sourceOf = new int[recs.size()];
        List<List<Rec>> perSource = new ArrayList<>();
        for (int s = 0; s < sources; s++) {
            perSource.add(new ArrayList<>());
        }
        for (int i = 0; i < recs.size(); i++) {
            // runs of one source of random length, as a merge of overlapping runs hands them out
            sourceOf[i] = i > 0 && rnd.nextInt(3) > 0 ? sourceOf[i - 1] : rnd.nextInt(sources);
            perSource.get(sourceOf[i]).add(recs.get(i));
        }
        MemoryFileIO io = new MemoryFileIO();
        RunWriterOptions inOpts = RunWriterOptions.defaults().withCreationTimeMillis(CREATED)
                .withTargetPageBytes(1024 * (1 + rnd.nextInt(4)));
        for (int s = 0; s < sources; s++) {
            RunWriter w = new RunWriter(io, "/in" + s + ".vrf", type, inOpts);
            for (Rec r : perSource.get(s)) {
                w.add(r.key, r.seq, r.kind, r.value);
            }
            w.finish();
        }
        RunWriterOptions opts = RandomRuns.randomOptions(rnd).withCreationTimeMillis(CREATED);
        RunWriter byRecord = new RunWriter(io, "/record.vrf", type, opts);
        RunWriter byPick = new RunWriter(io, "/picked.vrf", type, opts);
        RunReader[] readers = new RunReader[sources];
        RunCursor[] cursors = new RunCursor[sources];
        PickedRows picked = new PickedRows(sources);
        double skip = rnd.nextInt(3) == 0 ? 0 : rnd.nextDouble() * 0.5;
        int written = 0;
        try {
            for (int s = 0; s < sources; s++) {
                readers[s] = RunReader.open(io, "/in" + s + ".vrf", type);
                cursors[s] = readers[s].cursor(null, null, null);
            }
            for (int i = 0; i < recs.size(); i++) {
                RunCursor c = cursors[sourceOf[i]];
                if (c.lastInPage()) {
                    flush(rnd, picked, byPick); // the next row loads a page: the picks of the old one go first
                }
                assertTrue(c.next());
                if (rnd.nextDouble() < skip) {
                    continue; // a row the merge does not pass through
                }
                byRecord.addInOrder(c.keyArray(), c.keyOffset(), c.keyLength(), c.sequence(), c.kind(), c.value(), true);
                picked.bind(sourceOf[i], c);
                picked.add(sourceOf[i], c.pageRow());
                written++;
                if (rnd.nextInt(200) == 0) {
                    flush(rnd, picked, byPick);
                }
            }
            flush(rnd, picked, byPick);
        } finally {
            for (int s = 0; s < sources; s++) {
                if (cursors[s] != null) {
                    cursors[s].close();
                }
                if (readers[s] != null) {
                    readers[s].close();
                }
            }
        }
        byRecord.finish();
        byPick.finish();
        assertArrayEquals(io.readFully("/record.vrf"), io.readFully("/picked.vrf"),
                "seed " + seed + " (replay with -Dseed=" + seed + ") type " + type + ", " + written + " rows of "
                        + sources + " sources");
    }

    /** Appends the picks in chunks of random size, then clears them. */
    private static void flush(SplittableRandom rnd, PickedRows picked, RunWriter w) throws IOException {
        int n = picked.size();
        int i = 0;
        while (i < n) {
            int end = rnd.nextBoolean() ? n : Math.min(n, i + 1 + rnd.nextInt(40));
            w.addPicked(picked, i, end);
            i = end;
        }
        picked.clear();
    }
}
