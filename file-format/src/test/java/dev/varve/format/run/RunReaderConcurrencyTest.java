package dev.varve.format.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.varve.format.MemoryFileIO;
import dev.varve.format.run.RandomRuns.Rec;
import dev.varve.row.DataType;
import dev.varve.row.KeyValue;
import dev.varve.row.RowType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** One RunReader shared by threads doing lookups and cursors at the same time. */
class RunReaderConcurrencyTest {
    @Test
    void sharedReaderServesConcurrentLookupsAndCursors() throws Exception {
        RowType type = RowType.of(DataType.bigint(), DataType.string(), DataType.array(DataType.intType()));
        SplittableRandom rnd = new SplittableRandom(5);
        List<Rec> recs = RandomRuns.randomRecords(rnd, type, 5000, false);
        MemoryFileIO io = new MemoryFileIO();
        RunFormatPropertiesTest.write(io, "/c.vrf", type, recs, RunWriterOptions.defaults().withTargetPageBytes(2048));
        TreeMap<byte[], Rec> model = new TreeMap<>(Arrays::compareUnsigned);
        for (Rec r : recs) {
            model.put(r.key, r);
        }
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try (RunReader reader = RunReader.open(io, "/c.vrf", type)) {
            List<Future<Integer>> futures = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                long seed = t;
                futures.add(pool.submit(() -> {
                    SplittableRandom r = new SplittableRandom(seed);
                    int checked = 0;
                    for (int i = 0; i < 2000; i++) {
                        byte[] key = recs.get(r.nextInt(recs.size())).key.clone();
                        if (r.nextInt(4) == 0 && key.length > 0) {
                            key[key.length - 1] ^= 0x55;
                        }
                        Rec want = model.get(key);
                        KeyValue got = reader.lookup(key);
                        if (want == null) {
                            assertNull(got);
                        } else {
                            assertEquals(want.seq, got.sequence());
                            assertEquals(true, RandomRuns.rowEquals(want.value, got.value()));
                        }
                        checked++;
                        if (i % 500 == 0) {
                            try (RunCursor c = reader.cursor(new int[] {0}, null, null)) {
                                int n = 0;
                                while (c.next()) {
                                    assertEquals(recs.get(n).seq, c.sequence());
                                    n++;
                                }
                                assertEquals(recs.size(), n);
                            }
                        }
                    }
                    return checked;
                }));
            }
            for (Future<Integer> f : futures) {
                assertEquals(2000, f.get());
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
